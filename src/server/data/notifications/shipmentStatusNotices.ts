import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../../mail/sendMail';
import { unsubscribeToken } from './unsubscribeToken';
import { serverMessage } from '../../serverMessages';

/** The subscription event a shipment status answers to (02-business.md §4 Delivery statuses). */
export function eventOf(status: string): string | null {
  if (status.startsWith('Delivered') || status === 'Refused and Delivered') return 'Delivered';
  if (status === 'Refused' || status === 'Partially Refused') return 'Refused';
  if (status === 'In Transit - Late' || status === 'Late') return 'In Transit - Late';
  if (['Picked Up', 'In Transit', 'Out for delivery', 'Exception'].includes(status)) return status;
  return null;
}

const TEXT = {
  en: { subject: 'Shipment {probill}: {status}', body: 'Shipment {probill} is now: {status}.', stop: 'To stop these messages, open' },
  fr: { subject: 'Expédition {probill} : {status}', body: 'L’expédition {probill} est maintenant : {status}.', stop: 'Pour ne plus recevoir ces messages, ouvrez' },
};

type NoticeShipment = { company: string; customer_account: string; probill: string };

/**
 * Writes to the outbox the notices of a shipment's status change: one for every active
 * shipment notification of its account (for this probill or for all) whose events include
 * the status's event, in its language, with its signed unsubscribe link. Only the outbox is
 * written, so it runs inside the transaction that records the event; answers the outbox ids
 * to deliver once that transaction has committed.
 */
export async function queueStatusNotices(db: Kysely<DB>, shipment: NoticeShipment, status: string, siteUrl: string): Promise<number[]> {
  const event = eventOf(status);
  if (!event) return [];
  const subscribers = await db
    .selectFrom('shipment_notifications')
    .select(['id', 'email', 'events', 'language'])
    .where('company', '=', shipment.company)
    .where('customer_account', '=', shipment.customer_account)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('probill', 'is', null), eb('probill', '=', shipment.probill)]))
    .orderBy('id')
    .execute();
  const ids: number[] = [];
  for (const s of subscribers) {
    if (!(JSON.parse(s.events) as string[]).includes(event)) continue;
    const lang = s.language === 'fr' ? 'fr' : 'en';
    const text = TEXT[lang];
    // The status in the subscriber's language (the server's French of the delivery statuses).
    const fill = (t: string) => t.replace('{probill}', shipment.probill).replace('{status}', serverMessage(status, lang));
    // The page opens in the subscription's language (the shell reads ?lang=).
    const link = `${siteUrl}/${shipment.company}/unsubscribe?token=${await unsubscribeToken(db, 'shipment', s.id)}${lang === 'fr' ? '&lang=fr' : ''}`;
    ids.push(await queueMail(db, { to: s.email, subject: fill(text.subject), body: `${fill(text.body)}\n\n${text.stop} ${link}` }));
  }
  return ids;
}
