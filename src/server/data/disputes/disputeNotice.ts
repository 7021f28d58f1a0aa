import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../../mail/sendMail';

const STATUS_FR: Record<string, string> = { Submitted: 'Soumise', 'In Progress': 'En cours', Review: 'En révision', 'Sent to sales': 'Envoyée aux ventes', Resolved: 'Réglée' };
const RESOLUTION_FR: Record<string, string> = { 'Credit issued': 'Crédit accordé', Rebilled: 'Refacturée', 'No adjustment': 'Aucun ajustement', Paid: 'Payée' };

const REASON_FR: Record<string, string> = { Rate: 'Tarif', Accessorial: 'Frais accessoires', Weight: 'Poids', Duplicate: 'Facture en double', Damage: 'Dommages', 'Not our shipment': 'Pas notre expédition', Paid: 'Déjà payée', Other: 'Autre' };

const TEXT = {
  en: {
    subject: 'Dispute of probill {probill}: {status}',
    body: 'The dispute of probill {probill} ({reason}, {amount} {currency}) is now: {status}.',
    resolution: 'Outcome: {resolution}.',
    credit: 'Credit issued: {credit} {currency}.',
    note: 'Note: {note}',
  },
  fr: {
    subject: 'Contestation du connaissement {probill} : {status}',
    body: 'La contestation du connaissement {probill} ({reason}, {amount} {currency}) est maintenant : {status}.',
    resolution: 'Résultat : {resolution}.',
    credit: 'Crédit accordé : {credit} {currency}.',
    note: 'Note : {note}',
  },
};

export interface DisputeChange {
  probill: string;
  status: string;
  reason: string;
  amount: string;
  currency: string;
  to: string | null;
  lang: string;
  resolution?: string | null;
  credit?: string | null;
  note?: string | null;
}

/**
 * Tells the customer that their dispute changed (submitted, worked on, reviewed, with sales,
 * resolved): one message written to the outbox in the change's own transaction, in the
 * language of the user who filed it; answers its outbox id, for the mail job once committed.
 * A dispute without an address is told nothing.
 */
export async function disputeNotice(db: Kysely<DB>, c: DisputeChange): Promise<number[]> {
  if (!c.to) return [];
  const fr = c.lang === 'fr';
  const text = TEXT[fr ? 'fr' : 'en'];
  const values: Record<string, string> = {
    probill: c.probill,
    status: fr ? (STATUS_FR[c.status] ?? c.status) : c.status,
    reason: fr ? (REASON_FR[c.reason] ?? c.reason) : c.reason,
    amount: c.amount,
    currency: c.currency,
    resolution: c.resolution ? (fr ? (RESOLUTION_FR[c.resolution] ?? c.resolution) : c.resolution) : '',
    credit: c.credit ?? '',
    note: c.note ?? '',
  };
  const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  const lines = [fill(text.body)];
  if (c.resolution) lines.push(fill(text.resolution));
  if (c.credit) lines.push(fill(text.credit));
  if (c.note) lines.push(fill(text.note));
  return [await queueMail(db, { to: c.to, subject: fill(text.subject), body: lines.join('\n') })];
}
