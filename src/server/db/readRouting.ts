import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';
import { bookkeeping } from './requestWrites';
import { isDatabaseFault } from './connectionFaults';

/** A WAL position ('16/B374D848') as a number that orders like it. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/**
 * Where reads go when a read replica is configured (DATABASE_REPLICA_URL):
 * grid pages, counts and exports to the replica, everything else to the
 * primary. Read-your-writes: after a session writes, the primary's WAL
 * position is kept on the session row (so every server process knows it), and
 * that session's reads go to the primary until the replica has replayed that
 * far. The replica's position is asked only while a session waits for it, and
 * remembered (it only moves forward).
 */
export class ReadRouting {
  private replayed = -1n;

  constructor(
    readonly primary: Kysely<DB>,
    readonly replica?: Kysely<DB>,
  ) {}

  /** The database for a read-only query of a session whose last write stood at `writeLsn` (null: none). */
  async readDb(writeLsn: string | null | undefined): Promise<Kysely<DB>> {
    if (!this.replica) return this.primary;
    if (!writeLsn) return this.replica;
    const wanted = lsnValue(writeLsn);
    if (this.replayed >= wanted) return this.replica;
    const { rows } = await sql<{ lsn: string | null }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(this.replica);
    const lsn = rows[0]?.lsn;
    if (lsn && lsnValue(lsn) > this.replayed) this.replayed = lsnValue(lsn);
    return this.replayed >= wanted ? this.replica : this.primary;
  }

  /** Notes that a session has just written (its transaction committed): where the primary's WAL stands now. */
  async wrote(tokenHash: string): Promise<void> {
    if (!this.replica) return;
    // After the caller's write is answered: a database fault here must not turn its success into a failure.
    // The session's reads then may meet a replica a little behind, until its next write.
    await bookkeeping(() => sql`update sessions set write_lsn = pg_current_wal_insert_lsn()::text where token_hash = ${tokenHash}`.execute(this.primary)).catch((e) => {
      if (!isDatabaseFault(e)) throw e;
    });
  }
}
