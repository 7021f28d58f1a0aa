import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CommandLogTable } from '../../db/schemaCommandLog';

export type CommandLogEntry = Omit<Insertable<CommandLogTable>, 'id'> & { at: Date };

export interface CommandLogSettings {
  /** Share of successful calls kept, 0–1 (refusals and errors are always kept). */
  sample: number;
  /** Days a row is kept; older rows are deleted by the recorder. */
  retentionDays: number;
  /** Longest wait before a batch is written. */
  flushMs: number;
  /** Largest batch (one INSERT); a full batch is written at once. */
  batch: number;
  /** Rows held while the database is slow or away; beyond, new rows are dropped (and counted), never the request. */
  maxPending: number;
  /** Shortest time between two retention prunes. */
  pruneEveryMs: number;
}

export const DEFAULT_COMMAND_LOG: CommandLogSettings = { sample: 1, retentionDays: 30, flushMs: 1000, batch: 500, maxPending: 20_000, pruneEveryMs: 3_600_000 };

function numberOr(v: string | undefined, fallback: number, min: number, max: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** COMMAND_LOG_SAMPLE and COMMAND_LOG_RETENTION_DAYS from the environment; defaults keep every call for 30 days. */
export function commandLogSettings(env: Record<string, string | undefined>): CommandLogSettings {
  return {
    ...DEFAULT_COMMAND_LOG,
    sample: numberOr(env.COMMAND_LOG_SAMPLE, DEFAULT_COMMAND_LOG.sample, 0, 1),
    retentionDays: numberOr(env.COMMAND_LOG_RETENTION_DAYS, DEFAULT_COMMAND_LOG.retentionDays, 1, 3650),
  };
}

/**
 * Records calls without slowing them: `record` only pushes to memory (after the
 * answer is sent); a timer writes the pending rows as one multi-row INSERT per
 * batch, outside any request's transaction, and now and then deletes rows past
 * the retention. A failed write keeps the rows for the next try (bounded by
 * maxPending); a crash loses at most the last flushMs of rows — the price of
 * not writing in the call's own transaction.
 */
export class CommandLogRecorder {
  private pending: CommandLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private lastPrune = 0;
  dropped = 0;

  constructor(
    private readonly db: Kysely<DB>,
    readonly settings: CommandLogSettings = DEFAULT_COMMAND_LOG,
    private readonly random: () => number = Math.random,
  ) {}

  record(entry: CommandLogEntry): void {
    if (entry.status < 400 && this.settings.sample < 1 && this.random() >= this.settings.sample) return;
    if (this.pending.length >= this.settings.maxPending) {
      this.dropped++;
      return;
    }
    this.pending.push(entry);
    if (this.pending.length >= this.settings.batch) void this.flush();
    else if (!this.timer) this.timer = setTimeout(() => void this.flush(), this.settings.flushMs).unref();
  }

  /** Writes what is pending (one write at a time); resolves when it is in the database. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.writing) await this.writing;
    if (this.pending.length === 0) return this.pruneIfDue();
    const rows = this.pending.splice(0, this.settings.batch);
    this.writing = this.db
      .insertInto('command_log')
      .values(rows)
      .execute()
      .then(() => undefined)
      .catch(() => {
        // The database away: keep the rows for the next flush, as far as room allows.
        this.pending.unshift(...rows.slice(0, Math.max(0, this.settings.maxPending - this.pending.length)));
      })
      .finally(() => {
        this.writing = null;
      });
    await this.writing;
    if (this.pending.length > 0) return this.flush();
    return this.pruneIfDue();
  }

  private async pruneIfDue(): Promise<void> {
    if (Date.now() - this.lastPrune < this.settings.pruneEveryMs) return;
    this.lastPrune = Date.now();
    await this.prune().catch(() => {});
  }

  /** Deletes rows older than the retention; answers how many. */
  async prune(): Promise<number> {
    const r = await this.db
      .deleteFrom('command_log')
      .where('at', '<', sql<Date>`now() - make_interval(days => ${this.settings.retentionDays})`)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async stop(): Promise<void> {
    await this.flush();
  }
}
