import type { DB } from './schema';

/**
 * Who owns the rows of a table or view, by its columns. The data layer scopes
 * every read and write of an owned table with it: the company always, the
 * customer account for a customer user, the owning user where rows are a
 * user's own. A test compares it with the database: a table with a company or
 * customer_account column that is not declared here fails it.
 */
export interface Ownership {
  /** The company column; null for the carrier group's shared rows (reference data, guarded by rights alone). */
  company: string | null;
  /** The customer account column: a customer user reaches their account's rows only. */
  customer?: string;
  /** The user column of rows that are one user's own: only that user reaches them. */
  owner?: string;
  /** Rows reached only through their parent's scoped row (claim attachments through their claim). */
  parent?: { table: keyof DB; column: string };
  /** Rows no caller reaches as such: sign-in, reset and registration flows find them by credentials. */
  system?: true;
  /** The company's own rows, kept by its staff: no customer account owns them, so a customer user reaches none. */
  staffRows?: true;
  /** The sales code column of rows a sales user reaches only for the accounts of their own code (collections). */
  salesCode?: string;
  /**
   * The skeleton account column of rows a rapid-BOL prospect owns (m0075): such a caller has no customer
   * account, so its rows are scoped by this column instead, and only while its account may make BOLs.
   */
  prospect?: string;
  /** Rows that may be one user's own: those whose `access` column says 'personal' reach only their `owner` (its author). */
  personal?: { access: string; owner: string };
  /**
   * Rows shared by an access level the company and account columns alone cannot say (custom reports: personal,
   * company, general): the module named here adds the owner and account conditions to every query of the table.
   */
  sharedByLevel?: string;
}

const SHARED: Ownership = { company: null };
const SYSTEM: Ownership = { company: null, system: true };
/** Collections rows (m0055): the company's credit staff's, about one account, never a customer user's. */
const AR_STAFF: Ownership = { company: 'company', customer: 'customer_account', staffRows: true };
/** The same, reached by a sales user only for the accounts of their own sales code. */
const AR_STAFF_SALES: Ownership = { ...AR_STAFF, salesCode: 'sales_code' };
/** The BOL tables a rapid-BOL prospect owns rows of as its skeleton account (m0075). */
const BOL_ACCOUNT: Ownership = { company: 'company', customer: 'customer_account', prospect: 'skeleton_account_id' };
/** The same, where a row may be its author's own ('personal'). */
const BOL_PERSONAL: Ownership = { ...BOL_ACCOUNT, personal: { access: 'access', owner: 'created_by' } };
const ownedBy = (owner: string, company: string | null = null): Ownership => ({ company, owner });

/** Every table of the database: adding one without saying who owns its rows does not compile. */
export const tableOwnership: Record<keyof DB, Ownership> = {
  companies: SHARED,
  customers: { company: 'company', customer: 'account' },
  users: { company: 'company', customer: 'customer_account' },
  sessions: ownedBy('user_id', 'company'),
  commands: SHARED,
  menu_groups: { company: 'company' },
  top_menus: SHARED,
  side_menus: SHARED,
  side_menu_items: SHARED,
  group_menus: { company: null, parent: { table: 'menu_groups', column: 'group_id' } },
  menu_help: SHARED,
  user_groups: { company: null, parent: { table: 'users', column: 'user_id' } },
  shipments: { company: 'company', customer: 'customer_account' },
  claims: { company: 'company', customer: 'customer_account' },
  user_codes: SYSTEM,
  rate_limits: SYSTEM,
  outbox: SYSTEM,
  security_answers: ownedBy('user_id'),
  // A short link is followed by whoever has it (public), as a link is; its author is kept, not a scope.
  short_urls: SYSTEM,
  legacy_sessions: SYSTEM,
  user_accounts: { company: null, parent: { table: 'users', column: 'user_id' } },
  registrations: SYSTEM,
  master_config: SHARED,
  environment_variables: SHARED,
  languages: SHARED,
  user_types: SHARED,
  user_presets: { company: 'company' },
  user_menu_state: ownedBy('user_id'),
  sign_in_log: { company: 'company' },
  translations: SHARED,
  page_views: ownedBy('user_id', 'company'),
  oidc_authorizations: ownedBy('user_id'),
  oidc_temp_sessions: SYSTEM,
  maintenance_windows: SHARED,
  user_table_prefs: ownedBy('user_id'),
  pushreports: ownedBy('user_id', 'company'),
  pushreport_results: ownedBy('user_id', 'company'),
  // Exports run by the queue (m0108): the user's own files, whoever else is in their company or account.
  export_files: ownedBy('user_id', 'company'),
  // Reports and templates are shared by access level (personal, company, general), which the company column alone
  // cannot say: data/customReports/reportVisibility.ts adds the owner and account conditions to every query.
  custom_reports: { company: 'company', sharedByLevel: 'data/customReports/reportVisibility.ts' },
  custom_report_templates: { company: 'company', sharedByLevel: 'data/customReports/templateRows.ts' },
  custom_report_runs: ownedBy('user_id', 'company'),
  // A view (m0082): one row per report and user who may see it.
  custom_report_list: ownedBy('viewer_id', 'company'),
  // Views (m0095): the scheduled reports a user may see (per viewer, as above); every scheduled report of the company,
  // for its administrators (the resource's guard refuses anyone else; customer_account scopes a customer all the same);
  // the archived files, their runner's rows.
  custom_report_schedule_list: ownedBy('viewer_id', 'company'),
  custom_report_admin_schedules: { company: 'company', customer: 'customer_account' },
  custom_report_archive: ownedBy('user_id', 'company'),
  custom_report_exceptions: { company: 'company', customer: 'customer_account' },
  invoices: { company: 'company', customer: 'customer_account' },
  claim_history: { company: null, parent: { table: 'claims', column: 'claim_id' } },
  claim_attachments: { company: null, parent: { table: 'claims', column: 'claim_id' } },
  email_outbox: ownedBy('sent_by', 'company'),
  // Notices the company's staff write; what reaches a customer is the announcements' home page (planned), not these rows.
  announcements: { company: 'company', staffRows: true },
  announcement_customers: { company: null, parent: { table: 'announcements', column: 'announcement_id' } },
  pickups: { company: 'company', customer: 'customer_account' },
  // Bills of lading (m0045): an account's; templates, product descriptions and saved labels may be personal (handled in data/bol).
  // A prospect's (rapid BOL, m0075) are its skeleton account's; personal product descriptions are their author's alone.
  bols: BOL_ACCOUNT,
  bol_templates: BOL_PERSONAL,
  bol_addresses: BOL_ACCOUNT,
  product_descriptions: BOL_PERSONAL,
  saved_labels: BOL_ACCOUNT,
  dangerous_goods: SHARED,
  // Version stamps of tables (db/cacheStamps.ts): written by triggers, read by caches, reached by no caller.
  cache_stamps: SYSTEM,
  // Service points of the carrier group, shown on every shipment (issue 13).
  terminals: SHARED,
  // A shipment's trace events and images are reached through the shipment, never by themselves.
  shipment_events: { company: null, parent: { table: 'shipments', column: 'probill' } },
  shipment_images: { company: null, parent: { table: 'shipments', column: 'probill' } },
  // Documents and notifications (m0035, m0036): the wizard's output is its uploader's; library
  // documents, subscriptions and contacts are an account's (or the company's when no account).
  uploaded_documents: ownedBy('user_id', 'company'),
  doclib_documents: { company: 'company', customer: 'customer_account' },
  doclib_files: { company: null, parent: { table: 'doclib_documents', column: 'document_id' } },
  doclib_policies: { company: 'company', staffRows: true },
  image_subscriptions: { company: 'company', customer: 'customer_account' },
  shipment_notifications: { company: 'company', customer: 'customer_account' },
  contacts: { company: 'company', customer: 'customer_account' },
  signing_keys: SYSTEM,
  // The tariff (m0040) is the carrier group's reference data: the rating engine reads it, staff edit it.
  rating_terminals: SHARED,
  rating_points: SHARED,
  rating_lanes: SHARED,
  rating_lane_rates: SHARED,
  rating_classes: SHARED,
  rating_fuel: SHARED,
  rating_charges: SHARED,
  exchange_rates: SHARED,
  // A quote is its author's (the history is "my quotes"); the account it was made for is not its scope.
  quotes: ownedBy('user_id', 'company'),
  // The ledger (m0050): statements and payments are an account's; lines and applications are reached through their invoice or payment.
  invoice_lines: { company: null, parent: { table: 'invoices', column: 'invoice_id' } },
  statements: { company: 'company', customer: 'customer_account' },
  payments: { company: 'company', customer: 'customer_account' },
  payment_applications: { company: null, parent: { table: 'payments', column: 'payment_id' } },
  // Prospects of online quoting and rapid BOL (m0043): the company's staff keep them; no customer account owns them.
  skeleton_accounts: { company: 'company', staffRows: true },
  // Disputes (m0051): an account's; history and attachments are reached through their dispute.
  disputes: { company: 'company', customer: 'customer_account' },
  dispute_history: { company: null, parent: { table: 'disputes', column: 'dispute_id' } },
  dispute_attachments: { company: null, parent: { table: 'disputes', column: 'dispute_id' } },
  // Collections (m0055): the credit department's rows about an account; no customer user reaches them.
  ar_accounts: AR_STAFF_SALES,
  collection_calls: AR_STAFF,
  call_priority_log: AR_STAFF,
  collection_actions: AR_STAFF,
  ar_code_tables: { company: 'company', staffRows: true },
  edi_billing_exceptions: AR_STAFF,
  ar_email_log: AR_STAFF,
  // Billing administration (m0060): the company's billing staff's set-up and production; an exit condition may name an account, but no customer reaches it.
  delivery_codes: { company: 'company', staffRows: true },
  billing_exit_conditions: { company: 'company', customer: 'customer_account', staffRows: true },
  billing_production: { company: 'company', staffRows: true },
  // Wanded probills (m0079): the company's handheld scans, for its billing staff; the shipment's account is kept, but no customer reaches them.
  wanded_pros: { company: 'company', customer: 'customer_account', staffRows: true },
  // Credit limit changes (m0080): the credit department's, like the rest of collections.
  credit_limit_history: AR_STAFF,
  // The audit log (m0070): the company's, read by its administrators; no customer user reaches it.
  audit_log: { company: 'company', staffRows: true },
  // Password history (m0071): when each user's password was set, read by the company's administrators.
  password_history: { company: 'company', staffRows: true },
  // The command log (m0088) and its performance view: the company's calls, read by its administrators.
  command_log: { company: 'company', staffRows: true },
  command_perf: { company: 'company', staffRows: true },
  // The portal's usage and report logs (m0099): staff rows; REPORT_OC's sales user reaches their own accounts only.
  // A customer files requests for their account and follows them (CR_RequestReport); staff see the company's.
  custom_report_requests: { company: 'company', customer: 'customer_account' },
  custom_report_request_list: { company: 'company', customer: 'customer_account' },
  online_customer_report: { company: 'company', customer: 'customer_account', staffRows: true, salesCode: 'sales_code' },
  user_activity_report: { company: 'company', customer: 'customer_account', staffRows: true },
  email_report_log: { company: 'company', staffRows: true },
  // PAPS (m0111): the US ports of entry are the group's reference data; a shipment's PAPS record and the statistics
  // over them are the company's staff's (the grids' guard refuses customers; the account scopes them all the same).
  border_ports: SHARED,
  paps_records: { company: 'company', staffRows: true },
  paps_shipment_list: { company: 'company', customer: 'customer_account', staffRows: true },
  paps_daily_stats: { company: 'company', staffRows: true },
  // Forms sent in (m0077): a visitor's registration has no account, so they are the company's staff's rows (the queue).
  form_submissions: { company: 'company', staffRows: true },
  form_submission_history: { company: null, parent: { table: 'form_submissions', column: 'submission_id' } },
  form_submission_files: { company: null, parent: { table: 'form_submissions', column: 'submission_id' } },
  // Advance shipping notices (m0084): an account's notice setting and the notices sent for it.
  asn_subscriptions: { company: 'company', customer: 'customer_account' },
  asn_notices: { company: 'company', customer: 'customer_account' },
};

/**
 * The views the grids and resources read (migrations m0002, m0004, m0006).
 * The menu administration's views repeat the shared menus once per company
 * with a null customer account, so a customer user can reach none of their rows.
 */
export const viewOwnership = {
  user_list: { company: 'company', customer: 'customer_account' },
  open_items: { company: 'company', customer: 'customer_account' },
  announcement_list: { company: 'company', customer: 'customer_account' },
  pushreport_list: ownedBy('user_id', 'company'),
  // Push report runs (m0065) are their report owner's; the queue's jobs are the administrators' (JOBS, guarded by rights).
  pushreport_result_list: ownedBy('user_id', 'company'),
  job_list: SHARED,
  command_list: { company: 'company', customer: 'customer_account' },
  menugroup_list: { company: 'company', customer: 'customer_account' },
  menugroup_user_list: { company: 'company', customer: 'customer_account' },
  group_menu_list: { company: 'company', customer: 'customer_account' },
  top_menu_list: { company: 'company', customer: 'customer_account' },
  side_menu_list: { company: 'company', customer: 'customer_account' },
  menu_item_list: { company: 'company', customer: 'customer_account' },
  menu_help_list: { company: 'company', customer: 'customer_account' },
  doclib_document_list: { company: 'company', customer: 'customer_account' },
  image_subscription_list: { company: 'company', customer: 'customer_account' },
  shipment_notification_list: { company: 'company', customer: 'customer_account' },
  // MTLASN_EMAIL's list, and MTLASN's inbound shipments: there customer_account is the consignee's account.
  asn_subscription_list: { company: 'company', customer: 'customer_account' },
  asn_list: { company: 'company', customer: 'customer_account' },
  contact_list: { company: 'company', customer: 'customer_account' },
  // Issue 13's document grids (m0031): a shipment's POD and images, scoped as the shipment.
  pod_list: { company: 'company', customer: 'customer_account' },
  shipment_image_list: { company: 'company', customer: 'customer_account' },
  // DOCLIB_POLICY's list (m0037): the company's staff rows.
  doclib_policy_list: { company: 'company', staffRows: true },
  // Every quote of the company for the quote reports: staff only.
  quote_report: { company: 'company', customer: 'customer_account', staffRows: true },
  quote_terminal_report: { company: 'company', staffRows: true },
  // Users of online quoting and their quota use: the company's staff only.
  quoting_users: { company: 'company', customer: 'customer_account', staffRows: true },
  // The caller's own quotes of the past year.
  quote_history: ownedBy('user_id', 'company'),
  rating_point_list: SHARED,
  direct_point_list: SHARED,
  guaranteed_point_list: SHARED,
  bol_list: BOL_ACCOUNT,
  bol_flagged_list: BOL_ACCOUNT,
  bol_finalized_list: BOL_ACCOUNT,
  product_description_list: BOL_PERSONAL,
  invoice_list: { company: 'company', customer: 'customer_account' },
  statement_list: { company: 'company', customer: 'customer_account' },
  pro_statement_list: { company: 'company', customer: 'customer_account' },
  account_aging: { company: 'company', customer: 'customer_account' },
  skeleton_account_list: { company: 'company', staffRows: true },
  dispute_list: { company: 'company', customer: 'customer_account' },
  // Claims processing (m0052): every claim of the company, for its claims staff.
  claim_processing: { company: 'company', customer: 'customer_account', staffRows: true },
  // Collections (m0055): the latest rate of each currency to CAD (shared, like exchange_rates).
  cad_rates: { company: null },
  // Collections (m0055): staff only; a sales user sees the accounts of their sales code.
  ar_account_balances: AR_STAFF_SALES,
  ar_daily_calls: AR_STAFF_SALES,
  collection_call_list: AR_STAFF_SALES,
  ar_priority_list: AR_STAFF_SALES,
  call_priority_log_list: AR_STAFF_SALES,
  collection_action_list: AR_STAFF_SALES,
  edi_exception_list: AR_STAFF_SALES,
  ar_email_log_list: AR_STAFF_SALES,
  ar_sales_review: AR_STAFF_SALES,
  ar_account_invoice_list: AR_STAFF_SALES,
  ar_receivables: AR_STAFF_SALES,
  // Summaries over several accounts (groups, collectors): the credit department's, no sales code of their own.
  ar_code_table_list: { company: 'company', staffRows: true },
  ar_group_aging: { company: 'company', staffRows: true },
  ar_collector_summary: { company: 'company', staffRows: true },
  ar_management_report: { company: 'company', staffRows: true },
  // Billing production (m0060): by clerk and by terminal, the company's staff only.
  billing_production_by_user: { company: 'company', staffRows: true },
  billing_production_by_terminal: { company: 'company', staffRows: true },
  // Billing and claims reports (m0061): staff only; the sales claims report reaches a sales user for their own code's accounts.
  revenue_summary: { company: 'company', customer: 'customer_account', staffRows: true },
  open_claims_report: { company: 'company', customer: 'customer_account', staffRows: true },
  sales_claims_report: AR_STAFF_SALES,
  // The forms queue (m0077): the company's staff only.
  form_queue: { company: 'company', staffRows: true },
  exchange_rate_list: { company: null },
  // Credit limit changes with the account's name (m0080): a sales user would see their own code's accounts only.
  credit_limit_history_list: AR_STAFF_SALES,
} satisfies Record<string, Ownership>;

export type TableName = keyof DB;
export type ViewName = keyof typeof viewOwnership;

/** The ownership of a table or view, or an error at start for one nobody declared. */
export function ownershipOf(name: string): Ownership {
  const found = (tableOwnership as Record<string, Ownership>)[name] ?? (viewOwnership as Record<string, Ownership>)[name];
  if (!found) throw new Error(`No ownership is declared for ${name} (src/server/data/ownership.ts)`);
  return found;
}
