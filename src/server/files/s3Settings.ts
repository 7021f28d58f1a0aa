/** Where a bucket store keeps documents (README "Settings": the S3_* variables). */
export interface S3Settings {
  /** The store's address, `http(s)://host[:port]`: AWS (`https://s3.<region>.amazonaws.com`), MinIO, Ceph, Garage... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` addresses (what self-hosted stores expect) rather than `bucket.host/key`. */
  forcePathStyle: boolean;
}

/** The S3_* variables as given (unchecked): only FILE_STORE=s3 needs them, and s3SettingsOf checks them then. */
export function s3VariablesOf(env: NodeJS.ProcessEnv) {
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE || undefined,
  };
}

export type S3Variables = ReturnType<typeof s3VariablesOf>;

/**
 * The checked settings of a bucket store, or an error naming every variable missing or wrong: a
 * store that cannot work stops the start, rather than losing uploads later.
 */
export function s3SettingsOf(v: S3Variables): S3Settings {
  const region = v.region ?? 'us-east-1';
  const endpoint = v.endpoint ?? `https://s3.${region}.amazonaws.com`;
  const faults: string[] = [];
  if (!v.bucket) faults.push('S3_BUCKET is not set');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v.bucket)) faults.push(`S3_BUCKET is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens): ${v.bucket}`);
  if (!v.accessKeyId) faults.push('S3_ACCESS_KEY_ID is not set');
  if (!v.secretAccessKey) faults.push('S3_SECRET_ACCESS_KEY is not set');
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    faults.push(`S3_ENDPOINT is not an address: ${endpoint}`);
  }
  if (url && (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search)) faults.push(`S3_ENDPOINT must be http(s)://host[:port] without a path: ${endpoint}`);
  const pathStyle = (v.forcePathStyle ?? '1').toLowerCase();
  if (!['1', '0', 'true', 'false'].includes(pathStyle)) faults.push(`S3_FORCE_PATH_STYLE must be 1 or 0, not ${v.forcePathStyle}`);
  if (faults.length) throw new Error(`FILE_STORE=s3: ${faults.join('; ')}`);
  return { endpoint, bucket: v.bucket!, region, accessKeyId: v.accessKeyId!, secretAccessKey: v.secretAccessKey!, forcePathStyle: pathStyle === '1' || pathStyle === 'true' };
}
