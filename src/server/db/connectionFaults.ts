import { AppError } from '../errors';
import { inBookkeeping, requestWrote } from './requestWrites';

/** Seconds a caller is asked to wait (Retry-After) while the database is away: the pool reconnects on the next query. */
export const RETRY_AFTER_SECONDS = 2;

// SQLSTATEs of a connection that ended or could not be made: class 08 (connection exception), the
// server's shutdown and start-up (57P01 admin shutdown, as pg_terminate_backend sends; 57P02 crash;
// 57P03 cannot connect now; 57P05 idle session timeout) and too many connections (53300).
const SQLSTATES = /^(08...|57P0[1235]|53300)$/;
// Socket errors of node and the pg driver's own messages for a connection that died or never came.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
const MESSAGES = /Connection terminated|is not queryable|timeout exceeded when trying to connect|connection has been discarded|Client has already been connected|terminating connection/i;

/** Whether an error means the database connection is gone or cannot be had, rather than a refused statement. */
export function isConnectionError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
  if (e instanceof AggregateError) return e.errors.some(isConnectionError);
  return typeof message === 'string' && MESSAGES.test(message);
}

/** Whether an error is one of the two answers to a database fault (or a raw connection error). */
export function isDatabaseFault(e: unknown): boolean {
  return (e instanceof AppError && (e.code === 'DATABASE_UNAVAILABLE' || e.code === 'WRITE_OUTCOME_UNKNOWN')) || isConnectionError(e);
}

/** 503 with Retry-After: nothing of the request was written; trying again is safe. */
export function unavailable(cause?: unknown): AppError {
  const e = new AppError('DATABASE_UNAVAILABLE', undefined, undefined, { cause });
  e.retryAfter = RETRY_AFTER_SECONDS;
  return e;
}

/**
 * The answer to a connection fault met by the current request. `mayHaveWritten`: the statement that met
 * it could have committed a write (a COMMIT of a transaction that wrote, or a write in autocommit whose
 * answer was lost). Then, or when the request already committed a write, the outcome is unknown (504):
 * saying "failed" could make the caller repeat a write that is in the database. Otherwise 503.
 */
export function faultAnswer(cause: unknown, mayHaveWritten: boolean): AppError {
  if (requestWrote() || (mayHaveWritten && !inBookkeeping())) return new AppError('WRITE_OUTCOME_UNKNOWN', undefined, undefined, { cause });
  return unavailable(cause);
}
