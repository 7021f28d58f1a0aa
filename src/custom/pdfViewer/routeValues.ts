import type { PdfViewerDefinition } from './contract';

export interface DocumentRequest {
  /** The download call, 'GET path'. */
  call: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Every route value by name, for the back link. */
  values: Record<string, string>;
  /** The body of a download made by POST (a saved label printed on a sheet). */
  body?: unknown;
  /** A file that is not a PDF or an image is offered for download rather than refused. */
  anyFile?: boolean;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/**
 * The document a route names: its segments after /pages/{CMID}/ are the
 * definition's params in order. Null when a segment is missing or extra:
 * the viewer then says there is no document rather than asking for a wrong one.
 */
export function documentRequest(def: Pick<PdfViewerDefinition, 'document' | 'params' | 'query' | 'anyFile'>, path: string): DocumentRequest | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length !== def.params.length) return null;
  let values: Record<string, string>;
  try {
    values = Object.fromEntries(def.params.map((name, i) => [name, decodeURIComponent(segments[i]!)]));
  } catch {
    return null;
  }
  const call = def.document;
  const params = Object.fromEntries([...call.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, values[m[1]!]!]));
  const query = Object.fromEntries(Object.entries(def.query ?? {}).map(([key, template]) => [key, fill(template, values)]));
  return { call, params, query, values, ...(def.anyFile ? { anyFile: true } : {}) };
}

/** A link template ('/pages/CLAIM-VIEW/{claim_number}') with the route's values, each encoded. */
export function fillLink(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? ''));
}

/**
 * The back link of a document: its template with the route's values, and the
 * named parameters of the viewer's own query carried on (BOL2_doc keeps
 * isFromOLP and isFromPickup, so BOL2_finalized still knows where the BOL came from).
 */
export function backLink(back: NonNullable<PdfViewerDefinition['back']>, values: Record<string, string>, search: string): string {
  const path = fillLink(back.to, values);
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of back.keepQuery ?? []) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const extra = kept.toString();
  return extra ? `${path}${path.includes('?') ? '&' : '?'}${extra}` : path;
}
