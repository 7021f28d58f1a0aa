import type { ColumnType, Generated } from 'kysely';

/** m0099_portal_reports: a customer's request for a custom report (Admin_CustomRptReq). */
export interface CustomReportRequestsTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  requested_by: number;
  requested_at: ColumnType<Date, string | undefined, string>;
  description: string;
  status: ColumnType<'New' | 'In progress' | 'Completed' | 'Declined', ('New' | 'In progress' | 'Completed' | 'Declined') | undefined, 'New' | 'In progress' | 'Completed' | 'Declined'>;
  assigned_to: string | null;
  completed_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** The requests with the requester's user ID and the customer's name. */
export interface CustomReportRequestListView {
  id: number;
  company: string;
  customer_account: string | null;
  customer_name: string | null;
  requested_by: string;
  requested_at: Date;
  description: string;
  status: string;
  assigned_to: string | null;
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
