import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../../mail/sendMail';
import { serverMessage, type Lang } from '../../serverMessages';

const SUBJECT = 'Advance shipping notice: shipment {1} {2}';
const LINES = [
  'Shipment {1} for {2} is now: {3}.',
  'Shipper: {1}, {2} {3}',
  'Pieces: {1}, weight: {2} lb',
  'Reference: {1}, purchase order: {2}',
  'Estimated delivery: {1}',
];

/**
 * Sends one advance shipping notice (the queue's job): in one transaction, the notice is
 * locked, its mails written to the outbox (one per recipient, in the setting's language)
 * and the notice marked Sent with its recipients. A notice already sent, or whose setting
 * was since turned off (then Cancelled), sends nothing: a retried or doubled job never
 * mails twice. Answers the outbox ids to deliver now that it has committed.
 */
export async function sendAsnNotice(db: Kysely<DB>, noticeId: number): Promise<number[]> {
  return db.transaction().execute(async (tx) => {
    const notice = await tx.selectFrom('asn_notices').selectAll().where('id', '=', noticeId).where('status', '=', 'Queued').forUpdate().executeTakeFirst();
    if (!notice) return [];
    const setting = await tx.selectFrom('asn_subscriptions').selectAll().where('id', '=', notice.subscription_id).executeTakeFirst();
    const emails = setting ? (JSON.parse(setting.emails) as string[]) : [];
    if (!setting?.active || !emails.length) {
      await tx.updateTable('asn_notices').set({ status: 'Cancelled' }).where('id', '=', noticeId).execute();
      return [];
    }
    const s = await tx.selectFrom('shipments').selectAll().where('probill', '=', notice.probill).executeTakeFirstOrThrow();
    const lang: Lang = setting.language === 'fr' ? 'fr' : 'en';
    const m = (text: string, ...values: (string | number | null)[]) =>
      serverMessage(text, lang, Object.fromEntries(values.map((v, i) => [String(i + 1), v ?? '—'])));
    const event = serverMessage(notice.event, lang);
    const subject = m(SUBJECT, s.probill, event.toLowerCase());
    const body = [
      m(LINES[0]!, s.probill, s.consignee_name, event),
      m(LINES[1]!, s.shipper_name, s.shipper_city, s.shipper_province),
      m(LINES[2]!, s.pieces, s.weight),
      m(LINES[3]!, s.reference, s.purchase_order),
      m(LINES[4]!, s.estimated_delivery_date),
    ].join('\n');
    const ids: number[] = [];
    for (const to of emails) ids.push(await queueMail(tx, { to, subject, body }));
    await tx
      .updateTable('asn_notices')
      .set({ status: 'Sent', sent_to: emails.join(', '), language: lang, outbox_ids: JSON.stringify(ids), sent_at: new Date().toISOString() })
      .where('id', '=', noticeId)
      .execute();
    return ids;
  });
}

/** Notices still Queued a while after they were made (a job lost between the commit and its sending): the sweep queues them again. */
export async function queuedAsnNotices(db: Kysely<DB>, olderThan: Date, limit = 1000): Promise<number[]> {
  const rows = await db.selectFrom('asn_notices').select('id').where('status', '=', 'Queued').where('created_at', '<', olderThan).orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}
