import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { validationError } from '../../errors';
import { readUnsubscribeToken } from './unsubscribeToken';

/**
 * Turns off the subscription a signed link names (no session: the signature is the right to
 * do it). It is made inactive, not deleted, so its owner still sees it and may turn it back
 * on; a second click changes nothing. A token the portal did not sign, or for a subscription
 * that is gone, is refused alike.
 */
export async function unsubscribe(db: Kysely<DB>, token: string): Promise<void> {
  const named = await readUnsubscribeToken(db, token);
  const table = named?.kind === 'image' ? 'image_subscriptions' : 'shipment_notifications';
  const done = named ? await db.updateTable(table).set({ active: false, updated_at: new Date().toISOString() }).where('id', '=', named.id).executeTakeFirst() : null;
  if (!done || Number(done.numUpdatedRows) === 0) throw validationError([{ pointer: '/token', message: 'This link is not valid' }]);
}
