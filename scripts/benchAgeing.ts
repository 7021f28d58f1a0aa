/** The ageing case of scripts/bench.ts (issue 15): one account of 100,000 invoices, its ageing over HTTP against its own SQL. */
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/db/demoData';
import { latency } from './benchLoad';

export const AGEING_ACCOUNT = '900009';
const ms = (v: number) => v.toFixed(1);
const n = (v: number) => Math.round(v).toLocaleString('en');

/**
 * Seeds `invoices` invoices of one MANITOULIN account over the last 200 days
 * (a third paid, a fifth half paid, every seventh in US dollars, every
 * thirteenth disputed) with a credit control row, so both the customer's
 * ageing grid and the credit staff's account inquiry read them.
 */
export async function seedAgeingAccount(db: Kysely<DB>, invoices: number): Promise<void> {
  await db.insertInto('customers').values({ account: AGEING_ACCOUNT, company: 'MANITOULIN', name: 'Bench Ageing Ltd.', city: 'Sudbury', province: 'ON' }).execute();
  await db.insertInto('ar_accounts').values({ customer_account: AGEING_ACCOUNT, company: 'MANITOULIN', credit_limit: 1_000_000 }).execute();
  await sql`
    insert into invoices (company, customer_account, probill, invoice_date, due_date, reference, amount, paid, currency, disputed)
    select 'MANITOULIN', ${AGEING_ACCOUNT}, lpad((8000000000 + g)::text, 10, '0'), current_date - (g % 200), current_date - (g % 200) + 30,
      'PO-' || g, a.amount, case when g % 3 = 0 then a.amount when g % 5 = 1 then round(a.amount / 2, 2) else 0 end,
      case when g % 7 = 0 then 'USD' else 'CAD' end, g % 13 = 0
    from generate_series(1, ${invoices}::int) g cross join lateral (select round(50 + (g * 37 % 2000) + (g % 100) / 100.0, 2) as amount) a`.execute(db);
  await sql`analyze invoices`.execute(db);
}

async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/users/login`, { method: 'POST', body: new URLSearchParams({ username, company: 'MANITOULIN', password: DEMO_PASSWORD }) });
  return { authorization: `Token ${(await res.json()).token}` };
}

/** The same buckets written by hand on the invoices table: what the account_aging view (m0050) answers for one account. */
const AGEING_SQL = `
  select currency,
    sum(case when current_date - invoice_date <= 30 then amount - paid else 0 end) as current,
    sum(case when current_date - invoice_date between 31 and 60 then amount - paid else 0 end) as days_31_60,
    sum(case when current_date - invoice_date between 61 and 90 then amount - paid else 0 end) as days_61_90,
    sum(case when current_date - invoice_date between 91 and 120 then amount - paid else 0 end) as days_91_120,
    sum(case when current_date - invoice_date > 120 then amount - paid else 0 end) as over_120,
    sum(amount - paid) as total, sum(case when disputed then amount - paid else 0 end) as disputed,
    sum(round((amount - paid) * 0.02 * greatest(current_date - due_date, 0) / 30.0, 2)) as interest,
    (select max(received_date) from payments p where p.customer_account = $2 and p.currency = i.currency) as last_payment_date
  from invoices i where company = $1 and customer_account = $2 and paid < amount group by currency order by total desc`;

/** The account inquiry's buckets by hand: the same in Canadian dollars (m0055's rule), one row. */
const INQUIRY_SQL = `
  select sum(cad) filter (where age <= 30) as current, sum(cad) filter (where age between 31 and 60) as days_31_60,
    sum(cad) filter (where age between 61 and 90) as days_61_90, sum(cad) filter (where age between 91 and 120) as days_91_120,
    sum(cad) filter (where age > 120) as over_120, sum(cad) as total, sum(cad) filter (where disputed) as disputed
  from (select current_date - invoice_date as age, disputed,
    round((amount - paid) * coalesce(fx.rate, 1), 2) as cad
    from invoices i left join (select distinct on (from_currency) from_currency, rate from exchange_rates
      where to_currency = 'CAD' order by from_currency, rate_date desc) fx on fx.from_currency = i.currency and i.currency <> 'CAD'
    where customer_account = $1 and paid < amount) t`;

/**
 * Report lines: the customer's ageing grid (AR-ONLINE-AGING, filtered to the
 * account, as the employee reads it) and the credit staff's account inquiry,
 * each against its SQL through the driver; the totals are checked to agree.
 */
export async function benchAgeing(raw: pg.Pool, base: string, invoices: number, runs: number): Promise<string[]> {
  const [employee, credit] = [await signIn(base, 'employee'), await signIn(base, 'credit')];
  const grid = () => fetch(`${base}/statements_portal/aging?customer_account=${AGEING_ACCOUNT}`, { headers: employee }).then((r) => r.json());
  const inquiry = () => fetch(`${base}/statements_portal/accounts/${AGEING_ACCOUNT}`, { headers: credit }).then((r) => r.json());
  const bySql = () => raw.query(AGEING_SQL, ['MANITOULIN', AGEING_ACCOUNT]);
  const inquirySql = () => raw.query(INQUIRY_SQL, [AGEING_ACCOUNT]);
  const [answer, direct, detail, directDetail] = [await grid(), await bySql(), await inquiry(), await inquirySql()];
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  const gridTotal = answer.results.reduce((s: number, r: { total: number }) => s + cents(r.total), 0);
  const sqlTotal = direct.rows.reduce((s, r) => s + cents(r.total), 0);
  if (gridTotal !== sqlTotal || cents(detail.aging.total) !== cents(directDetail.rows[0].total)) {
    throw new Error(`ageing disagrees with its SQL: grid ${gridTotal} / SQL ${sqlTotal} cents, inquiry ${cents(detail.aging.total)} / SQL ${cents(directDetail.rows[0].total)} cents`);
  }
  const lines = [
    `## Ageing of one account with ${n(invoices)} invoices (HTTP) against its SQL through the driver`,
    '',
    `Account ${AGEING_ACCOUNT}: ${n(invoices)} invoices over 200 days, ${n(Number((await raw.query('select count(*) as n from invoices where customer_account = $1 and paid < amount', [AGEING_ACCOUNT])).rows[0].n))} of them open; the endpoint's totals equal the SQL's to the cent (checked).`,
    '',
    '| case | endpoint p50 / p95 ms | SQL p50 / p95 ms | p95 ratio |',
    '|---|---:|---:|---:|',
  ];
  for (const [label, viaHttp, viaSql] of [
    ['ageing grid (AR-ONLINE-AGING, statements_portal/aging filtered to the account), per currency', grid, bySql],
    ['account inquiry (AR-ACCOUNT-INQUIRY, statements_portal/accounts/{account}), buckets in CAD with the account, payments, calls and contacts', inquiry, inquirySql],
  ] as const) {
    const http = await latency(viaHttp, runs);
    const plain = await latency(viaSql, runs);
    lines.push(`| ${label} | ${ms(http.p50)} / ${ms(http.p95)} | ${ms(plain.p50)} / ${ms(plain.p95)} | ${(http.p95 / plain.p95).toFixed(2)} |`);
  }
  return [...lines, ''];
}
