import type { ColumnType, Generated } from 'kysely';
import type { DocumentTables } from './schemaDocuments';
import type { BolTables } from './schemaBol';
import type { LedgerTables } from './schemaLedger';
import type { SkeletonTables } from './schemaSkeleton';
import type { DisputeTables } from './schemaDisputes';
import type { FormTables } from './schemaForms';
import type { CollectionTables } from './schemaCollections';
import type { PushreportRunTables } from './schemaPushreportRuns';
import type { ExportFileTables } from './schemaExportFiles';
import type { AsnTables } from './schemaAsn';
import type { BillingAdminTables } from './schemaBillingAdmin';
import type { BillingMoneyTables } from './schemaBillingMoney';
import type { AuditTables } from './schemaAudit';
import type { CommandLogTables } from './schemaCommandLog';
import type { PortalReportTables } from './schemaPortalReports';
import type { PapsTables } from './schemaPaps';
import type { CustomReportTables } from './schemaCustomReports';

/** Kysely table types. One description of the tables for PGlite and PostgreSQL alike. */
export interface CompaniesTable {
  code: string;
  name: string;
  phone: string;
  email: string;
  skin: string;
  address: Generated<string>;
  city: Generated<string>;
  province: Generated<string>;
  postal_code: Generated<string>;
  template: Generated<string>;
  key_field: Generated<string>;
}

export interface CustomersTable {
  account: string;
  company: string;
  name: string;
  city: string;
  province: string;
  group_account: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  company: string;
  password_hash: string;
  type: string;
  first_name: string;
  last_name: string;
  email: string;
  customer_account: string | null;
  sales_code: string | null;
  is_customer_admin: Generated<boolean>;
  login_status: Generated<number>;
  locked: Generated<boolean>;
  status: Generated<string>;
  lang: Generated<string>;
  theme: Generated<string>;
  created_at: ColumnType<Date, string | undefined, never>;
  /** m0004_forms: the user administration form's fields. */
  alias: ColumnType<string | null, string | null | undefined, string | null>;
  middle_name: ColumnType<string | null, string | null | undefined, string | null>;
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  desk_phone: ColumnType<string | null, string | null | undefined, string | null>;
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
  stage: ColumnType<string | null, string | null | undefined, string | null>;
  default_group_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of region codes. */
  regions: Generated<string>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  company: string;
  created_at: ColumnType<Date, string | undefined, never>;
  last_seen_at: ColumnType<Date, string | undefined, string>;
  expires_at: ColumnType<Date, string, string>;
  revoked_at: ColumnType<Date | null, string | undefined, string>;
  switched_by: ColumnType<number | null, number | null | undefined, number | null>;
  customer_account: ColumnType<string | null, string | null | undefined, string | null>;
  oidc_source: ColumnType<string | null, string | null | undefined, string | null>;
  /** The primary's WAL position after the session's last write (m0021, db/readRouting.ts). */
  write_lsn: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CommandsTable {
  cmid: string;
  title: string;
  analytics: Generated<string>;
  /** CMVNAM: the screen or route it opens, or an external address (m0006); null is the cmid's own screen. */
  target: ColumnType<string | null, string | null | undefined, string | null>;
  /** CMHID: 'Y' hidden, 'N' not. */
  hidden: Generated<string>;
  help_id: number | null;
  updated_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface MenuGroupsTable {
  id: Generated<number>;
  company: string;
  name: string;
  is_admin: Generated<boolean>;
  landing_cmid: string;
  style: Generated<string>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A top menu, shared by the menu groups linked to it (group_menus). */
export interface TopMenusTable {
  id: Generated<number>;
  name: string;
  /** TMMTYP: 'L' is a link (hook), 'M' a menu. */
  type: Generated<string>;
  hook: string | null;
  seq: number;
  doclib: Generated<string>;
  exdoclib: Generated<string>;
  doclib_type: string | null;
  help_id: number | null;
}

export interface SideMenusTable {
  id: Generated<number>;
  top_menu_id: number;
  name: string;
  seq: number;
}

export interface SideMenuItemsTable {
  id: Generated<number>;
  side_menu_id: number;
  seq: number;
  cmid: string;
  title: string;
  hidden: Generated<boolean>;
}

export interface GroupMenusTable {
  group_id: number;
  top_menu_id: number;
  seq: number;
}

export interface MenuHelpTable {
  id: Generated<number>;
  top_menu_id: number | null;
  title: string;
  content_en: string;
  content_fr: string | null;
  updated_at: ColumnType<Date | null, string | null | undefined, string | null>;
  updated_by: string | null;
}

export interface UserGroupsTable {
  user_id: number;
  group_id: number;
}

export interface ShipmentsTable {
  probill: string;
  company: string;
  customer_account: string;
  pickup_date: string;
  delivery_date: string | null;
  pickup_number: string;
  reference: string;
  shipper_name: string;
  shipper_city: string;
  shipper_province: string;
  consignee_name: string;
  consignee_city: string;
  consignee_province: string;
  pieces: number;
  weight: number;
  status: string;
  // Issue 13 (m0030): what probill.get answers.
  interline_number: ColumnType<string | null, string | null | undefined, string | null>;
  partner_carrier: ColumnType<string | null, string | null | undefined, string | null>;
  purchase_order: ColumnType<string | null, string | null | undefined, string | null>;
  bol_number: ColumnType<string | null, string | null | undefined, string | null>;
  more_references: Generated<string[]>;
  shipper_address: ColumnType<string | null, string | null | undefined, string | null>;
  shipper_postal: ColumnType<string | null, string | null | undefined, string | null>;
  shipper_country: Generated<string>;
  consignee_address: ColumnType<string | null, string | null | undefined, string | null>;
  consignee_postal: ColumnType<string | null, string | null | undefined, string | null>;
  consignee_country: Generated<string>;
  origin_terminal: ColumnType<string | null, string | null | undefined, string | null>;
  destination_terminal: ColumnType<string | null, string | null | undefined, string | null>;
  cube: ColumnType<number | null, number | null | undefined, number | null>;
  freight_class: ColumnType<string | null, string | null | undefined, string | null>;
  charges: ColumnType<number | null, number | null | undefined, number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  declared_value: ColumnType<number | null, number | null | undefined, number | null>;
  dimensions: ColumnType<ShipmentDimension[], string | undefined, string>;
  dangerous_goods: ColumnType<ShipmentDangerousGood[], string | undefined, string>;
  accessorials: ColumnType<string[], string | undefined, string>;
  estimated_delivery_date: ColumnType<string | null, string | null | undefined, string | null>;
  delivered_at: ColumnType<Date | null, string | null | undefined, string | null>;
  signed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** m0084: the customer account the shipment is consigned to, when it is one (advance shipping notices). */
  consignee_account: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ShipmentDimension {
  pieces: number;
  length: number;
  width: number;
  height: number;
  unit: string;
}

export interface ShipmentDangerousGood {
  un_number: string;
  packing_group: string | null;
  description: string | null;
}

/** Service points shipments move through (m0030): shared by the carrier group. */
export interface TerminalsTable {
  code: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  phone: string;
}

export interface ShipmentEventsTable {
  probill: string;
  seq: number;
  at: ColumnType<Date, string, string>;
  status: string;
  terminal: string | null;
  city: string | null;
  province: string | null;
  comment: string | null;
}

export interface ShipmentImagesTable {
  id: string;
  probill: string;
  type: string;
  scanned_at: ColumnType<Date | null, string | null | undefined, string | null>;
  pages: Generated<number>;
  content_type: string;
  file_name: string;
  storage_key: string;
}

export interface ClaimsTable {
  id: Generated<number>;
  claim_number: Generated<string>;
  company: string;
  customer_account: string;
  probill: string;
  amount: number;
  claimant_email: string;
  description: string;
  status: Generated<string>;
  created_by: number;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface UserCodesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'reset_code' | 'activation_code' | 'reset_token' | 'question_failure';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** rate-limiter-flexible's PostgreSQL store: one counter per key (see auth/throttle.ts). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds the counter's window ends; null: never. */
  expire: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: ColumnType<Date, string | undefined, never>;
  sent_at: ColumnType<Date | null, string | undefined, string>;
  error: string | null;
}

export interface SecurityAnswersTable {
  id: Generated<number>;
  user_id: number;
  seq: number;
  question: string;
  answer_hash: string;
  retired_at: ColumnType<Date | null, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface ShortUrlsTable {
  id: string;
  url: string;
  created_by: number | null;
  created_at: ColumnType<Date, string | undefined, never>;
  expires_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface LegacySessionsTable {
  session_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, string | undefined, string>;
}

export interface UserAccountsTable {
  user_id: number;
  account: string;
}

export interface RegistrationsTable {
  user_id: number;
  service: string;
  has_account: boolean;
  account_number: string | null;
  business_name: string;
  phone: string;
  phone_ext: string | null;
  address: string | null;
  city: string;
  province: string;
  postal: string;
  country: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface MasterConfigTable {
  id: Generated<number>;
  section: string;
  mc_key: string;
  mc_value: string;
  mc_description: Generated<string>;
  mc_v1: Generated<string>;
  mc_v2: Generated<string>;
  seq: Generated<number>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface EnvironmentVariablesTable {
  id: Generated<number>;
  name: string;
  value: string;
  secret: Generated<boolean>;
  description: Generated<string>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
  updated_by: string | null;
}

export interface UserTypesTable {
  code: string;
  description: string;
  internal: Generated<boolean>;
  /** jsonb array of permission names (pg and PGlite hand it over parsed). */
  permissions: ColumnType<string[], string | undefined, string>;
  default_menugroup_id: number | null;
  builtin: Generated<boolean>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface UserPresetsTable {
  id: Generated<number>;
  company: string;
  name: string;
  description: string | null;
  user_type: string;
  /** jsonb array of menu group ids. */
  menu_groups: ColumnType<number[], string | undefined, string>;
  menu_group: number | null;
  language: Generated<string>;
  theme: Generated<string>;
  doclib_type: string | null;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface UserMenuStateTable {
  user_id: number;
  top_menu: number | null;
  side_expanded: Generated<boolean>;
  /** jsonb array of top menu ids (TMMIDs) whose side sub-menus are expanded. */
  expanded_menus: ColumnType<number[], string | undefined, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface SignInLogTable {
  id: Generated<number>;
  uid: string;
  company: string;
  user_id: number | null;
  user_type: string | null;
  logged_in_at: ColumnType<Date, string | undefined, string>;
  logged_out_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** success, failed, locked, new_password_required */
  result: string;
  switched_by: string | null;
  ip_address: Generated<string>;
  user_agent: Generated<string>;
  token_hash: string | null;
}

export interface LanguagesTable {
  code: string;
  name: string;
  supported: Generated<string>;
  translatable: Generated<boolean>;
  seq: Generated<number>;
}

export interface TranslationsTable {
  id: Generated<number>;
  key: string;
  en_us: string;
  fr: string | null;
  zh: string | null;
  es: string | null;
  updated_at: ColumnType<Date, string | undefined, string>;
  updated_by: string | null;
}

export interface PageViewsTable {
  id: Generated<number>;
  user_id: number | null;
  company: string;
  user_type: string;
  analytics_id: string;
  cmid: string;
  path: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface OidcAuthorizationsTable {
  user_id: number;
  source: string;
  expires_at: ColumnType<Date, string, string>;
}

export interface OidcTempSessionsTable {
  seuid: string;
  sesess_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, string, string>;
}

export interface MaintenanceWindowsTable {
  id: Generated<number>;
  starts_at: ColumnType<Date, string, string>;
  ends_at: ColumnType<Date, string, string>;
  message: string;
}

/** Grid preferences of one user for one data source on one screen (m0002_grid). */
export interface UserTablePrefsTable {
  user_id: number;
  api: string;
  cmid: string;
  table_pref: ColumnType<unknown, string, string>;
  record_pref: number;
  sep_pref: string;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface PushreportsTable {
  id: Generated<number>;
  company: string;
  user_id: number;
  cmid: string;
  title: string;
  api_url: string;
  query_params: ColumnType<unknown, string, string>;
  output_type: string;
  group_id: number | null;
  recipients: ColumnType<unknown, string, string>;
  schedule: ColumnType<unknown, string, string>;
  active: Generated<boolean>;
  last_run_at: ColumnType<Date | null, string | undefined, string>;
  next_run_at: ColumnType<Date | null, string | undefined, string>;
  created_at: ColumnType<Date, string | undefined, never>;
}

export interface InvoicesTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  probill: string;
  invoice_date: string;
  due_date: string;
  reference: string | null;
  amount: number;
  paid: Generated<number>;
  currency: Generated<string>;
  disputed: Generated<boolean>;
  dispute_status: string | null;
  statement_number: string | null;
}

/** m0004_forms: claim attachments and history, the email outbox, announcements, pickups. */
export interface ClaimHistoryTable {
  id: Generated<number>;
  claim_id: number;
  status: string;
  comment: string | null;
  changed_by: number;
  changed_at: ColumnType<Date, string | undefined, never>;
}

export interface ClaimAttachmentsTable {
  id: Generated<number>;
  claim_id: number;
  file_name: string;
  content_type: string;
  size: number;
  content: Uint8Array;
  thumbnail: string | null;
  uploaded_by: number;
  uploaded_at: ColumnType<Date, string | undefined, never>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  company: string;
  sent_by: number;
  subject: string;
  content: string;
  additional_content: string | null;
  /** JSON arrays of addresses. */
  to_addresses: string;
  cc_addresses: string;
  bcc_addresses: string;
  status: Generated<string>;
  error: string | null;
  message_id: string;
  created_at: ColumnType<Date, string | undefined, never>;
  sent_at: ColumnType<Date | null, string | undefined, string>;
  /** JSON array of {key, name, type}: archived files (FileStore keys) sent with the message (m0065). */
  attachments: ColumnType<unknown, string | undefined, string>;
  /** The scheduled report run that sent the message, if one did (m0099; ADMIN_EmailRpt). */
  report_kind: ColumnType<'custom_report' | 'pushreport' | null, 'custom_report' | 'pushreport' | null | undefined, never>;
  report_run_id: ColumnType<number | null, number | null | undefined, never>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  company: string;
  title: string;
  content: string;
  start_date: string;
  end_date: string | null;
  /** JSON arrays. */
  companies: string;
  user_types: string;
  priority: string;
  show_on_start: boolean;
  active: boolean;
  created_by: number;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: ColumnType<Date | null, string | undefined, string>;
}

export interface AnnouncementCustomersTable {
  announcement_id: number;
  account: string;
}

export interface PickupsTable {
  id: Generated<number>;
  pickup_number: Generated<string>;
  company: string;
  customer_account: string | null;
  status: Generated<string>;
  pickup_date: string;
  ready_time: string;
  closing_time: string;
  requester_name: string;
  requester_phone: string;
  requester_email: string;
  shipper_company: string;
  shipper_address: string;
  shipper_city: string;
  shipper_province: string;
  shipper_postal_code: string;
  shipper_country: string;
  shipper_contact: string;
  shipper_phone: string;
  shipper_dock: string | null;
  destination_city: string;
  destination_province: string;
  destination_postal_code: string;
  destination_country: string;
  pieces: number;
  weight: number;
  cube: number | null;
  dangerous_goods: boolean;
  /** JSON arrays. */
  accessorials: string;
  off_hours: boolean;
  pickup_instructions: string | null;
  delivery_instructions: string | null;
  reference_numbers: string;
  probills: string;
  bol_id: number | null;
  quote_number: string | null;
  confirmation_sent: Generated<boolean>;
  created_by: number;
  created_at: ColumnType<Date, string | undefined, never>;
  /** m0045: why it was cancelled, when it was last moved. */
  cancel_reason: string | null;
  updated_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** Version stamps of watched tables (m0020, db/cacheStamps.ts). */
export interface CacheStampsTable {
  name: string;
  stamp: number;
}

/** m0040_rating: the tariff of online quoting (README, Rating). */
export interface RatingTerminalsTable {
  code: string;
  name: string;
  city: string;
  province: string;
  country: string;
}

export interface RatingPointsTable {
  id: Generated<number>;
  postal_prefix: string;
  city: string;
  province: string;
  country: string;
  terminal: string;
  direct: Generated<boolean>;
  guaranteed: Generated<boolean>;
  congestion: Generated<boolean>;
  service_days: Generated<string>;
  extra_days: Generated<number>;
  updated_at: ColumnType<Date, string | undefined, string | undefined>;
}

export interface RatingLanesTable {
  id: Generated<number>;
  origin_terminal: string;
  destination_terminal: string;
  transit_days: number;
  minimum_charge: number;
  intermodal_available: Generated<boolean>;
}

export interface RatingLaneRatesTable {
  lane_id: number;
  min_weight: number;
  rate_per_cwt: number;
}

export interface RatingClassesTable {
  freight_class: string;
  factor: number;
  min_density: number;
}

export interface RatingFuelTable {
  id: Generated<number>;
  effective_date: string;
  fuel_price: number;
  ltl_percent: number;
  tl_percent: number | null;
  intermodal_percent: number | null;
  updated_at: ColumnType<Date, string | undefined, string | undefined>;
}

export interface RatingChargesTable {
  code: string;
  description: string;
  basis: string;
  amount: number;
  minimum: Generated<number>;
}

export interface ExchangeRatesTable {
  rate_date: string;
  from_currency: string;
  to_currency: string;
  rate: number;
  source: string | null;
}

/** m0041_quotes: online quotes, the author's own rows. */
export interface QuotesTable {
  id: Generated<number>;
  quote_number: Generated<string>;
  company: string;
  user_id: number;
  customer_account: string | null;
  limited: Generated<boolean>;
  created_at: ColumnType<Date, string | undefined, never>;
  expires_on: string;
  ship_date: string;
  origin_postal: string;
  origin_city: string | null;
  origin_province: string | null;
  origin_terminal: string | null;
  destination_postal: string;
  destination_city: string | null;
  destination_province: string | null;
  destination_terminal: string | null;
  pieces: number;
  weight: number;
  total: number;
  currency: string;
  requoted_from: string | null;
  converted_to_bol: Generated<boolean>;
  converted_to_pickup: Generated<boolean>;
  /** JSON text: the request as given, and the quote as answered. */
  request: string;
  answer: string;
  /** m0043: the skeleton account quoted for (its own user, or staff through MTONLINEQUOTESK). */
  skeleton_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DB extends DocumentTables, BolTables, LedgerTables, SkeletonTables, DisputeTables, CollectionTables, PushreportRunTables, ExportFileTables, BillingAdminTables, AuditTables, AsnTables, CommandLogTables, PortalReportTables, PapsTables, CustomReportTables, BillingMoneyTables, FormTables {
  companies: CompaniesTable;
  customers: CustomersTable;
  users: UsersTable;
  sessions: SessionsTable;
  commands: CommandsTable;
  menu_groups: MenuGroupsTable;
  top_menus: TopMenusTable;
  side_menus: SideMenusTable;
  side_menu_items: SideMenuItemsTable;
  group_menus: GroupMenusTable;
  menu_help: MenuHelpTable;
  user_groups: UserGroupsTable;
  shipments: ShipmentsTable;
  claims: ClaimsTable;
  user_codes: UserCodesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  security_answers: SecurityAnswersTable;
  short_urls: ShortUrlsTable;
  legacy_sessions: LegacySessionsTable;
  user_accounts: UserAccountsTable;
  registrations: RegistrationsTable;
  master_config: MasterConfigTable;
  environment_variables: EnvironmentVariablesTable;
  languages: LanguagesTable;
  user_types: UserTypesTable;
  user_presets: UserPresetsTable;
  user_menu_state: UserMenuStateTable;
  sign_in_log: SignInLogTable;
  translations: TranslationsTable;
  page_views: PageViewsTable;
  oidc_authorizations: OidcAuthorizationsTable;
  oidc_temp_sessions: OidcTempSessionsTable;
  maintenance_windows: MaintenanceWindowsTable;
  user_table_prefs: UserTablePrefsTable;
  pushreports: PushreportsTable;
  invoices: InvoicesTable;
  claim_history: ClaimHistoryTable;
  claim_attachments: ClaimAttachmentsTable;
  email_outbox: EmailOutboxTable;
  announcements: AnnouncementsTable;
  announcement_customers: AnnouncementCustomersTable;
  pickups: PickupsTable;
  cache_stamps: CacheStampsTable;
  terminals: TerminalsTable;
  shipment_events: ShipmentEventsTable;
  shipment_images: ShipmentImagesTable;
  rating_terminals: RatingTerminalsTable;
  rating_points: RatingPointsTable;
  rating_lanes: RatingLanesTable;
  rating_lane_rates: RatingLaneRatesTable;
  rating_classes: RatingClassesTable;
  rating_fuel: RatingFuelTable;
  rating_charges: RatingChargesTable;
  exchange_rates: ExchangeRatesTable;
  quotes: QuotesTable;
}
