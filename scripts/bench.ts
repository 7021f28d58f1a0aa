/**
 * npm run bench [-- --shipments N --runs R]
 * The grid's speed and memory (issue 5): seeds N shipments (1,000,000) into a
 * fresh PostgreSQL database (DATABASE_URL or the local server; portal_bench_<random>,
 * dropped at the end), starts the real server on it, then measures side by side:
 * p50/p95 of the grid endpoint over HTTP against the same SQL run straight
 * through the driver, the count, CSV and XLSX exports of every row against
 * PostgreSQL's own COPY ... TO STDOUT (psql \copy), and the server's peak memory
 * while exporting. Writes bench-report.md and prints it. A measurement, never a test.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/server/db/openDatabase';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed';
import { bulkSeedShipments } from '../src/server/db/bulkSeed';
import { customers, DEMO_PASSWORD } from '../src/server/db/demoData';
import { gridSources } from '../src/server/data/gridSources';
import { parseGridQuery } from '../src/server/query/parseGridQuery';
import { gridSql } from '../src/server/query/runGridQuery';
import { countOutput, freePort, percentile, startServer, stopServer, timed, withRssSampling } from './benchTools';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1] || fallback);
const SHIPMENTS = process.argv.includes('--shipments') ? arg('shipments', 1_000_000) : 1_000_000;
const RUNS = process.argv.includes('--runs') ? arg('runs', 30) : 30;
// Far below what the rows of a 1,000,000-row export would take if they were kept (its CSV text alone is 126 MiB).
const HEAP_CAP_MIB = 96;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_bench_${randomBytes(4).toString('hex')}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const ms = (v: number) => v.toFixed(1);
const report: string[] = [];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

await admin(`create database ${name}`);
const database = await openDatabase({ url });
const raw = new pg.Pool({ connectionString: url, max: 4 });
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let cleaned: Promise<void> | undefined;
/** Stops the server and drops the database: at the end, on a failure, or on Ctrl-C. Runs once. */
const cleanUp = () =>
  (cleaned ??= (async () => {
    server?.kill();
    await raw.end().catch(() => undefined);
    await database.close().catch(() => undefined);
    await admin(`drop database if exists ${name} with (force)`);
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: dropping ${name}`);
    void cleanUp().finally(() => process.exit(130));
  });
// Progress on stderr: a run takes minutes on a loaded machine.
const step = (what: string) => console.error(`${new Date().toISOString().slice(11, 19)} ${what}`);
try {
  step(`${name}: migrating and seeding ${SHIPMENTS.toLocaleString('en')} shipments`);
  await migrate(database.db);
  await seedDemo(database.db, { shipments: 0 });
  // Every shipment belongs to the carrier's own customers, so the employee's grid holds all of them.
  const manitoulin = customers.filter((c) => c.company === 'MANITOULIN');
  const seedSeconds = (await timed(() => bulkSeedShipments(database.db, SHIPMENTS, manitoulin))) / 1000;
  const { rows: version } = await raw.query('show server_version');
  report.push(`# Grid benchmark`, '', `${new Date().toISOString()} · ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start · PostgreSQL ${version[0].server_version} · ${SHIPMENTS.toLocaleString('en')} shipments seeded in ${seedSeconds.toFixed(1)} s (with their invoices, indexes rebuilt, vacuum analyze) · ${RUNS} runs per case after 3 warm-ups`, '');

  step('starting the server, measuring the grid endpoint');
  /** The server in its own process, and a session of the employee, whose grid holds every shipment. */
  const launch = async (nodeArgs: string[] = []) => {
    const port = await freePort();
    server = await startServer(root, url, port, nodeArgs);
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/users/login`, { method: 'POST', body: new URLSearchParams({ username: 'employee', company: 'MANITOULIN', password: DEMO_PASSWORD }) });
    return { base, headers: { authorization: `Token ${(await login.json()).token}` } };
  };
  let { base, headers } = await launch();
  const source = gridSources.shipments!;
  const scope = { company: 'MANITOULIN', customer: null, userId: 0 };

  const cases: [string, string][] = [
    ['page 1 (newest pickups)', ''],
    ['deep page (offset 500,000)', 'offset=500000'],
    ['contains filter (shipper name ~ "lumber")', 'shipper_name__icontains=lumber'],
    ['date range (one month of pickups)', `pickup_date__gte=${day(60)}&pickup_date__lt=${day(30)}`],
    ['sort on an unindexed column (-weight)', 'sort=-weight'],
  ];
  report.push('## Grid endpoint (HTTP, page + count) against the same SQL through the driver', '', '| case | rows matched | endpoint p50 ms | endpoint p95 ms | SQL p50 ms | SQL p95 ms | p95 ratio |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, query] of cases) {
    const { page, count } = gridSql(source, parseGridQuery(Object.fromEntries(new URLSearchParams(query)), source), scope);
    const [p, c] = [page.compile(database.db), count.compile(database.db)];
    const viaHttp = () => fetch(`${base}/probill/pickup_date?${query}`, { headers }).then((r) => r.json());
    const viaSql = () => Promise.all([raw.query(p.sql, p.parameters as unknown[]), raw.query(c.sql, c.parameters as unknown[])]);
    for (let i = 0; i < 3; i++) await viaHttp().then(viaSql);
    const [http, direct]: number[][] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      http.push(await timed(viaHttp));
      direct.push(await timed(viaSql));
    }
    const matched = (await viaHttp()).count as number;
    report.push(`| ${label} | ${matched.toLocaleString('en')} | ${ms(percentile(http, 50))} | ${ms(percentile(http, 95))} | ${ms(percentile(direct, 50))} | ${ms(percentile(direct, 95))} | ${(percentile(http, 95) / percentile(direct, 95)).toFixed(2)} |`);
  }
  const countSql = gridSql(source, parseGridQuery({}, source), scope).count.compile(database.db);
  const counts: number[] = [];
  for (let i = 0; i < RUNS; i++) counts.push(await timed(() => raw.query(countSql.sql, countSql.parameters as unknown[])));
  report.push('', `The count alone (all ${SHIPMENTS.toLocaleString('en')} rows of the scope, SQL): p50 ${ms(percentile(counts, 50))} ms, p95 ${ms(percentile(counts, 95))} ms; every endpoint answer above includes its count.`, '');

  report.push(`## Exports of every row (${SHIPMENTS.toLocaleString('en')}, default sort, 15 columns) against COPY`, '', '| export | seconds | rows/s | MiB written | server RSS before MiB | server RSS peak MiB | peak, first half / second half MiB |', '|---|---:|---:|---:|---:|---:|---:|');
  const copySql = `\\copy (select ${Object.keys(source.fields).join(', ')} from shipments where company = 'MANITOULIN' order by pickup_date desc, probill desc) to stdout with (format csv, header)`;
  step('measuring the exports');
  let copyBytes = 0;
  const copySeconds = (await timed(async () => (copyBytes = await countOutput('psql', [url, '-X', '-q', '-c', copySql])))) / 1000;
  report.push(`| PostgreSQL COPY TO STDOUT (psql \\copy, CSV) | ${copySeconds.toFixed(1)} | ${Math.round(SHIPMENTS / copySeconds).toLocaleString('en')} | ${(copyBytes / 2 ** 20).toFixed(0)} | – | – | – |`);
  const exportRow = async (label: string, type: string) => {
    const body = JSON.stringify({ api_url: 'api/probill/pickup_date', output_type: type, title: 'Bench', query_params: {} });
    const run = async () => {
      const res = await fetch(`${base}/export`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      return bytes;
    };
    const start = performance.now();
    try {
      const { result: bytes, baseline, peak, halves } = await withRssSampling(server!.pid!, run);
      const seconds = (performance.now() - start) / 1000;
      report.push(`| ${label} | ${seconds.toFixed(1)} | ${Math.round(SHIPMENTS / seconds).toLocaleString('en')} | ${(bytes / 2 ** 20).toFixed(0)} | ${baseline.toFixed(0)} | ${peak.toFixed(0)} | ${halves[0].toFixed(0)} / ${halves[1].toFixed(0)} |`);
    } catch (e) {
      report.push(`| ${label} | failed (${(e as Error).message}) | | | | | |`);
    }
  };
  for (const type of ['CSV', 'XLSX']) await exportRow(`${type} export (POST export, streamed)`, type);
  // V8 grows its heap lazily, so RSS alone does not tell a bounded export from one that keeps rows: the same
  // exports again with the server's heap capped far below what 1,000,000 rows kept in memory would take.
  step(`the exports again, the server's heap capped at ${HEAP_CAP_MIB} MiB`);
  await stopServer(server!);
  ({ base, headers } = await launch([`--max-old-space-size=${HEAP_CAP_MIB}`]));
  for (const type of ['CSV', 'XLSX']) await exportRow(`${type} export, server heap capped at ${HEAP_CAP_MIB} MiB`, type);
  report.push('', `Load average of the machine at the end: ${loadavg()[0]!.toFixed(1)} (on ${cpus().length} cores). Endpoint timings include HTTP, the access check, JSON serialisation and reading the answer; SQL timings run the page and count statements side by side on the pool, as the server does. RSS is sampled every 50 ms from /proc of the server process. V8 lets its heap grow until collecting pays, so RSS climbs to a plateau whatever the export holds; the capped runs (node --max-old-space-size=${HEAP_CAP_MIB}) show what an export needs: they complete only if what the server holds does not grow with the rows written.`);
} finally {
  await cleanUp();
}
const text = report.join('\n') + '\n';
writeFileSync(join(root, 'bench-report.md'), text);
console.log(text);
