import type { ColumnType, Generated } from 'kysely';

/** The states of a request (m0114 renamed "Declined" to "Rejected"). */
export type ReportRequestStatus = 'New' | 'In progress' | 'Completed' | 'Rejected';

/** m0099_portal_reports, m0114_report_request_workflow: a customer's request for a custom report (CR_RequestReport, Admin_CustomRptReq). */
export interface CustomReportRequestsTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  requested_by: number;
  requested_at: ColumnType<Date, string | undefined, string>;
  description: string;
  data_source: ColumnType<'shipments' | 'billing' | 'claims', 'shipments' | 'billing' | 'claims' | undefined, 'shipments' | 'billing' | 'claims'>;
  columns_wanted: string | null;
  frequency: ColumnType<'once' | 'daily' | 'weekly' | 'monthly', 'once' | 'daily' | 'weekly' | 'monthly' | undefined, 'once' | 'daily' | 'weekly' | 'monthly'>;
  format: ColumnType<'Excel' | 'PDF' | 'HTML' | 'JSON', 'Excel' | 'PDF' | 'HTML' | 'JSON' | undefined, 'Excel' | 'PDF' | 'HTML' | 'JSON'>;
  /** The addresses the report goes to, comma separated. */
  delivery_emails: string | null;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  notes: string | null;
  status: ColumnType<ReportRequestStatus, ReportRequestStatus | undefined, ReportRequestStatus>;
  /** The staff member's user ID. */
  assigned_to: string | null;
  staff_notes: string | null;
  reject_reason: string | null;
  /** The delivered report (custom_reports) of a completed request. */
  report_id: number | null;
  updated_at: ColumnType<Date, string | undefined, string>;
  completed_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** The requests with the requester's user ID, the customer's name and the delivered report's name. */
export interface CustomReportRequestListView {
  id: number;
  company: string;
  customer_account: string | null;
  customer_name: string | null;
  requested_by: string;
  requested_at: Date;
  description: string;
  data_source: string;
  columns_wanted: string | null;
  frequency: string;
  format: string;
  delivery_emails: string | null;
  due_date: string | null;
  notes: string | null;
  status: string;
  assigned_to: string | null;
  staff_notes: string | null;
  reject_reason: string | null;
  report_id: number | null;
  report_name: string | null;
  updated_at: Date;
  completed_at: Date | null;
}

/** Per customer account with portal users: users, active users, sign-ins (REPORT_OC). */
export interface OnlineCustomerReportView {
  company: string;
  customer_account: string;
  customer_name: string;
  sales_code: string | null;
  users: number;
  active_users: number;
  logins: number;
  last_login: Date | null;
}

/** Per user: sign-ins and calls kept by the command log (REPORT_UA). */
export interface UserActivityReportView {
  id: number;
  company: string;
  user_id: string;
  name: string;
  user_type: string;
  customer_account: string | null;
  logins: number;
  commands: number;
  last_login: Date | null;
  status: string;
}

/** The outbox messages scheduled report runs sent (ADMIN_EmailRpt). */
export interface EmailReportLogView {
  id: number;
  company: string;
  sent_at: Date;
  source: string;
  report_name: string | null;
  owner: string;
  recipients: string | null;
  format: string | null;
  rows: number | null;
  status: string;
  error: string | null;
  subject: string;
}

export interface PortalReportTables {
  custom_report_requests: CustomReportRequestsTable;
  custom_report_request_list: CustomReportRequestListView;
  online_customer_report: OnlineCustomerReportView;
  user_activity_report: UserActivityReportView;
  email_report_log: EmailReportLogView;
}
