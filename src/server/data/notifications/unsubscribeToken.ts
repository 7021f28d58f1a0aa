import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type SubscriptionKind = 'shipment' | 'image';
const LETTER: Record<SubscriptionKind, string> = { shipment: 'S', image: 'I' };

/**
 * The database's secret for unsubscribe links, made once (the first process to ask writes it;
 * the others read that one), so every process signs and checks alike and no setting is needed.
 */
async function secret(db: Kysely<DB>): Promise<Buffer> {
  await db.insertInto('signing_keys').values({ name: 'unsubscribe', secret: randomBytes(32).toString('hex') }).onConflict((c) => c.column('name').doNothing()).execute();
  const row = await db.selectFrom('signing_keys').select('secret').where('name', '=', 'unsubscribe').executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'hex');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * The token of an unsubscribe link: the kind's letter, the subscription id (10 digits) and an
 * HMAC-SHA256 of both, so a link names exactly one subscription and cannot be made for another
 * without the secret. It carries no expiry: a mailed link keeps working, as mailing lists do.
 */
export async function unsubscribeToken(db: Kysely<DB>, kind: SubscriptionKind, id: number): Promise<string> {
  const body = `${LETTER[kind]}${String(id).padStart(10, '0')}`;
  return `${body}${mac(await secret(db), body)}`;
}

/** The subscription a token names, or null when it is not one this database signed. */
export async function readUnsubscribeToken(db: Kysely<DB>, token: string): Promise<{ kind: SubscriptionKind; id: number } | null> {
  const m = /^([SI])(\d{10})([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(await secret(db), `${m[1]}${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { kind: m[1] === 'S' ? 'shipment' : 'image', id: Number(m[2]) };
}
