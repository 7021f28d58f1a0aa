import { AppError } from '../errors';
import { customerScope, holdsAny, type Caller } from '../auth/Caller';
import { assertCompanyAdmin } from '../auth/companyAdmin';
import type { Resource } from './Resource';

type Guard = NonNullable<Resource['guard']>;

/**
 * Shared reference data and company set-up (companies, user types, presets,
 * the sign-in log) have no row a customer could be scoped to: whatever menu a
 * customer user were given, only the carrier's staff reach them.
 */
export const staffOnly: Guard = async (_db, caller) => {
  if (customerScope(caller) !== null) throw new AppError('FORBIDDEN');
};

/**
 * Menu administration decides every user's rights, across customers: beyond
 * the menu ids of the catalogue (which a screen dropped on a customer's menu
 * could extend to its holders), only ADMIN users may use it.
 */
export const adminOnly: Guard = async (_db, caller) => {
  assertAdmin(caller);
};

export function assertAdmin(caller: Caller): Caller {
  if (caller.type !== 'ADMIN') throw new AppError('FORBIDDEN');
  return caller;
}

/** A customer sees their account's users only as its company administrator (01-shell.md §6). */
export const companyAdminOnly: Guard = (db, caller) => assertCompanyAdmin(db, caller);

/** The push report list, with the spec's refusal for users without it. */
export const pushreportHolders: Guard = async (db, caller) => {
  if (!(await holdsAny(db, caller, ['PUSHREPORT']))) throw new AppError('PUSHREPORT_LIST_DENIED');
};
