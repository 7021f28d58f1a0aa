import { boolean, datetime, number, text, type Resource } from '../Resource';

/** The saved reports the caller may use (CR_SavedReports): a view scoped by viewer (m0082, reportVisibility.ts). */
export const customReportList: Resource = {
  table: 'custom_report_list',
  // A report is one row per viewer: the key of a row is the pair, not answered (rows are answered by report_id).
  key: 'list_key',
  defaultSort: 'name',
  search: ['name', 'title'],
  fields: {
    report_id: number(),
    name: text(),
    title: text(),
    base_report: number(),
    access_level: text(),
    format: text(),
    output: text(),
    scheduled: boolean(),
    frequency: text(),
    active: boolean(),
    owner: text(),
    company: text(),
    customer_account: text(),
    next_run_at: datetime(),
    last_run_at: datetime(),
    last_run_status: text(),
    updated_at: datetime(),
  },
};
