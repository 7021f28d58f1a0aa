import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sendMail, type MailLog } from '../../mail/sendMail';
import { unsubscribeToken } from './unsubscribeToken';

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

/**
 * Tells the subscribers of a shipment's account that its status changed: every active shipment
 * notification of that account (for this probill or for all) whose events include the status's
 * event gets one message through the outbox (and SMTP when configured), in its language, with
 * its signed unsubscribe link. Called where a status is recorded; answers how many were sent.
 */
export async function shipmentStatusNotices(db: Kysely<DB>, log: MailLog, shipment: { company: string; customer_account: string; probill: string }, status: string, siteUrl: string): Promise<number> {
  const event = eventOf(status);
  if (!event) return 0;
  const subscribers = await db
    .selectFrom('shipment_notifications')
    .select(['id', 'email', 'events', 'language'])
    .where('company', '=', shipment.company)
    .where('customer_account', '=', shipment.customer_account)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('probill', 'is', null), eb('probill', '=', shipment.probill)]))
    .execute();
  let sent = 0;
  for (const s of subscribers) {
    if (!(JSON.parse(s.events) as string[]).includes(event)) continue;
    const text = TEXT[s.language === 'fr' ? 'fr' : 'en'];
    const fill = (t: string) => t.replace('{probill}', shipment.probill).replace('{status}', status);
    // The page opens in the subscription's language (the shell reads ?lang=).
    const link = `${siteUrl}/${shipment.company}/unsubscribe?token=${await unsubscribeToken(db, 'shipment', s.id)}${s.language === 'fr' ? '&lang=fr' : ''}`;
    await sendMail(db, log, { to: s.email, subject: fill(text.subject), body: `${fill(text.body)}\n\n${text.stop} ${link}` });
    sent++;
  }
  return sent;
}
