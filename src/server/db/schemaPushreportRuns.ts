import type { ColumnType, Generated } from 'kysely';

/** m0065_pushreport_runs: the runs of push reports (issue 16). */
export interface PushreportResultsTable {
  id: Generated<number>;
  pushreport_id: number;
  company: string;
  user_id: number;
  trigger: 'schedule' | 'manual';
  due_at: ColumnType<Date | null, string | null | undefined, string | null>;
  run_at: ColumnType<Date, string | undefined, string>;
  status: ColumnType<'Queued' | 'Processing' | 'Completed' | 'Failed', 'Queued' | 'Processing' | 'Completed' | 'Failed' | undefined, 'Queued' | 'Processing' | 'Completed' | 'Failed'>;
  attempts: Generated<number>;
  rows: number | null;
  output_type: string;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  recipients: ColumnType<unknown, string | undefined, string>;
  error: string | null;
  finished_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** The results grid (PUSHREPORTR/{id}): a run with its report's title. */
export interface PushreportResultListView extends Omit<PushreportResultsTable, 'file_key'> {
  title: string;
}

/** The queue's jobs as administrators see them (JOBS): a view over pg-boss's table, made when the queue starts. */
export interface JobListView {
  id: string;
  queue: string;
  state: string;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  start_after: Date;
  started_at: Date | null;
  created_at: Date;
  completed_at: Date | null;
  error: string | null;
}

export interface PushreportRunTables {
  pushreport_results: PushreportResultsTable;
}
