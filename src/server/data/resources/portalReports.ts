import { date, datetime, number, text, type Resource } from '../Resource';
import { adminOnly, staffOnly } from '../guards';

/**
 * The portal's usage and report logs (issue 16 point 5, m0099 views). The
 * carrier's staff read who uses the portal; a sales user reaches their own
 * accounts only (the view's sales code, db/ownership.ts). The others are the
 * administrators' (ADMIN_ and Admin_ pages, and per-user activity).
 */
export const onlineCustomers: Resource = {
  table: 'online_customer_report',
  key: 'customer_account',
  guard: staffOnly,
  defaultSort: '-last_login',
  search: ['customer_account', 'customer_name', 'sales_code'],
  fields: {
    customer_account: text(),
    customer_name: text(),
    sales_code: text(),
    users: number(),
    active_users: number(),
    logins: number(),
    last_login: datetime(),
  },
};

/** Sign-ins and calls per user of the company (REPORT_UA). */
export const userActivity: Resource = {
  table: 'user_activity_report',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-last_login',
  search: ['user_id', 'name', 'customer_account'],
  fields: {
    id: number(),
    user_id: text(),
    name: text(),
    user_type: text(),
    customer_account: text(),
    logins: number(),
    commands: number(),
    last_login: datetime(),
    status: text(),
  },
};

/** Scheduled reports emailed: the outbox messages their runs sent, with the message's state (ADMIN_EmailRpt). */
export const emailReports: Resource = {
  table: 'email_report_log',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-sent_at',
  search: ['report_name', 'owner', 'recipients'],
  fields: {
    id: number(),
    sent_at: datetime(),
    source: text(),
    report_name: text(),
    owner: text(),
    recipients: text(),
    format: text(),
    rows: number(),
    status: text(),
    error: text(),
  },
};

/** A request's fields, as both lists answer them (m0114). */
const REQUEST_FIELDS: Resource['fields'] = {
  id: number(),
  requested_at: datetime(),
  requested_by: text(),
  customer_account: text(),
  customer_name: text(),
  description: text(),
  data_source: text(),
  columns_wanted: text(),
  frequency: text(),
  format: text(),
  delivery_emails: text(),
  due_date: date(),
  notes: text(),
  status: text(),
  assigned_to: text(),
  staff_notes: text(),
  reject_reason: text(),
  report_id: number(),
  report_name: text(),
  updated_at: datetime(),
  completed_at: datetime(),
};
const REQUEST_SEARCH = ['requested_by', 'customer_account', 'customer_name', 'description'];

/** Customers' requests for a custom report and their state, where staff work on them (Admin_CustomRptReq). */
export const customReportRequests: Resource = {
  table: 'custom_report_request_list',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-requested_at',
  search: REQUEST_SEARCH,
  fields: REQUEST_FIELDS,
};

/**
 * The requests a customer follows (CR_RequestReport's list): their account's
 * only, by the table's ownership (a customer reaches no other account's row);
 * staff who file on behalf of accounts see the company's.
 */
export const myReportRequests: Resource = {
  table: 'custom_report_request_list',
  key: 'id',
  defaultSort: '-requested_at',
  search: REQUEST_SEARCH,
  fields: REQUEST_FIELDS,
};
