import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../../mail/sendMail';

const STATUS_FR: Record<string, string> = {
  Open: 'Ouverte',
  'In Progress': 'En cours',
  'Requires Customer Information': 'Informations du client requises',
  Approved: 'Approuvée',
  Declined: 'Refusée',
  Paid: 'Payée',
  Closed: 'Fermée',
};

const TEXT = {
  en: { subject: 'Claim {claim}: {status}', body: 'Your claim {claim} on probill {probill} is now: {status}.', note: 'Note: {note}' },
  fr: { subject: 'Réclamation {claim} : {status}', body: 'Votre réclamation {claim} sur le connaissement {probill} est maintenant : {status}.', note: 'Note : {note}' },
};

/** Tells the claimant that their claim's status changed: one message written to the outbox (in the change's transaction), in the filer's language; answers its id. */
export async function claimNotice(db: Kysely<DB>, c: { to: string; lang: string; claimNumber: string; probill: string; status: string; note: string | null }): Promise<number> {
  const fr = c.lang === 'fr';
  const text = TEXT[fr ? 'fr' : 'en'];
  const values: Record<string, string> = { claim: c.claimNumber, probill: c.probill.trim(), status: fr ? (STATUS_FR[c.status] ?? c.status) : c.status, note: c.note ?? '' };
  const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  return queueMail(db, { to: c.to, subject: fill(text.subject), body: c.note ? `${fill(text.body)}\n${fill(text.note)}` : fill(text.body) });
}
