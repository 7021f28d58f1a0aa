import { datetime, number, text, type Resource } from '../Resource';
import { adminOnly } from '../guards';

/** Every call the company's users made (CMDLOG, and CMDLOGD drilled down from PERF-CMDLOG1): administrators only. */
export const commandLog: Resource = {
  table: 'command_log',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-at',
  search: ['user_id', 'cmid', 'call_id'],
  fields: {
    id: number(),
    at: datetime(),
    user_id: text(),
    user_type: text(),
    company: text(),
    cmid: text(),
    call_id: text(),
    method: text(),
    path: text(),
    status: number(),
    duration_ms: number(),
    ip: text(),
  },
};

/** Per call id over a period (last hour, day, week, 30 days): calls, errors, p50, p95 and slowest (PERF-CMDLOG1). */
export const commandPerf: Resource = {
  table: 'command_perf',
  key: 'key',
  guard: adminOnly,
  defaultSort: '-p95_ms',
  search: ['call_id'],
  fields: {
    key: text(),
    period: text(),
    call_id: text(),
    calls: number(),
    errors: number(),
    refusals: number(),
    p50_ms: number(),
    p95_ms: number(),
    max_ms: number(),
    last_at: datetime(),
  },
};
