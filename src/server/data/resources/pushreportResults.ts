import { datetime, json, number, text, type Resource } from '../Resource';

/** The runs of the caller's push reports (PUSHREPORTR/{pushreport_id}), newest first; the file's store key is never answered. */
export const pushreportResults: Resource = {
  table: 'pushreport_result_list',
  key: 'id',
  defaultSort: '-run_at',
  search: ['status', 'error'],
  fields: {
    id: number(),
    pushreport_id: number(),
    title: text(),
    trigger: text(),
    due_at: datetime(),
    run_at: datetime(),
    status: text(),
    attempts: number(),
    rows: number(),
    output_type: text(),
    file_name: text(),
    file_size: number(),
    recipients: json(),
    error: text(),
    finished_at: datetime(),
  },
};
