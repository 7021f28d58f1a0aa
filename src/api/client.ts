import type { KyResponse } from 'ky';
import { ApiError } from './ApiError';
import { getApiContext, setApiContext } from './apiContext';
import type { CallDef } from './callDef';
import type { CallId } from './generated/registry';
import type { CallTypes } from './generated/types';
import { reportApiError } from './errorReporter';
import { trackRequest } from './activeRequests';

export const OIDC_HEADER = 'x-oidc-status';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** Replaces the session token for this call (the expiry check sends its own). */
  token?: string | null;
  /**
   * The caller shows this call's errors itself (a form puts a 400 on its
   * fields), so the error catalogue does not: as if the call were flagged silent.
   */
  silent?: boolean;
}

function headers(extra: string | null | undefined): Record<string, string> {
  const c = getApiContext();
  const h: Record<string, string> = {
    cmid: c.cmid ?? 'UNKNOWN',
    'Accept-Language': c.lang === 'fr' ? 'fr' : 'en-us',
    'Request-Send-Time': String(Date.now()),
  };
  if (c.group) h.group = c.group;
  if (c.company) h.company = c.company;
  const token = extra === undefined ? c.token : extra;
  if (token) h.Authorization = `Token ${token}`;
  if (c.oidcStatus) h[OIDC_HEADER] = c.oidcStatus;
  return h;
}

function searchParams(query: CallOptions['query']): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  return sp;
}

/**
 * ky and the call list load with the first call rather than with the page:
 * a page draws before it calls (the sign-in page's first script is smaller by
 * their ~12 KB gzip), and every later call finds them loaded.
 */
const loadKy = () => import('ky');
const loadCalls = () => import('./findCall');

/** Fills a path template's {param}s, encoding each value. */
function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (params[k] === undefined) throw new Error(`Missing path parameter ${k} for ${template}`);
    return encodeURIComponent(String(params[k]));
  });
}

async function toApiError(err: unknown, url: string, HTTPError: typeof import('ky').HTTPError): Promise<ApiError> {
  if (err instanceof HTTPError) {
    const res = err.response;
    let body: { detail?: string; errors?: ApiError['errors'] } | undefined;
    try {
      body = await res.clone().json();
    } catch {
      body = undefined;
    }
    // The body's code (the server's catalogue) is the error's code; ApiError falls back on the status without one.
    return new ApiError(res.status, body?.detail ?? res.statusText, body?.errors ?? [], url, Object.fromEntries(res.headers.entries()), body);
  }
  if (err instanceof ApiError) return err;
  if ((err as Error)?.name === 'AbortError') throw err;
  return new ApiError(0, 'Network error', [], url);
}

/** Sends one catalogue call. Every call of the browser goes through here. */
export async function send(call: CallDef, opts: CallOptions = {}): Promise<KyResponse> {
  const url = `/api/${fillPath(call.path, opts.params)}`;
  const release = trackRequest();
  const { default: ky, HTTPError } = await loadKy();
  try {
    const body =
      opts.body === undefined
        ? {}
        : call.contentType === 'form'
          ? { body: new URLSearchParams(opts.body as Record<string, string>) }
          : call.contentType === 'multipart'
            ? // The browser writes the multipart boundary into the content type itself.
              { body: opts.body as FormData }
            : { json: opts.body };
    // Absolute against the page's origin, so the same client runs in the browser and in tests.
    const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
    const res = await ky(`${origin}${url}`, {
      method: call.method,
      headers: headers(opts.token),
      searchParams: searchParams(opts.query),
      signal: opts.signal,
      retry: 0,
      timeout: 120000,
      ...body,
    } as never);
    adoptOidcStatus(res.headers.get(OIDC_HEADER));
    return res;
  } catch (err) {
    const apiErr = await toApiError(err, url, HTTPError);
    if (!(opts.silent ?? call.silent) || apiErr.status === 429) reportApiError(apiErr);
    throw apiErr;
  } finally {
    release();
  }
}

async function json<T>(res: KyResponse): Promise<T> {
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The source a status header names, or null when it is not one. */
function sourceOf(status: string | null): string | null {
  try {
    const parsed = JSON.parse(status ?? 'null') as { source?: unknown } | null;
    return parsed && typeof parsed.source === 'string' ? parsed.source : null;
  } catch {
    return null;
  }
}

/**
 * 01-shell.md §7.1: a response's secondary sign-on header updates the status, but only
 * while a source is engaged, and only that source's (one source at a time, §4): an
 * anonymous status answer must not start sending a header with every call.
 */
function adoptOidcStatus(header: string | null): void {
  const engaged = sourceOf(getApiContext().oidcStatus);
  if (header && engaged && sourceOf(header) === engaged) setApiContext({ oidcStatus: header });
}

/** A typed call by catalogue id. */
export async function callApi<Id extends CallId>(id: Id, opts: CallOptions = {}): Promise<CallTypes[Id]['response']> {
  const { callRegistry } = await import('./generated/registry');
  return json(await send(callRegistry[id], opts));
}

/**
 * A call named as screen definitions name it: 'GET probill/pickup_date'.
 * Refused before sending when the catalogue has no such call (01-shell.md §5).
 */
export async function request<T = unknown>(methodAndPath: string, opts: CallOptions = {}): Promise<T> {
  const [method = '', path = ''] = methodAndPath.split(' ');
  const call = (await loadCalls()).findCall(method, path);
  if (!call) {
    // The server's own code for a call it does not define.
    const err = ApiError.coded(0, 'UNKNOWN_CALL', `No defined API matching ${method} /api/${path.replace(/^\/?(api\/)?/, '')}`);
    reportApiError(err);
    throw err;
  }
  // A concrete path ('GET pushreport/5/results', a grid's data source filled from its route) gives the template's {params} itself.
  return json<T>(await send(call, { ...opts, params: { ...pathValues(call.path, path), ...opts.params } }));
}

/** The values a concrete path gives a template's {params} (a segment still written '{name}' gives none). */
export function pathValues(template: string, path: string): Record<string, string> {
  const got = path.replace(/^\/?(api\/)?/, '').split('?')[0]!.split('/');
  const out: Record<string, string> = {};
  template.split('/').forEach((seg, i) => {
    const name = /^\{(\w+)\}$/.exec(seg)?.[1];
    const value = got[i];
    if (name && value !== undefined && value !== seg) out[name] = decodeURIComponent(value);
  });
  return out;
}
