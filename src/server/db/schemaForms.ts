import type { ColumnType, Generated } from 'kysely';

/** m0077_form_submissions: registrations, credit applications and EFT enrolments with the staff queue's history and files (issue 15 point 7). */
type Stamp = ColumnType<Date | null, string | null | undefined, string | null>;

export type FormKind = 'registration' | 'credit_application' | 'eft';
export type FormStatus = 'Submitted' | 'In Review' | 'Approved' | 'Rejected';

export interface FormSubmissionsTable {
  id: Generated<number>;
  company: string;
  form: FormKind;
  cmid: string;
  language: 'en' | 'fr';
  status: FormStatus;
  business_name: string;
  applicant_name: string;
  applicant_email: string;
  account_number: string | null;
  /** Numeric: the drivers answer it as text. */
  amount: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text on the way in; the drivers answer the parsed answers. */
  answers: ColumnType<unknown, string, string>;
  submitted_by: number | null;
  submitted_at: ColumnType<Date, string | undefined, never>;
  updated_by: number | null;
  updated_at: Stamp;
  decision_note: string | null;
}

export interface FormSubmissionHistoryTable {
  id: Generated<number>;
  submission_id: number;
  action: string;
  status: FormStatus;
  note: string | null;
  changed_by: number | null;
  changed_at: ColumnType<Date, string | undefined, never>;
}

export interface FormSubmissionFilesTable {
  id: Generated<number>;
  submission_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: ColumnType<Date, string | undefined, never>;
}

export interface FormTables {
  form_submissions: FormSubmissionsTable;
  form_submission_history: FormSubmissionHistoryTable;
  form_submission_files: FormSubmissionFilesTable;
}
