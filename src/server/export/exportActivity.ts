// Each running export holds a database connection (PostgreSQL's pool has 10): the rest stay for everyone else.
export const EXPORTS_AT_ONCE = 4;

/**
 * Exports running now, how many ended because their client went away, and how many CSV exports PostgreSQL
 * wrote itself (COPY, copyCsv.ts), read by tests and the benchmark.
 */
export const exportActivity = { running: 0, cancelled: 0, copied: 0 };
