import type { ColumnType, Generated } from 'kysely';

/** Tables of migrations 0035 and 0036 (documents, notifications, contacts), merged into DB. */
export interface UploadedDocumentsTable {
  id: Generated<number>;
  company: string;
  user_id: number;
  cmid: string;
  name: string;
  file_name: string;
  output: string;
  content_type: string;
  pages: number;
  size: number;
  file_key: string;
  additional: string | null;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface DoclibDocumentsTable {
  id: Generated<number>;
  dlref: string;
  company: string;
  cmid: string;
  customer_account: string | null;
  doctype: string;
  title: string;
  description: string | null;
  /** JSON text lists. */
  tags: Generated<string>;
  metadata: Generated<string>;
  uploaded_by: number;
  uploaded_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface DoclibFilesTable {
  id: Generated<number>;
  document_id: number;
  file_key: string;
  file_name: string;
  content_type: string;
  size: number;
  pages: number | null;
  uploaded_by: number;
  uploaded_at: ColumnType<Date, string | undefined, never>;
}

export interface DoclibPoliciesTable {
  id: Generated<number>;
  company: string;
  cmid: string;
  name: string;
  doctype: string | null;
  menu_group: number | null;
  user_type: string | null;
  can_view: boolean;
  can_add: boolean;
  can_edit: boolean;
  can_delete: boolean;
  can_email: Generated<boolean>;
  own_customers_only: Generated<boolean>;
  upload_enabled: boolean;
  max_file_mb: string | number | null;
  max_total_mb: string | number | null;
  allowed_types: Generated<string>;
  retention_days: number | null;
  doclib_type: Generated<string>;
  notify_emails: Generated<string>;
  active: Generated<boolean>;
  updated_by: string | null;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface ImageSubscriptionsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  emails: string;
  image_types: string;
  role: string;
  frequency: string;
  format: string;
  /** One shipment of the account (null: every shipment of the account). */
  probill: string | null;
  /** The language of its notices. */
  language: Generated<string>;
  active: Generated<boolean>;
  created_by: string;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface ShipmentNotificationsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  email: string;
  role: string;
  events: string;
  probill: string | null;
  language: Generated<string>;
  active: Generated<boolean>;
  created_by: string;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface ContactsTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  contact_type: string | null;
  first_name: string;
  last_name: string;
  title: string | null;
  department: string | null;
  business_name: string | null;
  email: string | null;
  phone: string | null;
  phone_ext: string | null;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postal: string | null;
  country: string | null;
  notes: string | null;
  active: Generated<boolean>;
  updated_by: string | null;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface SigningKeysTable {
  name: string;
  secret: string;
}

export interface DocumentTables {
  uploaded_documents: UploadedDocumentsTable;
  doclib_documents: DoclibDocumentsTable;
  doclib_files: DoclibFilesTable;
  doclib_policies: DoclibPoliciesTable;
  image_subscriptions: ImageSubscriptionsTable;
  shipment_notifications: ShipmentNotificationsTable;
  contacts: ContactsTable;
  signing_keys: SigningKeysTable;
}
