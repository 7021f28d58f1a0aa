import type { ScopedDb } from '../ScopedDb';
import type { Row } from '../Resource';
import { validationError } from '../../errors';
import type { FieldMessage } from '../../../shared/validation/messages';

/**
 * The further consignee accounts a notice setting covers (its account's other ship-to
 * accounts): each must be a customer of the caller's company and, for a customer user,
 * of their own account's group (customers.group_account), so a customer cannot have
 * another company's or an unrelated account's inbound shipments mailed to them.
 */
export async function consigneeAccountsOfGroup(rows: ScopedDb, body: Row): Promise<void> {
  const wanted = (body.consignee_accounts as string[] | undefined) ?? [];
  if (!wanted.length) return;
  const found = await rows.companyWide('customers').select(['account', 'group_account']).where('account', 'in', wanted).execute();
  let group: string | null = null;
  if (rows.scope.customer !== null) {
    const own = await rows.companyWide('customers').select('group_account').where('account', '=', rows.scope.customer).executeTakeFirst();
    group = own?.group_account ?? null;
  }
  const allowed = new Set(
    found.filter((c) => rows.scope.customer === null || c.account === rows.scope.customer || (group !== null && c.group_account === group)).map((c) => c.account),
  );
  const faults: FieldMessage[] = wanted.flatMap((a, i) => (allowed.has(a) ? [] : [{ pointer: `/consignee_accounts/${i}`, message: 'Customer Code Not Found' }]));
  if (faults.length) throw validationError(faults);
}
