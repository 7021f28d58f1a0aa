import { sql, type Kysely } from 'kysely';

/**
 * Claims processing (issue 15 point 6): the staff's list of claims (CLAIM-PROC) with
 * their customer, shipment terminals, attachments and the days each has been open.
 * A claim is open until Paid, Declined or Closed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view claim_processing as
    select cl.id, cl.company, cl.customer_account, c.name as customer_name, cl.claim_number, cl.probill, cl.amount,
      cl.status, cl.claimant_email, s.origin_terminal, s.destination_terminal, null::text as assigned_to,
      (case when cl.status in ('Paid', 'Declined', 'Closed') then coalesce(cl.updated_at, cl.created_at)::date else current_date end
        - cl.created_at::date) as days_open,
      (select count(*) from claim_attachments a where a.claim_id = cl.id)::int as attachments,
      cl.created_at, cl.updated_at
    from claims cl
    join customers c on c.account = cl.customer_account
    left join shipments s on s.probill = cl.probill`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view claim_processing`.execute(db);
}
