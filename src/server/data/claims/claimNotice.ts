import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sendMail, type MailLog } from '../../mail/sendMail';

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

/** Tells the claimant that their claim's status changed: one message through the outbox, in the filer's language. */
export async function claimNotice(db: Kysely<DB>, log: MailLog, c: { to: string; lang: string; claimNumber: string; probill: string; status: string; note: string | null }) {
  const fr = c.lang === 'fr';
  const text = TEXT[fr ? 'fr' : 'en'];
  const values: Record<string, string> = { claim: c.claimNumber, probill: c.probill.trim(), status: fr ? (STATUS_FR[c.status] ?? c.status) : c.status, note: c.note ?? '' };
  const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  await sendMail(db, log, { to: c.to, subject: fill(text.subject), body: c.note ? `${fill(text.body)}\n${fill(text.note)}` : fill(text.body) });
}
