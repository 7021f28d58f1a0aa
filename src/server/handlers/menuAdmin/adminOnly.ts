import type { Caller } from '../../auth/Caller';
import { AppError } from '../../errors';
import type { HandlerContext } from '../Handler';
import { signedIn } from '../Handler';

/**
 * Menu administration decides every user's rights, across customers: beyond
 * the menu ids of the catalogue (which a screen dropped on a customer's menu
 * could extend to its holders), only ADMIN users may use it.
 */
export function assertAdmin(caller: Caller): Caller {
  if (caller.type !== 'ADMIN') throw new AppError('FORBIDDEN');
  return caller;
}

export function adminCaller(ctx: HandlerContext): Caller {
  return assertAdmin(signedIn(ctx));
}

/** PostgreSQL's unique-violation code, raised by a concurrent insert of the same key. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
