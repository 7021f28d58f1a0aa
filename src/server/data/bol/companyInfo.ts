import { AppError } from '../../errors';
import type { BolCompanyInfo } from '../../../shared/generated/types';
import type { ScopedDb } from '../ScopedDb';

/**
 * What a new BOL starts from: the caller's account as shipper (its latest
 * address book entry under the account's name, else its name and city) and
 * the accounts they may ship for.
 */
export async function companyInfo(rows: ScopedDb): Promise<BolCompanyInfo> {
  const prospect = rows.prospectAccount;
  if (prospect !== null) return prospectInfo(rows, prospect);
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

/**
 * A rapid-BOL prospect ships as the business it registered (its skeleton
 * account, read by the id its session holds): no customer account to name.
 */
async function prospectInfo(rows: ScopedDb, id: number): Promise<BolCompanyInfo> {
  const p = await rows.db.selectFrom('skeleton_accounts').selectAll().where('id', '=', id).where('company', '=', rows.scope.company).executeTakeFirstOrThrow();
  return {
    customer_account: null,
    party: {
      name: p.company_name,
      address: p.address ?? '',
      address2: null,
      city: p.city ?? '',
      province: p.province ?? '',
      postal_code: p.postal_code ?? '',
      country: p.country,
      contact: p.contact_name,
      phone: p.phone,
      email: p.email,
      account_number: null,
    },
    accounts: [],
    default_bill_to: 'shipper',
  };
}
