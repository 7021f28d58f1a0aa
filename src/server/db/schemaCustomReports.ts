import type { ColumnType, Generated } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export type ReportAccessLevel = 'personal' | 'company' | 'general';
export type ReportFormat = 'Excel' | 'PDF' | 'HTML' | 'JSON';
export type ReportOutput = 'email' | 'archive';
export type ReportFrequency = 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
export type ReportRunStatus = 'Queued' | 'Processing' | 'Completed' | 'Failed';

/** A sort level, a calculated column and a filter as stored in a report's JSON columns. */
export interface ReportSort { column: string; direction: 'asc' | 'desc' }
export interface ReportCalculated { name: string; label?: string; expression: string; decimals?: number }
export interface ReportFilter { column: string; operator: string; value: string }

/** m0081_custom_reports: a saved report with its schedule and output (issue 16 point 3). */
export interface CustomReportsTable {
  id: Generated<number>;
  company: string;
  owner_id: number;
  customer_account: Nullable<string>;
  name: string;
  title: Nullable<string>;
  base_report: number;
  style: ColumnType<'Detail' | 'Summary', 'Detail' | 'Summary' | undefined, 'Detail' | 'Summary'>;
  columns: Json<string[]>;
  sort: JsonDefault<ReportSort[]>;
  sum_columns: JsonDefault<string[]>;
  calculated_columns: JsonDefault<ReportCalculated[]>;
  filters: JsonDefault<ReportFilter[]>;
  header: Nullable<string>;
  footer: Nullable<string>;
  access_level: ReportAccessLevel;
  format: ColumnType<ReportFormat, ReportFormat | undefined, ReportFormat>;
  output: ColumnType<ReportOutput, ReportOutput | undefined, ReportOutput>;
  active: Generated<boolean>;
  /** Schedule: null frequency means not scheduled. */
  frequency: Nullable<ReportFrequency>;
  hour: Nullable<number>;
  day_of_week: Nullable<string>;
  day_of_month: Nullable<number>;
  month: Nullable<number>;
  cycle: Nullable<string>;
  send_to: JsonDefault<string[]>;
  send_condition: ColumnType<'Always' | 'Only when data', 'Always' | 'Only when data' | undefined, 'Always' | 'Only when data'>;
  subject: Nullable<string>;
  next_run_at: Nullable<Date | string>;
  last_run_at: Nullable<Date | string>;
  last_run_status: Nullable<string>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: Nullable<Date | string>;
}

/** m0081_custom_reports: a personal or company template of column and sort choices. */
export interface CustomReportTemplatesTable {
  id: Generated<number>;
  company: string;
  owner_id: number;
  customer_account: Nullable<string>;
  name: string;
  access_level: 'personal' | 'company';
  definition: Json<Record<string, unknown>>;
  created_at: ColumnType<Date, string | undefined, never>;
  updated_at: Nullable<Date | string>;
}

/** m0081_custom_reports: one run of a report (schedule or Send now); with a file it is in the archive. */
export interface CustomReportRunsTable {
  id: Generated<number>;
  report_id: number;
  company: string;
  user_id: number;
  trigger: 'schedule' | 'manual';
  due_at: Nullable<Date | string>;
  run_at: ColumnType<Date, string | undefined, string>;
  status: ColumnType<ReportRunStatus, ReportRunStatus | undefined, ReportRunStatus>;
  attempts: Generated<number>;
  rows: number | null;
  format: string;
  output: string;
  date_from: Nullable<Date | string>;
  date_to: Nullable<Date | string>;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  recipients: JsonDefault<string[]>;
  error: string | null;
  finished_at: Nullable<Date | string>;
}

/** m0082: the saved reports grid, one row per report and user who may see it. */
export interface CustomReportListView {
  report_id: number;
  viewer_id: number;
  company: string;
  name: string;
  title: string | null;
  base_report: number;
  access_level: string;
  format: string;
  output: string;
  scheduled: boolean;
  frequency: string | null;
  active: boolean;
  owner: string;
  customer_account: string | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_run_status: string | null;
  updated_at: Date | null;
}

/** m0095: the scheduled reports each user may see (CR_SchedReports), one row per report and viewer. */
export interface CustomReportScheduleListView {
  report_id: number;
  viewer_id: number;
  list_key: string;
  company: string;
  name: string;
  title: string | null;
  base_report: number;
  access_level: string;
  format: string;
  output: string;
  frequency: string | null;
  hour: number | null;
  day_of_week: string | null;
  day_of_month: number | null;
  month: number | null;
  cycle: string;
  status: string;
  active: boolean;
  owner: string;
  customer_account: string | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_run_status: string | null;
  updated_at: Date | null;
}

/** m0095: every scheduled report of a company (ADMIN_SchReports). */
export type CustomReportAdminSchedulesView = Omit<CustomReportScheduleListView, 'viewer_id' | 'list_key'>;

/** m0095: the archived report files (CR_ArchiveFiles), the runs that stored one. */
export interface CustomReportArchiveView {
  file_id: number;
  report_id: number;
  company: string;
  user_id: number;
  report_name: string;
  format: string;
  size: number;
  rows: number | null;
  trigger: string;
  date_from: string | null;
  date_to: string | null;
  created_at: Date;
  owner: string;
}

/** m0097: shipments with a delivery exception (CR_Exceptions). */
export interface CustomReportExceptionsView {
  probill: string;
  company: string;
  customer_account: string;
  pickup_date: Date | string | null;
  delivery_date: Date | string | null;
  exception_code: string;
  exception: string;
  status: string;
  shipper_name: string;
  consignee_name: string;
  consignee_city: string;
  reference: string | null;
  reported_at: Date;
}

export interface CustomReportTables {
  custom_report_list: CustomReportListView;
  custom_report_schedule_list: CustomReportScheduleListView;
  custom_report_admin_schedules: CustomReportAdminSchedulesView;
  custom_report_archive: CustomReportArchiveView;
  custom_report_exceptions: CustomReportExceptionsView;
  custom_reports: CustomReportsTable;
  custom_report_templates: CustomReportTemplatesTable;
  custom_report_runs: CustomReportRunsTable;
}
