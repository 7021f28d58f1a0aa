/**
 * What every call carries in its headers (01-shell.md §7.1). The shell sets it
 * as the route, session, group and language change; the client only reads it.
 */
export interface ApiContext {
  token: string | null;
  cmid: string | null;
  group: string | null;
  lang: 'en' | 'fr';
  /** Secondary sign-on status, sent back while refresh is engaged. */
  oidcStatus: string | null;
  /** The company of the page's URL: the server refuses a token of another company. */
  company?: string | null;
}

const context: ApiContext = { token: null, cmid: null, group: null, lang: 'en', oidcStatus: null };
const listeners = new Set<(c: ApiContext) => void>();

export function getApiContext(): Readonly<ApiContext> {
  return context;
}

export function setApiContext(patch: Partial<ApiContext>): void {
  Object.assign(context, patch);
  for (const l of listeners) l(context);
}

export function onApiContextChange(listener: (c: ApiContext) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
