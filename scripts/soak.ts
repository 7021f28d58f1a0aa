/**
 * npm run soak: a bounded mixed read/write load against a real server process on a fresh PostgreSQL
 * database (made here, dropped at the end, on failure and on Ctrl-C), while the database's connections are
 * terminated a few times (pg_terminate_backend on this database only) and then cut for a few seconds
 * (through a loopback TCP proxy: new connections refused meanwhile). Prints the requests, the answers by
 * status and code, the recovery after each fault and the writes lost (expected 0) or answered as failed
 * although stored (expected 0). Options: --seconds N (60), --clients N (6).
 * The database server: DATABASE_URL's (any database on it) or TEST_POSTGRES_URL, else the local one.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/server/db/openDatabase';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { DEMO_PASSWORD } from '../src/server/db/demoData';
import { freePort, startServerProcess, type ServerProcess } from '../tests/support/serverProcess';
import { TcpProxy } from '../tests/support/tcpProxy';
import { checkWrites, runFaultLoad, type Fault } from '../tests/support/faultLoad';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 60);
const clients = arg('clients', 6);
const adminUrl = new URL(process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
adminUrl.pathname = '/postgres';
const name = `portal_soak_${randomBytes(5).toString('hex')}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` });
const admin = new pg.Client({ connectionString: adminUrl.toString() });
let server: ServerProcess | undefined;
let proxy: TcpProxy | undefined;
let created = false;

async function cleanUp() {
  await server?.stop();
  await proxy?.down();
  if (created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end().catch(() => {});
}
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

async function main() {
  await admin.connect();
  await admin.query(`create database ${name}`);
  created = true;
  console.log(`database ${name}: migrating and seeding...`);
  const database = await openDatabase({ url: dbUrl.toString() });
  await migrate(database.db);
  await seedDemo(database.db, { shipments: 500 });
  await database.close();

  proxy = new TcpProxy(await freePort(), { host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
  await proxy.up();
  const viaProxy = Object.assign(new URL(dbUrl), { host: `127.0.0.1:${proxy.port}` });
  server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), SEED_DEMO: '0', LOG_LEVEL: 'error' });
  const login = async () => {
    const res = await fetch(`${server!.url}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD }) });
    return (await res.json()).token as string;
  };
  const tokens = [await login(), await login(), await login()];
  const page = await (await fetch(`${server.url}/api/probill/pickup_date?limit=100`, { headers: { authorization: `Token ${tokens[0]}` } })).json();
  const probills = page.results.map((r: { probill: string }) => r.probill);

  const terminate = async () => {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    console.log(`  ${new Date().toISOString().slice(11, 19)} terminated ${rowCount} backends`);
  };
  const span = seconds * 1000;
  const faults: Fault[] = [0.15, 0.3, 0.45, 0.6].map((f, i) => ({ atMs: Math.round(span * f), name: `terminate ${i + 1}`, run: terminate }));
  faults.push({ atMs: Math.round(span * 0.72), name: 'cut (connections cut, new ones refused)', run: () => proxy!.down(), measured: false });
  faults.push({ atMs: Math.round(span * 0.72) + 3000, name: 'back after a 3 s outage', run: () => proxy!.up() });

  const marker = `soak${randomBytes(3).toString('hex')}`;
  const loadBefore = loadavg();
  console.log(`load: ${clients} clients for ${seconds} s (60% grid reads, 40% claims filed), faults at ${faults.map((f) => `${(f.atMs / 1000).toFixed(1)} s`).join(', ')}`);
  const report = await runFaultLoad({ url: server.url, tokens, probills, clients, durationMs: span, writeShare: 0.4, marker, faults });
  const loadAfter = loadavg();

  const check = new pg.Client({ connectionString: dbUrl.toString() });
  await check.connect();
  const { rows } = await check.query<{ description: string }>('select description from claims where description like $1', [`${marker}-%`]);
  await check.end();
  const writes = checkWrites(report.writes, new Set(rows.map((r) => r.description)));
  const alive = server.alive();

  console.log(`\nrequests: ${report.requests} (${(report.requests / seconds).toFixed(0)}/s), no answer: ${report.networkErrors}`);
  console.log(`answers by status: ${Object.entries(report.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`error codes: ${Object.entries(report.codes).map(([c, n]) => `${c}: ${n}`).join(', ') || 'none'}; 503 without Retry-After: ${report.missingRetryAfter}; not the pinned shape: ${report.badShape}`);
  for (const r of report.recoveries) console.log(`recovery after ${r.fault}: ${r.ms} ms`);
  console.log(`writes: ${report.writes.length} sent, ${writes.acknowledged} acknowledged, lost: ${writes.lost.length}, answered failed but stored: ${writes.failedButStored.length}, unknown (504): ${writes.unknown} of which stored: ${writes.unknownStored}`);
  console.log(`server process alive: ${alive}; load average (1 min) before ${loadBefore[0]!.toFixed(2)}, after ${loadAfter[0]!.toFixed(2)}`);
  const failed = !alive || report.networkErrors > 0 || writes.lost.length > 0 || writes.failedButStored.length > 0 || report.missingRetryAfter > 0 || report.recoveries.some((r) => r.ms > 5000);
  if (failed) {
    console.error('SOAK FAILED');
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
