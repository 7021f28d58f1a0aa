import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../../mail/sendMail';
import { unsubscribeToken } from './unsubscribeToken';

const TEXT = {
  en: { subject: 'Shipment {probill}: new {type} image', body: 'A new {type} image ({file}) was added to shipment {probill}. Open the shipment in the portal to view it.', stop: 'To stop these messages, open' },
  fr: { subject: 'Expédition {probill} : nouvelle image {type}', body: 'Une nouvelle image {type} ({file}) a été ajoutée à l’expédition {probill}. Ouvrez l’expédition dans le portail pour la consulter.', stop: 'Pour ne plus recevoir ces messages, ouvrez' },
};

/** The name a subscription gives an image type (image_emails' list), where it is not the type's code. */
const SUBSCRIBED_AS: Record<string, string> = { CUSTOMS: 'Customs', DIMENSIONER: 'Dimensioner', FREIGHT: 'Freight images' };

type NoticeShipment = { company: string; customer_account: string; probill: string };
type NoticeImage = { type: string; file_name: string };

/**
 * Writes to the outbox the notices of an image added to a shipment: one per address of every
 * active image subscription of the shipment's account whose image types include the image's
 * (a subscription covers every shipment of its account, or its one probill), in the
 * subscription's language, with the subscription's signed unsubscribe link. Only the outbox is written,
 * so it runs inside the transaction that records the image; answers the outbox ids to deliver
 * once that transaction has committed.
 */
export async function queueImageNotices(db: Kysely<DB>, shipment: NoticeShipment, image: NoticeImage, siteUrl: string): Promise<number[]> {
  const subscriptions = await db
    .selectFrom('image_subscriptions')
    .select(['id', 'emails', 'image_types', 'language'])
    .where('company', '=', shipment.company)
    .where('customer_account', '=', shipment.customer_account)
    // One probill's subscription, or the account's every shipment.
    .where((w) => w.or([w('probill', 'is', null), w('probill', '=', shipment.probill)]))
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const ids: number[] = [];
  for (const s of subscriptions) {
    if (!(JSON.parse(s.image_types) as string[]).includes(SUBSCRIBED_AS[image.type] ?? image.type)) continue;
    const lang = s.language === 'fr' ? 'fr' : 'en';
    const text = TEXT[lang];
    const fill = (t: string) => t.replace('{probill}', shipment.probill).replace('{type}', image.type).replace('{file}', image.file_name);
    // The unsubscribe page opens in the subscriber's language (the shell reads ?lang=).
    const link = `${siteUrl}/${shipment.company}/unsubscribe?token=${await unsubscribeToken(db, 'image', s.id)}${lang === 'fr' ? '&lang=fr' : ''}`;
    for (const to of JSON.parse(s.emails) as string[]) {
      ids.push(await queueMail(db, { to, subject: fill(text.subject), body: `${fill(text.body)}\n\n${text.stop} ${link}` }));
    }
  }
  return ids;
}
