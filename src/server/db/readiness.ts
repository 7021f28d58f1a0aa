import { sql, type Kysely } from 'kysely';
import { AppError } from '../errors';
import { isDatabaseFault, RETRY_AFTER_SECONDS, unavailable } from './connectionFaults';
import { migrations } from './migrate';

/** How long a readiness probe waits for the database before saying it is away. */
const PROBE_MS = 2000;

/**
 * Whether this server can serve: its start-up work on the database done (migrations, stamps), the
 * database reachable now, and every migration this server knows applied. A server started while the
 * database is down listens at once (liveness answers), answers 503 to calls, and retries its start-up
 * work every second until the database is back (`start`).
 */
export class DatabaseReadiness {
  #prepared = false;
  constructor(
    private readonly db: Kysely<any>,
    private readonly prepare: () => Promise<void>,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  get prepared(): boolean {
    return this.#prepared;
  }

  /** Runs the start-up work until it succeeds: a database fault is retried each second, any other error thrown (a failed migration). */
  async start(retry = true): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.prepare();
        this.#prepared = true;
        return;
      } catch (e) {
        if (!retry || !isDatabaseFault(e)) throw e;
        if (attempt === 1 || attempt % 30 === 0) this.warn(`Waiting for the database (${(e as Error).message}); trying again every second`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** The refusal of a call while the start-up work is not done, or undefined when it is. */
  gate(): AppError | undefined {
    return this.#prepared ? undefined : unavailable();
  }

  /** Readiness now: throws 503 DATABASE_UNAVAILABLE (unreachable, or not started) or MIGRATIONS_PENDING. */
  async check(): Promise<{ ready: true; database: 'reachable'; migrations: 'current' }> {
    if (!this.#prepared) throw unavailable();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(unavailable()), PROBE_MS)));
    try {
      const applied = await Promise.race([sql<{ name: string }>`select name from kysely_migration`.execute(this.db), timeout]);
      const names = new Set(applied.rows.map((r) => r.name));
      if (Object.keys(migrations).some((m) => !names.has(m))) {
        const e = new AppError('MIGRATIONS_PENDING');
        e.retryAfter = RETRY_AFTER_SECONDS;
        throw e;
      }
      return { ready: true, database: 'reachable', migrations: 'current' };
    } catch (e) {
      throw e instanceof AppError ? e : isDatabaseFault(e) ? unavailable(e) : e;
    } finally {
      clearTimeout(timer);
    }
  }
}
