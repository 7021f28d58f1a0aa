import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { queueMail } from '../../mail/sendMail';

const STATUS_FR: Record<string, string> = { New: 'Nouvelle', 'In progress': 'En cours', Completed: 'Terminée', Rejected: 'Rejetée' };

const TEXT = {
  en: {
    subject: 'Custom report request {id}: {status}',
    body: 'Your custom report request {id} ("{description}") is now: {status}.',
    assigned: 'Handled by: {assigned}',
    reason: 'Reason: {reason}',
    report: 'Your report: {report}',
    notes: 'Notes: {notes}',
  },
  fr: {
    subject: 'Demande de rapport personnalisé {id} : {status}',
    body: 'Votre demande de rapport personnalisé {id} (« {description} ») est maintenant : {status}.',
    assigned: 'Traitée par : {assigned}',
    reason: 'Raison : {reason}',
    report: 'Votre rapport : {report}',
    notes: 'Notes : {notes}',
  },
};

export interface RequestNotice {
  to: string;
  lang: string;
  id: number;
  description: string;
  status: string;
  assignedTo: string | null;
  reason: string | null;
  report: string | null;
  notes: string | null;
}

/**
 * Tells the requester where their request stands: one message written to the
 * outbox in the change's transaction, in the requester's language (the mail job
 * delivers it once committed); answers its id.
 */
export async function reportRequestNotice(db: Kysely<DB>, n: RequestNotice): Promise<number> {
  const fr = n.lang === 'fr';
  const text = TEXT[fr ? 'fr' : 'en'];
  const short = n.description.length > 80 ? `${n.description.slice(0, 77)}...` : n.description;
  const values: Record<string, string> = {
    id: String(n.id), description: short, status: fr ? (STATUS_FR[n.status] ?? n.status) : n.status,
    assigned: n.assignedTo ?? '', reason: n.reason ?? '', report: n.report ?? '', notes: n.notes ?? '',
  };
  const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
  const lines = [fill(text.body)];
  if (n.assignedTo) lines.push(fill(text.assigned));
  if (n.reason) lines.push(fill(text.reason));
  if (n.report) lines.push(fill(text.report));
  if (n.notes) lines.push(fill(text.notes));
  return queueMail(db, { to: n.to, subject: fill(text.subject), body: lines.join('\n') });
}
