import { sql } from 'kysely';
import { AppError } from '../../errors';
import type { ScopedDb } from '../ScopedDb';
import { isoUtcOrNull } from '../isoUtc';

/** The credit control row of an account in the caller's scope (a sales user: of their sales code), or AR_ACCOUNT_NOT_FOUND. */
export async function arAccountOf(rows: ScopedDb, account: string) {
  const found = await rows.selectFrom('ar_accounts').selectAll().where('customer_account', '=', account).executeTakeFirst();
  if (!found) throw new AppError('AR_ACCOUNT_NOT_FOUND');
  return found;
}

const money = (v: unknown) => Number(v ?? 0);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Account inquiry (AR-ACCOUNT-INQUIRY): terms, credit, collector, priority,
 * ageing of its open invoices in Canadian dollars (the collections views'
 * rule, m0055: the cad_rates view), disputes, last payment and call, and its contacts.
 */
export async function accountInquiry(rows: ScopedDb, account: string) {
  const a = await arAccountOf(rows, account);
  const db = rows.db;
  const [balances, buckets, payment, contacts, seller] = await Promise.all([
    sql<{ collector: string | null; last_call_at: Date | string | null }>`select collector, last_call_at from ar_account_balances where customer_account = ${account}`.execute(db),
    sql<Record<string, string>>`
      select coalesce(sum(cad) filter (where age <= 30), 0) as current, coalesce(sum(cad) filter (where age between 31 and 60), 0) as days_31_60,
        coalesce(sum(cad) filter (where age between 61 and 90), 0) as days_61_90, coalesce(sum(cad) filter (where age between 91 and 120), 0) as days_91_120,
        coalesce(sum(cad) filter (where age > 120), 0) as over_120, coalesce(sum(cad), 0) as total,
        coalesce(sum(cad) filter (where disputed), 0) as disputed
      from (select current_date - i.invoice_date as age, i.disputed, round((i.amount - i.paid) * coalesce(fx.rate, 1), 2) as cad
        from invoices i left join cad_rates fx on fx.currency = i.currency where i.customer_account = ${account} and i.paid < i.amount) t`.execute(db),
    db.selectFrom('payments').select(['received_date', 'amount']).where('customer_account', '=', account).where('kind', '=', 'payment')
      .orderBy('received_date', 'desc').orderBy('id', 'desc').executeTakeFirst(),
    db.selectFrom('contacts').select(['first_name', 'last_name', 'title', 'email', 'phone']).where('customer_account', '=', account).orderBy('id').execute(),
    a.sales_code
      ? db.selectFrom('users').select(['first_name', 'last_name']).where('company', '=', a.company).where('sales_code', '=', a.sales_code).orderBy('id').executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const customer = await db.selectFrom('customers').select(['name', 'group_account', 'city', 'province']).where('account', '=', account).executeTakeFirstOrThrow();
  const b = buckets.rows[0]!;
  return {
    customer_account: account,
    name: customer.name,
    group_account: customer.group_account,
    address: null,
    city: customer.city,
    province: customer.province,
    postal_code: null,
    phone: contacts[0]?.phone ?? null,
    email: contacts[0]?.email ?? null,
    currency: 'CAD',
    terms_days: a.terms_days,
    credit_limit: orNull(a.credit_limit),
    credit_status: a.credit_status,
    collector: balances.rows[0]?.collector ?? null,
    sales_code: a.sales_code,
    salesperson: seller ? `${seller.first_name} ${seller.last_name}` : null,
    call_priority: a.priority,
    aging: {
      current: money(b.current),
      days_31_60: money(b.days_31_60),
      days_61_90: money(b.days_61_90),
      days_91_120: money(b.days_91_120),
      over_120: money(b.over_120),
      total: money(b.total),
    },
    disputed_amount: money(b.disputed),
    last_payment_date: payment?.received_date ?? null,
    last_payment_amount: orNull(payment?.amount),
    last_call_at: isoUtcOrNull(balances.rows[0]?.last_call_at),
    next_call_date: a.next_call_date,
    contacts: contacts.map((c) => ({ name: `${c.first_name} ${c.last_name}`.trim(), title: c.title, email: c.email, phone: c.phone })),
  };
}
