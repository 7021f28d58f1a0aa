import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import { bookkeeping } from '../db/requestWrites';
import { relaxedOf } from '../db/openDatabase';
import { AppError } from '../errors';

/**
 * The portal's throttles (README, Reliability and security). Each is a window of
 * `points` attempts per `seconds`; an attempt is counted before it is evaluated, in
 * one upsert (rate-limiter-flexible's PostgreSQL store), so concurrent requests are
 * counted exactly and no more than `points` are ever evaluated in a window; a
 * refused attempt answers 429 with Retry-After, the seconds until the window ends.
 * Sign-in passes three windows in turn, so the wait grows as failures go on: a user
 * name from one address, the user name from any address, the address for any name.
 * Nothing here locks an account: the locked status stays an administrator's decision.
 */
export const THROTTLES = {
  /** Sign-in attempts at one user name of a company from one address (a success clears them). */
  signInNameAddress: { points: 5, seconds: 15 * 60 },
  /** Sign-in attempts at one user name from any address (guessing spread over many addresses). */
  signInName: { points: 30, seconds: 60 * 60 },
  /** Failed sign-ins, codes and answers from one client address, for any name (a success gives its point back). */
  guessAddressShort: { points: 30, seconds: 15 * 60 },
  guessAddressLong: { points: 200, seconds: 24 * 60 * 60 },
  /** Reset and activation codes mailed for one user name, and from one address. */
  sendName: { points: 3, seconds: 60 * 60 },
  sendAddress: { points: 10, seconds: 60 * 60 },
  /** Security-question answers for one user (a right answer clears them). */
  questions: { points: 5, seconds: 15 * 60 },
} as const;

export type ThrottleName = keyof typeof THROTTLES;

/**
 * rate-limiter-flexible's client interface over Kysely, so one store serves PGlite and PostgreSQL alike.
 * Counts are committed without waiting for the disk (relaxedOf): no caller is told an attempt was counted, and
 * sign-in waited for one fsync per window before the password was even looked at.
 */
function storeClient(db: Kysely<DB>) {
  const counts = relaxedOf(db);
  // Counting attempts is the server's bookkeeping: a sign-in that meets a database fault after its count was written wrote nothing of the caller's.
  return { query: (q: { text: string; values?: unknown[] }) => bookkeeping(() => counts.executeQuery(CompiledQuery.raw(q.text, q.values ?? []))) };
}

const limiters = new WeakMap<Kysely<DB>, Record<ThrottleName, RateLimiterPostgres>>();

function limiterOf(db: Kysely<DB>, name: ThrottleName): RateLimiterPostgres {
  let set = limiters.get(db);
  if (!set) {
    const client = storeClient(db);
    set = Object.fromEntries(
      Object.entries(THROTTLES).map(([key, t], i) => [
        key,
        new RateLimiterPostgres({
          storeClient: client,
          storeType: 'client',
          tableName: 'rate_limits',
          tableCreated: true, // made by migration 0015
          keyPrefix: key,
          points: t.points,
          duration: t.seconds,
          // One of them clears windows ended an hour ago, every five minutes (an unref'd timer).
          clearExpiredByTimeout: i === 0,
        }),
      ]),
    ) as Record<ThrottleName, RateLimiterPostgres>;
    limiters.set(db, set);
  }
  return set[name];
}

function tooMany(res: RateLimiterRes): AppError {
  const e = new AppError('TOO_MANY_ATTEMPTS');
  e.retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return e;
}

/**
 * Counts one attempt in each named window in turn, and throws 429 at the first one
 * spent (the attempt counts there and in those before it, not in those after it).
 */
export async function countAttempt(db: Kysely<DB>, ...windows: [ThrottleName, string][]): Promise<void> {
  for (const [name, key] of windows) {
    try {
      await limiterOf(db, name).consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(e);
      throw e;
    }
  }
}

/** Attempts left in a window for a key (after this one was counted). */
export async function attemptsLeft(db: Kysely<DB>, name: ThrottleName, key: string): Promise<number> {
  const res = await limiterOf(db, name).get(key);
  return Math.max(0, THROTTLES[name].points - (res?.consumedPoints ?? 0));
}

/** Forgets a key's attempts in the named windows (a right password or answer). */
export async function clearAttempts(db: Kysely<DB>, ...windows: [ThrottleName, string][]): Promise<void> {
  await Promise.all(windows.map(([name, key]) => limiterOf(db, name).delete(key)));
}

/** Gives one attempt back in the named windows (a success from an address that also fails at times). */
export async function returnAttempt(db: Kysely<DB>, ...windows: [ThrottleName, string][]): Promise<void> {
  await Promise.all(windows.map(([name, key]) => limiterOf(db, name).reward(key, 1)));
}

/** The key of a user name in a company: any case, as sign-in finds it. */
export function nameKey(company: string, username: string): string {
  return `${company.toUpperCase()}:${username.toLowerCase()}`.slice(0, 200);
}

/** The key of the client's address (the socket's, or the proxy's X-Forwarded-For when trustProxy is set). */
export function addressKey(request: FastifyRequest): string {
  return (request.ip || 'unknown').slice(0, 200);
}

/** Both windows of an address's failed guesses. */
export function addressWindows(request: FastifyRequest): [ThrottleName, string][] {
  const key = addressKey(request);
  return [
    ['guessAddressShort', key],
    ['guessAddressLong', key],
  ];
}

/** The windows a sign-in passes, narrowest first: the name from this address, the name, the address. */
export function signInWindows(name: string, request: FastifyRequest): [ThrottleName, string][] {
  return [['signInNameAddress', `${name}@${addressKey(request)}`], ['signInName', name], ...addressWindows(request)];
}

/** The windows of mailing a code: the user name, and the address asking. */
export function sendWindows(company: string, username: string, request: FastifyRequest): [ThrottleName, string][] {
  return [
    ['sendName', nameKey(company, username)],
    ['sendAddress', addressKey(request)],
  ];
}
