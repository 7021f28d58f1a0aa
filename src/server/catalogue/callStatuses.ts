import type { CallEntry } from './readCatalogue';

/**
 * Every status a call can answer, as its OpenAPI operation declares them. The
 * catalogue fuzz (tests/api/catalogueFuzz.test.ts) fails on an answer whose
 * status is not here, so this list is kept by the tests, not by hand:
 * - 200, or 204 for a call declaring it; 400 (schemas, rules, nesting), 401 and 403 (sessions, rights) for any call;
 * - 404 for a call that names a record (path parameters, a resource, a lookup by query) or is not built yet
 *   (the data layer's "not there" for another account's row too);
 * - 409 for a write that can meet a conflicting state (in use, wrong status, oneself);
 * - 413 and 415 for a call that takes a body; 429 for a throttled call (`statuses`);
 * - 501 for a planned call; anything else a call declares in `statuses` (502 mail, 503 busy);
 * - 503 (the database away: DATABASE_UNAVAILABLE, MIGRATIONS_PENDING) and 504 (a write the database did not
 *   confirm: WRITE_OUTCOME_UNKNOWN) for any call: every call reads the database, a session's at least.
 */
export function statusesOf(call: CallEntry): number[] {
  const out = new Set<number>([200, 400, 401, 403]);
  const names = call.params || call.resource || Object.keys((call.query as any)?.properties ?? {}).length > 0;
  if (names) out.add(404);
  if (call.method !== 'GET') out.add(409);
  if (call.body || call.method === 'POST' || call.method === 'PUT' || call.method === 'PATCH') {
    out.add(413);
    out.add(415);
  }
  if (call.planned) out.add(501);
  out.add(503);
  out.add(504);
  for (const s of call.statuses ?? []) out.add(s);
  // A call that answers 204 answers nothing else on success.
  if (out.has(204)) out.delete(200);
  return [...out].sort((a, b) => a - b);
}
