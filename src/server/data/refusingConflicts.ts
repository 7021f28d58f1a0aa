import { AppError, validationError, type ErrorCode } from '../errors';

/** PostgreSQL's SQLSTATE of a failed statement (pg and PGlite both carry it as `code`). */
function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs a write whose refusal the database decides: a row still referred to
 * (foreign key, 23503) becomes `inUse`, a duplicate key (23505) a 400 on the
 * key field. The checks before it give the same answers; this covers the race
 * between check and write, so neither ever ends as a 500.
 */
export async function refusingConflicts<T>(write: () => Promise<T>, opts: { inUse?: ErrorCode; duplicate?: { pointer: string; message: string } }): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const state = sqlState(err);
    if (state === '23503' && opts.inUse) throw new AppError(opts.inUse);
    if (state === '23505' && opts.duplicate) throw validationError([opts.duplicate]);
    throw err;
  }
}

/** PostgreSQL's unique-violation code, raised by a concurrent insert of the same key. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}
