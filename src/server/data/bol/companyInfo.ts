import { AppError } from '../../errors';
import type { BolCompanyInfo } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';

/**
 * What a new BOL starts from: the caller's account as shipper (its latest
 * address book entry under the account's name, else its name and city) and
 * the accounts they may ship for.
 */
export async function companyInfo(rows: ScopedDb): Promise<BolCompanyInfo> {
  const accounts = await rows.selectFrom('customers').select(['account as number', 'name']).orderBy('account').limit(9999).execute();
  const own = rows.scope.customer ?? accounts[0]?.number;
  const customer = accounts.find((a) => a.number === own);
  if (!customer) throw new AppError('NOT_FOUND');
  const row = await rows.selectFrom('customers').select(['city', 'province']).where('account', '=', customer.number).executeTakeFirstOrThrow();
  const known = await rows.selectFrom('bol_addresses').selectAll().where('customer_account', '=', customer.number).where('name', '=', customer.name).orderBy('updated_at', 'desc').executeTakeFirst();
  return {
    customer_account: customer.number,
    party: {
      name: customer.name,
      address: known?.address ?? '',
      address2: known?.address2 ?? null,
      city: known?.city ?? row.city,
      province: known?.province ?? row.province,
      postal_code: known?.postal_code ?? '',
      country: known?.country ?? 'CA',
      contact: known?.contact ?? null,
      phone: known?.phone ?? null,
      email: known?.email ?? null,
      account_number: customer.number,
    },
    accounts,
    default_bill_to: 'shipper',
  };
}
