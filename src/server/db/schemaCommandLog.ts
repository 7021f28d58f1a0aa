import type { ColumnType, Generated } from 'kysely';

/** m0088_command_log: every call made by a signed-in user, written in batches (CMDLOG, CMDLOGD). */
export interface CommandLogTable {
  id: Generated<string>;
  at: ColumnType<Date, string | Date | undefined, never>;
  company: string;
  user_id: string;
  user_type: string;
  cmid: string | null;
  call_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  ip: string | null;
}

/** m0088_command_log's view: per company, period and call id, counts and p50/p95/max durations (PERF-CMDLOG1). */
export interface CommandPerfView {
  company: string;
  period: '1h' | '24h' | '7d' | '30d';
  call_id: string;
  key: string;
  calls: number;
  errors: number;
  refusals: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  last_at: Date;
}

export interface CommandLogTables {
  command_log: CommandLogTable;
  command_perf: CommandPerfView;
}
