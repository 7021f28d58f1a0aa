import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationError } from '../../errors';
import { inTransaction } from '../audit/auditedChange';
import { ANONYMOUS, recordChangeAs } from '../audit/auditLog';
import { auditRow } from '../audit/recordRow';
import type { Row } from '../Resource';
import type { Via } from '../ScopedDb';
import { readUnsubscribeToken } from './unsubscribeToken';

/**
 * Turns off the subscription a signed link names (no session: the signature is the right to
 * do it). It is made inactive, not deleted, so its owner still sees it and may turn it back
 * on; a second click changes nothing (and records nothing). A token the portal did not sign,
 * or for a subscription that is gone, is refused alike. The change and its audit entry are
 * one transaction, made as 'anonymous' (nobody is signed in; the link's holder is known only by the
 * address mailed to) in the company of the subscription.
 */
export async function unsubscribe(db: Kysely<DB>, token: string, via: Via = {}): Promise<void> {
  const named = await readUnsubscribeToken(db, token);
  const table = named?.kind === 'image' ? 'image_subscriptions' : 'shipment_notifications';
  await inTransaction(db, async (trx) => {
    const before = named ? ((await trx.selectFrom(table).selectAll().where('id', '=', named.id).executeTakeFirst()) as Row | undefined) : undefined;
    if (!before) throw validationError([{ pointer: '/token', message: 'This link is not valid' }]);
    if (before.active === false) return;
    const after = (await trx.updateTable(table).set({ active: false, updated_at: new Date().toISOString() }).where('id', '=', before.id as number).returningAll().executeTakeFirstOrThrow()) as Row;
    const who = { company: String(before.company), user_id: ANONYMOUS, cmid: via.cmid ?? null, ip: via.ip ?? null };
    await recordChangeAs(trx, who, { action: 'update', entity: table, entityId: before.id, before: auditRow(before), after: auditRow(after) });
  });
}
