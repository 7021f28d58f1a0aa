import { boolean, datetime, number, text, type Field, type Resource } from '../Resource';
import { adminOnly } from '../guards';

/** The fields of a scheduled report, in both schedule lists. */
const SCHEDULE_FIELDS: Record<string, Field> = {
  report_id: number(),
  name: text(),
  title: text(),
  base_report: number(),
  access_level: text(),
  format: text(),
  output: text(),
  frequency: text(),
  hour: number(),
  day_of_week: text(),
  day_of_month: number(),
  month: number(),
  cycle: text(),
  status: text(),
  active: boolean(),
  owner: text(),
  company: text(),
  customer_account: text(),
  next_run_at: datetime(),
  last_run_at: datetime(),
  last_run_status: text(),
  updated_at: datetime(),
};

/**
 * CR_SchedReports: the scheduled reports the caller may see (their own, their account's company
 * reports, general ones), Active or Inactive, next run first; a view with one row per viewer (m0095).
 */
export const customReportSchedules: Resource = {
  table: 'custom_report_schedule_list',
  key: 'list_key',
  defaultSort: 'next_run_at',
  search: ['name', 'title', 'owner'],
  fields: SCHEDULE_FIELDS,
};

/**
 * ADMIN_SchReports: every scheduled report of the administrator's company, whoever owns it and
 * whatever its access level. ADMIN users only, whatever menu holds the screen; the company is the
 * caller's, as for every administrators' list of a company's rows (audit and command logs).
 */
export const customReportAdminSchedules: Resource = {
  table: 'custom_report_admin_schedules',
  key: 'report_id',
  guard: adminOnly,
  defaultSort: 'next_run_at',
  search: ['name', 'title', 'owner', 'customer_account'],
  fields: SCHEDULE_FIELDS,
};

/** CR_ArchiveFiles: the report files the caller's runs archived, newest first; the store key is never answered. */
export const customReportArchive: Resource = {
  table: 'custom_report_archive',
  key: 'file_id',
  defaultSort: '-created_at',
  search: ['report_name', 'format'],
  fields: {
    file_id: number(),
    report_id: number(),
    report_name: text(),
    format: text(),
    size: number(),
    rows: number(),
    trigger: text(),
    date_from: text(),
    date_to: text(),
    created_at: datetime(),
    owner: text(),
  },
};
