import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FormKind, FormStatus } from '../../db/schemaForms';
import { queueMail, type Mail } from '../../mail/sendMail';
import { FORM_NAMES } from './formKinds';

type Lang = 'en' | 'fr';
const STATUS_FR: Record<FormStatus, string> = { Submitted: 'Soumis', 'In Review': 'En révision', Approved: 'Approuvé', Rejected: 'Refusé' };

const fill = (t: string, values: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

const RECEIPT = {
  en: {
    subject: '{form} received (reference {id})',
    body: 'Thank you. {brand} received the {form_lower} of {business} under reference {id}.\nOur staff will review it and write to you at this address.',
  },
  fr: {
    subject: '{form} reçue (référence {id})',
    body: 'Merci. {brand} a reçu la demande « {form} » de {business} sous la référence {id}.\nNotre personnel l’examinera et vous écrira à cette adresse.',
  },
};

const DECISION = {
  en: { subject: '{form} {id}: {status}', body: 'Your {form_lower} for {business} (reference {id}) is now: {status}.', note: 'Note: {note}' },
  fr: { subject: '{form} {id} : {status}', body: 'Votre demande « {form} » pour {business} (référence {id}) est maintenant : {status}.', note: 'Note : {note}' },
};

export interface FormMailFacts {
  id: number;
  form: FormKind;
  lang: Lang;
  brand: string;
  business: string;
  applicantName: string;
  applicantEmail: string;
}

function values(f: FormMailFacts, extra: Record<string, string> = {}): Record<string, string> {
  const form = FORM_NAMES[f.form][f.lang];
  return { id: String(f.id), form, form_lower: form.toLowerCase(), brand: f.brand, business: f.business, ...extra };
}

/**
 * The two messages of a form sent in, queued in the submission's own transaction (so a refused
 * submission mails nothing): the applicant's receipt in the form's language, and the staff's
 * notice to the brand's customer service address (in English, the staff's working language).
 */
export async function queueSubmissionMail(db: Kysely<DB>, f: FormMailFacts, staffAddress: string): Promise<number[]> {
  const text = RECEIPT[f.lang];
  const receipt: Mail = { to: f.applicantEmail, subject: fill(text.subject, values(f)), body: fill(text.body, values(f)) };
  const staff: Mail = {
    to: staffAddress,
    subject: `New ${FORM_NAMES[f.form].en.toLowerCase()} ${f.id}: ${f.business}`,
    body: `${FORM_NAMES[f.form].en} ${f.id} from ${f.applicantName} <${f.applicantEmail}> for ${f.business} is waiting in the forms queue (FORM-QUEUE).`,
  };
  return [await queueMail(db, receipt), await queueMail(db, staff)];
}

/** The applicant hears of each staff action (review, approval, rejection), with the note, in the form's language. */
export async function queueDecisionMail(db: Kysely<DB>, f: FormMailFacts, status: FormStatus, note: string | null): Promise<number> {
  const text = DECISION[f.lang];
  const v = values(f, { status: f.lang === 'fr' ? STATUS_FR[status] : status, note: note ?? '' });
  const lines = [fill(text.body, v)];
  if (note) lines.push(fill(text.note, v));
  return queueMail(db, { to: f.applicantEmail, subject: fill(text.subject, v), body: lines.join('\n') });
}
