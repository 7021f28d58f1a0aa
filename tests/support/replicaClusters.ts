import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './serverProcess';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

export interface ReplicatedClusters {
  primaryUrl: (database: string) => string;
  replicaUrl: (database: string) => string;
  /** Runs SQL on the replica's `postgres` database as its superuser. */
  onReplica(query: string): Promise<pg.QueryResult>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A PostgreSQL primary and its streaming replica of our own, on loopback
 * ports, in a folder under the temporary directory (the shared cluster on 5432
 * is never touched): initdb (trust on 127.0.0.1, replication included),
 * pg_basebackup -R for the standby. The server binaries refuse to run as root,
 * so they run as the postgres user.
 */
export async function startReplicatedClusters(): Promise<ReplicatedClusters> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-replica-'));
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const { stdout } = await run('id', ['-u', 'postgres']);
  const uid = Number(stdout.trim());
  chownSync(dir, uid, uid);
  const as = (cmd: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { cwd: dir });
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const settings = (port: number) => `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nshared_buffers = 32MB\nmax_connections = 40\n`;
  const stop = async (data: string) => as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
  try {
    await as('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    appendFileSync(primary + '/postgresql.conf', `${settings(primaryPort)}wal_level = replica\nmax_wal_senders = 4\n`);
    await as('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', 'start']);
    await as('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '--no-sync']);
    appendFileSync(replica + '/postgresql.conf', settings(replicaPort));
    await as('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-w', 'start']);
  } catch (e) {
    await stop(replica);
    await stop(primary);
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const url = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async (port: number, text: string) => {
    const client = new pg.Client({ connectionString: url(port, 'postgres') });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    onReplica: (text) => query(replicaPort, text),
    async caughtUp() {
      const target = (await query(primaryPort, 'select pg_current_wal_insert_lsn()::text as lsn')).rows[0].lsn as string;
      for (let i = 0; i < 600; i++) {
        const { rows } = await query(replicaPort, `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn as done`);
        if (rows[0].done) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the replica did not catch up in 30 s');
    },
    async remove() {
      await stop(replica);
      await stop(primary);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
