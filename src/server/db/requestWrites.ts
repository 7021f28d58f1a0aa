import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request has written so far, so that a database fault after a write
 * is answered "outcome unknown" rather than "failed" (connectionFaults.ts).
 * The store follows the request's asynchronous work (AsyncLocalStorage), so the
 * database driver marks it without any handler passing it along.
 */
interface RequestWrites {
  /** A write of this request is (or may be) committed. */
  wrote: boolean;
  /** Inside bookkeeping(): writes that are not the caller's (session touch, throttle counts). */
  bookkeeping: boolean;
}

const store = new AsyncLocalStorage<RequestWrites>();
const ofRequest = new WeakMap<object, RequestWrites>();

/**
 * Runs the rest of a request's work with its record of writes. Called around Fastify's `done` at onRequest
 * and again at preValidation: a body is read in the socket's callbacks, which do not carry the store, so it
 * is entered again (the same record) once the body is in.
 */
export function trackWrites(request: object, run: () => void): void {
  let writes = ofRequest.get(request);
  if (!writes) ofRequest.set(request, (writes = { wrote: false, bookkeeping: false }));
  store.run(writes, run);
}

/**
 * Runs writes that are the server's own bookkeeping, not what the caller asked for (a session's sliding
 * expiry, a throttle's count): a fault in them is no lost write of the caller's, and their success does
 * not make a later fault "outcome unknown".
 */
export function bookkeeping<T>(run: () => Promise<T>): Promise<T> {
  const outer = store.getStore();
  if (!outer) return run();
  return store.run({ wrote: false, bookkeeping: true }, run);
}

/** A write of the current request committed (or autocommitted). */
export function noteWrite(): void {
  const s = store.getStore();
  if (s && !s.bookkeeping) s.wrote = true;
}

/** Whether the current request has committed a write of its caller's. */
export function requestWrote(): boolean {
  return store.getStore()?.wrote ?? false;
}

/** Whether the current work is bookkeeping (see bookkeeping()). */
export function inBookkeeping(): boolean {
  return store.getStore()?.bookkeeping ?? false;
}
