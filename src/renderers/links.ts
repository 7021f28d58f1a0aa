/**
 * In-app links of definitions. Definitions name screens as '/pages/CMID...';
 * the company of the URL is the shell's, so it is added here (01-shell.md §2).
 */
export function appPath(company: string, path: string): string {
  return path.startsWith('/pages/') ? `/${company}${path}` : path;
}

/** Fills {field} from a record, each value encoded as one path segment. */
export function fillLink(template: string, record: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = record[k];
    if (v === undefined || v === null) throw new Error(`Missing value ${k} for link ${template}`);
    return encodeURIComponent(String(v));
  });
}

/** The {name}s of a path template, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Path parameters of a screen from the rest of its route (CLAIM-VIEW/{claimNumber}):
 * the segments fill the names in order. Missing segments are left out, so the
 * client refuses the call rather than sending an empty segment.
 */
export function routeParams(restOfPath: string, names: readonly string[]): Record<string, string> {
  const segments = restOfPath.split('/').filter(Boolean).map(decodeURIComponent);
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    if (segments[i] !== undefined) out[name] = segments[i]!;
  });
  return out;
}
