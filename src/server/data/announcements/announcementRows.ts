import { AppError, validationError } from '../../errors';
import { isBlankHtml, sanitizeHtml } from '../../../shared/richText/sanitizeHtml';
import type { ScopedDb } from '../ScopedDb';
import { isoUtc, isoUtcOrNull } from '../isoUtc';
import type { AnnouncementsAnnouncement } from '../../../shared/generated/types';
import { auditedWrite, type Target } from '../audit/auditedWrite';
import type { AnnouncementsCreateBody } from '../../../shared/generated/types';

/** The request body as the catalogue types it (schemas/calls). */
export type AnnouncementInput = AnnouncementsCreateBody;

/** One announcement of the caller's company as the catalogue answers it, with its targeted accounts. */
export async function announcement(rows: ScopedDb, id: number) {
  const row = await rows
    .selectFrom('announcements')
    .innerJoin('users', 'users.id', 'announcements.created_by')
    .selectAll('announcements')
    .select('users.username')
    .where('announcements.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const customers = await rows.db.selectFrom('announcement_customers').select('account').where('announcement_id', '=', id).orderBy('account').execute();
  return {
    id: row.id,
    title: row.title,
    content: sanitizeHtml(row.content),
    start_date: row.start_date,
    end_date: row.end_date,
    companies: JSON.parse(row.companies) as string[],
    user_types: JSON.parse(row.user_types) as string[],
    customers: customers.map((c) => c.account),
    customer_count: customers.length,
    // Written through the catalogue's enum only.
    priority: row.priority as AnnouncementsAnnouncement['priority'],
    show_on_start: row.show_on_start,
    active: row.active,
    created_by: row.username,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtcOrNull(row.updated_at),
    created_by_id: row.created_by,
  };
}

/** What the schema cannot say: the rich text's visible text, and accounts the caller may name. */
async function checkInput(rows: ScopedDb, body: AnnouncementInput): Promise<void> {
  if (isBlankHtml(body.content)) throw validationError([{ pointer: '/content', message: 'Field is required' }]);
  const wanted = body.customers ?? [];
  if (!wanted.length) return;
  const found = await rows.selectFrom('customers').select('account').where('account', 'in', wanted).execute();
  const known = new Set(found.map((c) => c.account));
  const missing = wanted.findIndex((a) => !known.has(a));
  if (missing >= 0) throw validationError([{ pointer: `/customers/${missing}`, message: 'Customer Code Not Found' }]);
}

/** The stored columns of a checked input; the HTML is sanitised before it is kept. */
const columns = (body: AnnouncementInput) => ({
  title: body.title,
  content: sanitizeHtml(body.content),
  start_date: body.start_date,
  end_date: body.end_date ?? null,
  companies: JSON.stringify(body.companies ?? []),
  user_types: JSON.stringify(body.user_types ?? []),
  priority: body.priority,
  show_on_start: body.show_on_start ?? false,
  active: body.active,
});

async function setCustomers(rows: ScopedDb, id: number, accounts: readonly string[]) {
  await rows.db.deleteFrom('announcement_customers').where('announcement_id', '=', id).execute();
  if (accounts.length) await rows.db.insertInto('announcement_customers').values(accounts.map((account) => ({ announcement_id: id, account }))).execute();
}

/** The audit log's record of an announcement: its row and the accounts it targets. */
const AUDITED: Target = {
  entity: 'announcements',
  extra: async (rows, id) => ({ customers: (await rows.db.selectFrom('announcement_customers').select('account').where('announcement_id', '=', Number(id)).orderBy('account').execute()).map((c) => c.account) }),
};

/** Administrators change any announcement of their company; other editors only their own. */
function mayChange(rows: ScopedDb, createdBy: number): boolean {
  return rows.caller.type === 'ADMIN' || rows.caller.userId === createdBy;
}

export async function addAnnouncement(rows: ScopedDb, body: AnnouncementInput) {
  await checkInput(rows, body);
  const id = await auditedWrite(
    rows,
    AUDITED,
    async (trx) => {
      const row = await trx.insertInto('announcements', { ...columns(body), created_by: rows.caller.userId }).returning('id').executeTakeFirstOrThrow();
      await setCustomers(trx, row.id, body.customers ?? []);
      return row.id;
    },
    (made) => made,
  );
  return announcement(rows, id);
}

export async function changeAnnouncement(rows: ScopedDb, id: number, body: AnnouncementInput) {
  const current = await announcement(rows, id);
  if (!mayChange(rows, current.created_by_id)) throw new AppError('NO_PERMISSION_CHANGE');
  await checkInput(rows, body);
  await auditedWrite(rows, { ...AUDITED, id: current.id }, async (trx) => {
    await trx.updateTable('announcements').set({ ...columns(body), updated_at: new Date().toISOString() }).where('id', '=', current.id).execute();
    await setCustomers(trx, current.id, body.customers ?? []);
  });
  return announcement(rows, current.id);
}

export async function removeAnnouncement(rows: ScopedDb, id: number) {
  const current = await announcement(rows, id);
  if (!mayChange(rows, current.created_by_id)) throw new AppError('NO_PERMISSION_DELETE_NOTICE');
  await auditedWrite(rows, { ...AUDITED, id: current.id }, (trx) => trx.deleteFrom('announcements').where('id', '=', current.id).execute());
  return { success: true };
}
