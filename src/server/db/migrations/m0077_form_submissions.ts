import { sql, type Kysely } from 'kysely';

/**
 * Forms sent in through the portal (issue 15 point 7): registrations, credit applications and
 * EFT enrolments, each with its answers as the call's schema accepted them (jsonb), the brand and
 * language it came in under, and the staff queue's decisions (history rows) and files (in the file
 * store, named by key). Submitted by anyone for a registration or credit application, so the
 * submitter is null for a visitor. The credit asked for is numeric, never a float.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company', 'text', (c) => c.notNull().references('companies.code'))
    .addColumn('form', 'text', (c) => c.notNull().check(sql`form in ('registration', 'credit_application', 'eft')`))
    .addColumn('cmid', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'fr')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Submitted', 'In Review', 'Approved', 'Rejected')`))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('applicant_email', 'text', (c) => c.notNull())
    // As typed by the applicant (a registration may name an account it already ships under): not a scope.
    .addColumn('account_number', 'text')
    .addColumn('amount', 'numeric(12, 2)')
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .execute();
  await db.schema.createIndex('form_submissions_queue').on('form_submissions').columns(['company', 'status', 'submitted_at']).execute();

  await db.schema
    .createTable('form_submission_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_submission_history_submission').on('form_submission_history').columns(['submission_id', 'changed_at']).execute();

  await db.schema
    .createTable('form_submission_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('form_submission_files_submission').on('form_submission_files').column('submission_id').execute();

  // The staff queue (FORM-QUEUE): one row a submission, with its files counted and the last staff member to act.
  await sql`
    create view form_queue as
    select s.id, s.company, s.form, s.cmid, s.language, s.status, s.business_name, s.applicant_name, s.applicant_email,
      s.account_number, s.amount, (select count(*)::int from form_submission_files f where f.submission_id = s.id) as files,
      s.submitted_at, s.updated_at, u.username as updated_by
    from form_submissions s
    left join users u on u.id = s.updated_by`.execute(db);

  // MTLEXCHANGE's list: exchange_rates (m0040) has a three-column key, the grid wants one.
  await sql`
    create view exchange_rate_list as
    select rate_date::text || '-' || from_currency || '-' || to_currency as id, rate_date as date, from_currency, to_currency, rate, source
    from exchange_rates`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view exchange_rate_list`.execute(db);
  await sql`drop view form_queue`.execute(db);
  for (const table of ['form_submission_files', 'form_submission_history', 'form_submissions']) await db.schema.dropTable(table).execute();
}
