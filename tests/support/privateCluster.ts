import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './serverProcess';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

export interface PrivateCluster {
  url(database: string): string;
  /** pg_ctl restart: every backend ended, connections refused until the server is up again. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of our own on a loopback port, in a folder under the temporary directory, to
 * restart for real (the shared cluster on 5432 is never touched), as tests/support/replicaClusters.ts
 * makes its pair: initdb with trust on 127.0.0.1, run as the postgres user (the binaries refuse root).
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const port = await freePort();
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  chownSync(dir, uid, uid);
  const as = (cmd: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { cwd: dir });
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const stop = () => as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    appendFileSync(join(data, 'postgresql.conf'), `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nshared_buffers = 32MB\nmax_connections = 40\n`);
    await as('pg_ctl', ['-D', data, '-l', log, '-w', 'start']);
  } catch (e) {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart(mode = 'fast') {
      await as('pg_ctl', ['-D', data, '-l', log, '-m', mode, '-w', 'restart']);
    },
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
