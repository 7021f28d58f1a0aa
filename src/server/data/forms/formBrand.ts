import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';

/** The default brand (02-business.md §1), for a visitor whose page names no company the portal has. */
const DEFAULT_BRAND = 'MANITOULIN';

/** The brand a visitor's form came in under: the company of the page's URL (the browser's company header) when it exists. */
export async function visitorBrand(db: Kysely<DB>, raw: unknown): Promise<string> {
  if (typeof raw !== 'string' || !/^[A-Za-z]{1,30}$/.test(raw)) return DEFAULT_BRAND;
  const found = await db.selectFrom('companies').select('code').where('code', '=', raw.toUpperCase()).executeTakeFirst();
  return found?.code ?? DEFAULT_BRAND;
}

/**
 * The account an EFT enrolment is for: a customer's own (left out, it is filled in; another one
 * is refused), or for staff one of their company's accounts, which they must name.
 */
export async function eftAccount(rows: ScopedDb, given: string | undefined): Promise<string> {
  if (rows.scope.customer !== null) {
    if (given !== undefined && given !== rows.scope.customer) throw validationError([{ pointer: '/account_number', message: 'A customer can only enrol their own account' }]);
    return rows.scope.customer;
  }
  if (given === undefined) throw validationError([{ pointer: '/account_number', message: 'Field is required' }]);
  const found = await rows.selectFrom('customers').select('account').where('account', '=', given).executeTakeFirst();
  if (!found) throw validationError([{ pointer: '/account_number', message: 'Customer Code Not Found' }]);
  return given;
}
