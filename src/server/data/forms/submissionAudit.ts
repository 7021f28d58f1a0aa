import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { StoredFile } from '../../files/FileStore';
import { recordChangeAs, type Actor } from '../audit/auditLog';
import { auditRow } from '../audit/recordRow';
import type { Row } from '../Resource';

/** A bank account number as the audit log keeps it: every digit masked but the last 4 ('4401234' → '***1234'). */
export function maskedAccount(account: string): string {
  return account.length <= 4 ? account : `${'*'.repeat(account.length - 4)}${account.slice(-4)}`;
}

/**
 * A form's answers as the audit log keeps them. The bank account number (credit application and EFT
 * enrolment, `bank.account_number`) is masked to its last 4 digits: the log is read by administrators,
 * who need to tell enrolments apart, not to pay from the account. Files are named, never their bytes.
 */
export function auditedAnswers(answers: object): Row {
  const out = { ...answers } as Row;
  const bank = out.bank as Row | undefined;
  if (bank && typeof bank.account_number === 'string') out.bank = { ...bank, account_number: maskedAccount(bank.account_number) };
  return out;
}

/**
 * Records a form sent in, on the connection of its transaction (one create entry on form_submissions):
 * the submission's row with its answers as audited, and its files' names, types and sizes (metadata only).
 */
export function recordSubmission(trx: Kysely<DB>, who: Actor, row: Row, answers: object, files: StoredFile[]): Promise<void> {
  const after = { ...auditRow(row, ['answers']), answers: auditedAnswers(answers), files: files.map((f) => ({ file_name: f.name, content_type: f.contentType, size: f.size })) };
  return recordChangeAs(trx, who, { action: 'create', entity: 'form_submissions', entityId: row.id, before: null, after });
}
