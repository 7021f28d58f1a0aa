import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * The credit limit history of the demo (issue 15 point 4), consistent with the
 * limits and statuses the collections seed gave the accounts: each limit was
 * set when the account was opened (in Good standing) by the credit user, and an
 * account now on Watch or Hold got there by a later change with its reason, so
 * an account's latest history row always says what its ar_accounts row holds.
 */
export async function seedCreditLimitDemo(db: Kysely<DB>): Promise<void> {
  await sql`
    insert into credit_limit_history (company, customer_account, changed_at, changed_by, old_limit, new_limit, old_status, new_status, reason)
    select a.company, a.customer_account, now() - interval '400 days', 'credit', null, a.credit_limit, null, 'Good', 'Opening credit limit'
    from ar_accounts a where a.credit_limit is not null`.execute(db);
  await sql`
    insert into credit_limit_history (company, customer_account, changed_at, changed_by, old_limit, new_limit, old_status, new_status, reason)
    select a.company, a.customer_account, now() - interval '20 days', 'credit', a.credit_limit, a.credit_limit, 'Good', a.credit_status,
      case a.credit_status when 'Watch' then 'Invoices over 90 days past due' when 'Hold' then 'Balance over the credit limit; new orders held'
        else 'Placed with the collection agency' end
    from ar_accounts a where a.credit_status <> 'Good'`.execute(db);
}
