import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely';
import { isDatabaseFault } from './connectionFaults';
import * as m0001 from './migrations/m0001_init';
import * as m0002 from './migrations/m0002_grid';
import * as m0004 from './migrations/m0004_forms';
import * as m0005 from './migrations/m0005_shell';
import * as m0006 from './migrations/m0006_menus';
import * as m0007 from './migrations/m0007_admin';
import * as m0008 from './migrations/m0008_users';
import * as m0009 from './migrations/m0009_menu_state';
import * as m0010 from './migrations/m0010_sign_in_log';
import * as m0011 from './migrations/m0011_list_views';
import * as m0015 from './migrations/m0015_rate_limits';
import * as m0020 from './migrations/m0020_cache_stamps';
import * as m0021 from './migrations/m0021_session_write_lsn';
import * as m0030 from './migrations/m0030_tracing';
import * as m0031 from './migrations/m0031_trace_views';
import * as m0035 from './migrations/m0035_documents';
import * as m0036 from './migrations/m0036_notifications';
import * as m0037 from './migrations/m0037_doclib_policy';
import * as m0040 from './migrations/m0040_rating';
import * as m0041 from './migrations/m0041_quotes';
import * as m0042 from './migrations/m0042_quoting_users';
import * as m0043 from './migrations/m0043_skeleton_accounts';
import * as m0045 from './migrations/m0045_bol';
import * as m0046 from './migrations/m0046_bol_books';
import * as m0050 from './migrations/m0050_ledger';
import * as m0051 from './migrations/m0051_disputes';
import * as m0052 from './migrations/m0052_claim_processing';
import * as m0055 from './migrations/m0055_collections';
import * as m0060 from './migrations/m0060_billing_admin';
import * as m0061 from './migrations/m0061_billing_reports';
import * as m0065 from './migrations/m0065_pushreport_runs';
import * as m0070 from './migrations/m0070_audit_log';
import * as m0071 from './migrations/m0071_password_history';
import * as m0072 from './migrations/m0072_image_subscription_scope';
import * as m0075 from './migrations/m0075_rapid_bol';
import * as m0077 from './migrations/m0077_form_submissions';
import * as m0079 from './migrations/m0079_wanded_pros';
import * as m0080 from './migrations/m0080_credit_limits';
import * as m0081 from './migrations/m0081_custom_reports';
import * as m0082 from './migrations/m0082_custom_report_list';
import * as m0084 from './migrations/m0084_asn';
import * as m0086 from './migrations/m0086_job_list';
import * as m0088 from './migrations/m0088_command_log';
import * as m0092 from './migrations/m0092_quote_money';
import * as m0095 from './migrations/m0095_report_schedule_lists';
import * as m0097 from './migrations/m0097_report_exceptions';
import * as m0099 from './migrations/m0099_portal_reports';
import * as m0108 from './migrations/m0108_export_files';
import * as m0111 from './migrations/m0111_paps';
import * as m0114 from './migrations/m0114_report_request_workflow';

// Migrations are listed in code, not read from a folder, so that the bundled
// server and the tests run exactly the same list in the same order.
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_grid': m0002,
  '0004_forms': m0004,
  '0005_shell': m0005,
  '0006_menus': m0006,
  '0007_admin': m0007,
  '0008_users': m0008,
  '0009_menu_state': m0009,
  '0010_sign_in_log': m0010,
  '0011_list_views': m0011,
  '0015_rate_limits': m0015,
  '0020_cache_stamps': m0020,
  '0021_session_write_lsn': m0021,
  '0030_tracing': m0030,
  '0031_trace_views': m0031,
  '0035_documents': m0035,
  '0036_notifications': m0036,
  '0037_doclib_policy': m0037,
  '0040_rating': m0040,
  '0041_quotes': m0041,
  '0042_quoting_users': m0042,
  '0043_skeleton_accounts': m0043,
  '0045_bol': m0045,
  '0046_bol_books': m0046,
  '0050_ledger': m0050,
  '0051_disputes': m0051,
  '0052_claim_processing': m0052,
  '0055_collections': m0055,
  '0060_billing_admin': m0060,
  '0061_billing_reports': m0061,
  '0065_pushreport_runs': m0065,
  '0070_audit_log': m0070,
  '0071_password_history': m0071,
  '0072_image_subscription_scope': m0072,
  '0075_rapid_bol': m0075,
  '0077_form_submissions': m0077,
  '0079_wanded_pros': m0079,
  '0080_credit_limits': m0080,
  '0081_custom_reports': m0081,
  '0082_custom_report_list': m0082,
  '0084_asn': m0084,
  '0086_job_list': m0086,
  '0088_command_log': m0088,
  '0092_quote_money': m0092,
  '0095_report_schedule_lists': m0095,
  '0097_report_exceptions': m0097,
  '0099_portal_reports': m0099,
  '0108_export_files': m0108,
  '0111_paps': m0111,
  '0114_report_request_workflow': m0114,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Kysely<any>): Promise<void> {
  // Unordered: branches of the team number their migrations in ranges (0012-0019, 0020-0029, ...), so a
  // database made on one branch may meet a lower number merged later; each still runs exactly once.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  // The database away is no failed migration: the caller waits for it (readiness.ts).
  if (error && isDatabaseFault(error)) throw error;
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
}
