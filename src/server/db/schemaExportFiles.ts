import type { ColumnType, Generated } from 'kysely';

export type ExportFileStatus = 'queued' | 'running' | 'done' | 'failed';

/** m0108_export_files: exports run by the job queue, one user's own (EXPORT_FILES). */
export interface ExportFilesTable {
  id: Generated<number>;
  company: string;
  user_id: number;
  title: string;
  format: string;
  api_url: string;
  query_params: ColumnType<unknown, string | undefined, string>;
  columns: ColumnType<unknown, string | null | undefined, string | null>;
  timezone: string | null;
  lang: Generated<string>;
  status: ColumnType<ExportFileStatus, ExportFileStatus | undefined, ExportFileStatus>;
  attempts: Generated<number>;
  rows: number | null;
  size: number | null;
  error: string | null;
  file_key: string | null;
  file_name: string | null;
  content_type: string | null;
  created_at: ColumnType<Date, string | undefined, string>;
  finished_at: ColumnType<Date | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Date, string, string>;
}

export interface ExportFileTables {
  export_files: ExportFilesTable;
}
