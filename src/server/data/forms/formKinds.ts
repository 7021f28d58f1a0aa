import type { FormKind } from '../../db/schemaForms';

/** The queue's facts of one form's answers: who applied, for which business, and the credit asked for. */
export interface FormFacts {
  business_name: string;
  applicant_name: string;
  applicant_email: string;
  account_number: string | null;
  /** Money as exact text (numeric column), from cents. */
  amount: string | null;
}

type Contact = { first_name: string; last_name: string; email: string };
type Answers = Record<string, unknown> & { contact: Contact };

const cents = (v: unknown) => Math.round(Number(v) * 100);
const nameOf = (c: Contact) => `${c.first_name.trim()} ${c.last_name.trim()}`;

/** Reads the queue's facts from answers the call's schema accepted (the three bodies share `contact`). */
export function factsOf(form: FormKind, answers: Answers): FormFacts {
  const base = { applicant_name: nameOf(answers.contact), applicant_email: answers.contact.email };
  if (form === 'credit_application') {
    const business = answers.business as { legal_name: string; account_number?: string };
    const credit = answers.credit as { requested_limit: number };
    return { ...base, business_name: business.legal_name, account_number: business.account_number ?? null, amount: (cents(credit.requested_limit) / 100).toFixed(2) };
  }
  return { ...base, business_name: answers.business_name as string, account_number: (answers.account_number as string | undefined) ?? null, amount: null };
}

/** The form's name in the applicant's and the staff's emails. */
export const FORM_NAMES: Record<FormKind, { en: string; fr: string }> = {
  registration: { en: 'Registration', fr: 'Inscription' },
  credit_application: { en: 'Credit application', fr: 'Demande de crédit' },
  eft: { en: 'EFT enrolment', fr: 'Adhésion au TEF' },
};
