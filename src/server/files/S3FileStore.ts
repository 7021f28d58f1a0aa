import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { AppError } from '../errors';
import { FILE_KEY, type FileStore, type StoredFile } from './FileStore';
import type { S3Settings } from './s3Settings';
import { storedFileOf } from './storedFileOf';

/** How long a request to the bucket may stay silent before it is given up: a blackholed address never refuses. */
const IDLE_MS = 10_000;
/** How long the readiness probe waits for the bucket. */
const PROBE_MS = 2_000;
/** What the store answers for a key that names nothing (GetObject: NoSuchKey; HeadObject: NotFound). */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

type Transport = { request: typeof http.request };

/** node's http(s).request with an idle deadline: minio-js has no request timeout of its own. */
function timedTransport(base: typeof http | typeof https, ms: number): Transport {
  const request = (options: http.RequestOptions, callback?: (res: http.IncomingMessage) => void) => {
    const req = base.request(options, callback);
    req.setTimeout(ms, () => req.destroy(Object.assign(new Error(`the bucket did not answer in ${ms} ms`), { code: 'ETIMEDOUT' })));
    return req;
  };
  return { request: request as typeof http.request };
}

/**
 * Files in a bucket of any S3-compatible store (AWS S3, MinIO, Ceph, Garage...), through minio-js
 * (README "Documents": why this client). One object per key, named by the key alone. A put is one
 * PutObject of the whole bytes, signed with their SHA-256, which S3 makes visible whole or not at all
 * (no temporary name, no rename); a failed put leaves no object. Anything the bucket answers other
 * than "no such key" (unreachable, timed out, refused credentials, missing bucket, 5xx) is
 * FILE_STORE_UNAVAILABLE (503, Retry-After), never a 500, and is logged with its cause.
 */
export class S3FileStore implements FileStore {
  readonly bucket: string;
  private readonly client: Client;

  constructor(
    settings: S3Settings,
    private readonly warn: (message: string) => void = (m) => console.warn(m),
    idleMs = IDLE_MS,
  ) {
    const url = new URL(settings.endpoint);
    const secure = url.protocol === 'https:';
    this.bucket = settings.bucket;
    this.client = new Client({
      endPoint: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      useSSL: secure,
      region: settings.region,
      accessKey: settings.accessKeyId,
      secretKey: settings.secretAccessKey,
      pathStyle: settings.forcePathStyle,
      transport: timedTransport(secure ? https : http, idleMs),
    });
  }

  private nameOf(key: string): string {
    if (!FILE_KEY.test(key)) throw new AppError('NOT_FOUND');
    return key;
  }

  /** The 503 for a bucket fault, logged: the caller is told only that documents are away. */
  private fault(e: unknown, what: string): AppError {
    this.warn(`File store: ${what} in bucket ${this.bucket} failed: ${(e as Error)?.message ?? e}`);
    return new AppError('FILE_STORE_UNAVAILABLE', undefined, undefined, { cause: e });
  }

  async put(data: Uint8Array, name: string): Promise<StoredFile> {
    const key = randomBytes(16).toString('hex');
    const stored = await storedFileOf(key, data, name);
    try {
      // Typed and marked as an attachment in the bucket too, should its objects ever be served straight from it.
      await this.client.putObject(this.bucket, key, Buffer.from(data.buffer, data.byteOffset, data.byteLength), data.length, { 'Content-Type': stored.contentType, 'Content-Disposition': 'attachment' });
    } catch (e) {
      throw this.fault(e, 'put');
    }
    return stored;
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.stream(key);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of body) chunks.push(chunk as Buffer);
    } catch (e) {
      throw this.fault(e, 'read');
    }
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<Readable> {
    const name = this.nameOf(key);
    try {
      return await this.client.getObject(this.bucket, name);
    } catch (e) {
      throw MISSING.has((e as { code?: string }).code ?? '') ? new AppError('NOT_FOUND') : this.fault(e, 'get');
    }
  }

  async remove(key: string): Promise<void> {
    const name = this.nameOf(key);
    try {
      await this.client.removeObject(this.bucket, name);
    } catch (e) {
      throw this.fault(e, 'remove');
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!FILE_KEY.test(key)) return false;
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (e) {
      if (MISSING.has((e as { code?: string }).code ?? '')) return false;
      throw this.fault(e, 'stat');
    }
  }

  /** The bucket answers, within PROBE_MS, and exists. */
  async check(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_MS} ms`)), PROBE_MS)));
    try {
      const found = await Promise.race([this.client.bucketExists(this.bucket), late]);
      if (!found) throw new Error('the bucket does not exist');
    } catch (e) {
      throw this.fault(e, 'probe');
    } finally {
      clearTimeout(timer);
    }
  }
}
