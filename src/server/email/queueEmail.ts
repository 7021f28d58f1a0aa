import type { ScopedDb } from '../data/ScopedDb';
import { atomically } from '../data/audit/auditLog';
import { recordRow } from '../data/audit/recordRow';
import { sendEmail, type OutgoingEmail, type QueuedEmail } from './sendEmail';

/**
 * A message a signed-in user sends through the portal (the email form, contact us, a POD
 * link, a pickup's confirmation): written to the outbox like sendEmail, with its entry in
 * the audit log (who sent what to whom, from which screen) in the same transaction.
 */
export function queueEmail(rows: ScopedDb, email: OutgoingEmail): Promise<QueuedEmail> {
  return atomically(rows, async (trx) => {
    const queued = await sendEmail(trx.db, trx.caller, email);
    const row = await trx.db.selectFrom('email_outbox').selectAll().where('id', '=', queued.id).executeTakeFirstOrThrow();
    await recordRow(trx, 'email_outbox', 'id', null, row);
    return queued;
  });
}
