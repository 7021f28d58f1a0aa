import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { freePort, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { dialectsUnderTest } from '../support/testDatabases';
import { TcpProxy } from '../support/tcpProxy';
import { startPrivateCluster, type PrivateCluster } from '../support/privateCluster';
import { checkWrites, runFaultLoad, type FaultLoadReport } from '../support/faultLoad';
import { openDatabase } from '../../src/server/db/openDatabase';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

const dialects = (await dialectsUnderTest()).map((d) => d.name);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Database faults are weather (README, Reliability and security), on PostgreSQL: the real server
 * process reaches its own test database through a loopback TCP proxy, so the database can be taken away
 * (connections cut, new ones refused) and given back without touching the shared cluster; and its
 * backends are terminated (pg_terminate_backend, this database's only) under a steady mixed load.
 */
describe.runIf(dialects.includes('postgres'))('database faults are weather [postgres]', () => {
  const name = `portal_faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  const direct = Object.assign(new URL(adminUrl), { pathname: `/${name}` });
  let proxy: TcpProxy;
  let server: ServerProcess;
  let tokens: string[];
  let probills: string[];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ url: direct.toString() });
    await migrate(database.db);
    await seedDemo(database.db, { shipments: 200 });
    await database.close();
    proxy = new TcpProxy(await freePort(), { host: direct.hostname, port: Number(direct.port || 5432) });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.down();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const api = (path: string, init?: RequestInit) => fetch(`${server.url}/api/${path}`, init);
  const expectUnavailable = async (res: Response) => {
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', detail: 'The service is temporarily unavailable. Please try again in a moment.' });
  };
  /** ms until /api/ready answers 200, polled every 100 ms. */
  const untilReady = async (limitMs: number) => {
    const t0 = Date.now();
    while (Date.now() - t0 < limitMs) {
      if ((await api('ready')).status === 200) return Date.now() - t0;
      await new Promise((r) => setTimeout(r, 100));
    }
    return Infinity;
  };
  const login = async () => (await (await api('users/login', { method: 'POST', body: new URLSearchParams({ username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD }) })).json()).token as string;
  const claimsLike = async (marker: string) => {
    const c = new pg.Client({ connectionString: direct.toString() });
    await c.connect();
    const { rows } = await c.query<{ description: string }>('select description from claims where description like $1', [`${marker}-%`]);
    await c.end();
    return rows.map((r) => r.description);
  };
  const terminateBackends = async () => {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  };
  const expectWeathered = (report: FaultLoadReport, stored: Set<string>) => {
    const writes = checkWrites(report.writes, stored);
    console.log(JSON.stringify({ requests: report.requests, byStatus: report.byStatus, codes: report.codes, recoveries: report.recoveries, writes: { ...writes, lost: writes.lost.length, failedButStored: writes.failedButStored.length } }));
    expect(server.alive(), server.output()).toBe(true);
    expect(report.networkErrors).toBe(0);
    expect(report.badShape).toBe(0);
    expect(report.missingRetryAfter).toBe(0);
    // Every refusal is a fault's own answer, never a 500.
    expect(Object.keys(report.byStatus).filter((s) => !['200', '503', '504'].includes(s))).toEqual([]);
    expect(Object.keys(report.codes).filter((c) => c !== 'DATABASE_UNAVAILABLE' && c !== 'WRITE_OUTCOME_UNKNOWN')).toEqual([]);
    for (const r of report.recoveries) expect(r.ms, r.fault).toBeLessThanOrEqual(5000);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(writes.lost).toEqual([]);
    expect(writes.failedButStored).toEqual([]);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  };

  it('starts while its database is away: alive, not ready, calls answer 503 with Retry-After; serves within 5 s once it is back', async () => {
    server = await startServerProcess({ DATABASE_URL: `postgres://${direct.username}@127.0.0.1:${proxy.port}/${name}`, SEED_DEMO: '0', LOG_LEVEL: 'error' }, 120_000, '/api/health');
    const health = await api('health');
    expect(health.status).toBe(200);
    expect((await health.json()).status).toBe('ok');
    await expectUnavailable(await api('ready'));
    await expectUnavailable(await api('version'));
    await expectUnavailable(await api('users/login', { method: 'POST', body: new URLSearchParams({ username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD }) }));
    // Still waiting a few seconds later, not exited.
    await new Promise((r) => setTimeout(r, 2500));
    expect(server.alive()).toBe(true);
    await proxy.up();
    expect(await untilReady(5000)).toBeLessThanOrEqual(5000);
    expect(await (await api('ready')).json()).toEqual({ ready: true, database: 'reachable', migrations: 'current', files: 'reachable' });
    tokens = [await login(), await login(), await login()];
    const page = await (await api('probill/pickup_date?limit=50', { headers: { authorization: `Token ${tokens[0]}` } })).json();
    probills = page.results.map((r: { probill: string }) => r.probill);
    expect(probills.length).toBeGreaterThan(10);
  }, 180_000);

  it('lives through its backends terminated four times under a steady mixed load: 503 with Retry-After, back within 5 s, no write lost or answered failed when stored', async () => {
    const marker = `term${randomBytes(3).toString('hex')}`;
    const report = await runFaultLoad({
      url: server.url,
      tokens,
      probills,
      clients: 6,
      durationMs: 20_000,
      writeShare: 0.4,
      marker,
      faults: [3000, 7000, 11_000, 15_000].map((atMs, i) => ({ atMs, name: `terminate ${i + 1}`, run: terminateBackends })),
    });
    expectWeathered(report, new Set(await claimsLike(marker)));
    // The terminations met requests in flight: they were answered as faults, not hidden.
    expect((report.byStatus['503'] ?? 0) + (report.byStatus['504'] ?? 0)).toBeGreaterThan(0);
  }, 120_000);

  it('lives through an outage of 4 s (connections cut, new ones refused): 503 while away, ready says so, serving again within 5 s', async () => {
    const marker = `cut${randomBytes(3).toString('hex')}`;
    let readyWhileAway: Response | undefined;
    const report = await runFaultLoad({
      url: server.url,
      tokens,
      probills,
      clients: 6,
      durationMs: 14_000,
      writeShare: 0.4,
      marker,
      faults: [
        { atMs: 3000, name: 'cut', run: () => proxy.down(), measured: false },
        { atMs: 5000, name: 'probe', run: async () => void (readyWhileAway = await api('ready')), measured: false },
        { atMs: 7000, name: 'back', run: () => proxy.up() },
      ],
    });
    expectWeathered(report, new Set(await claimsLike(marker)));
    expect(report.byStatus['503']).toBeGreaterThan(0);
    await expectUnavailable(readyWhileAway!);
    expect((await api('ready')).status).toBe(200);
  }, 120_000);
});

/**
 * A real restart (pg_ctl restart, as `pg_ctlcluster ... restart` killed the server twice out of two before),
 * of a private cluster on a loopback port under /tmp: every backend ended, connections refused while it
 * starts again.
 */
describe.runIf(dialects.includes('postgres'))('database restarts are weather [postgres, private cluster]', () => {
  let cluster: PrivateCluster;
  let server: ServerProcess;
  beforeAll(async () => {
    cluster = await startPrivateCluster();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    const database = await openDatabase({ url: cluster.url('portal') });
    await migrate(database.db);
    await seedDemo(database.db, { shipments: 200 });
    await database.close();
    server = await startServerProcess({ DATABASE_URL: cluster.url('portal'), SEED_DEMO: '0', LOG_LEVEL: 'error' });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await cluster?.remove();
  });

  it('lives through two restarts of its database under a steady mixed load: no write lost or answered failed when stored, serving within 5 s of each', async () => {
    const login = async () => (await (await fetch(`${server.url}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username: 'customer', company: 'MANITOULIN', password: DEMO_PASSWORD }) })).json()).token as string;
    const tokens = [await login(), await login()];
    const page = await (await fetch(`${server.url}/api/probill/pickup_date?limit=50`, { headers: { authorization: `Token ${tokens[0]}` } })).json();
    const marker = `restart${randomBytes(3).toString('hex')}`;
    const report = await runFaultLoad({
      url: server.url,
      tokens,
      probills: page.results.map((r: { probill: string }) => r.probill),
      clients: 6,
      durationMs: 20_000,
      writeShare: 0.4,
      marker,
      faults: [4000, 12_000].map((atMs, i) => ({ atMs, name: `restart ${i + 1}`, run: () => cluster.restart() })),
    });
    const check = new pg.Client({ connectionString: cluster.url('portal') });
    await check.connect();
    const { rows } = await check.query<{ description: string }>('select description from claims where description like $1', [`${marker}-%`]);
    await check.end();
    const writes = checkWrites(report.writes, new Set(rows.map((r) => r.description)));
    console.log(JSON.stringify({ requests: report.requests, byStatus: report.byStatus, codes: report.codes, recoveries: report.recoveries, writes: { ...writes, lost: writes.lost.length, failedButStored: writes.failedButStored.length } }));
    expect(server.alive(), server.output()).toBe(true);
    expect(report.networkErrors).toBe(0);
    expect(report.badShape).toBe(0);
    expect(report.missingRetryAfter).toBe(0);
    expect(Object.keys(report.byStatus).filter((s) => !['200', '503', '504'].includes(s))).toEqual([]);
    for (const r of report.recoveries) expect(r.ms, r.fault).toBeLessThanOrEqual(5000);
    expect(report.byStatus['503']).toBeGreaterThan(0);
    expect(writes.acknowledged).toBeGreaterThan(0);
    expect(writes.lost).toEqual([]);
    expect(writes.failedButStored).toEqual([]);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 120_000);
});

