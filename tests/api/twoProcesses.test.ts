import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/testApp';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { dialectsUnderTest } from '../support/testDatabases';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

const dialects = (await dialectsUnderTest()).map((d) => d.name);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Two server processes on one PostgreSQL database, as several instances behind
 * a load balancer: what one changes (a group's menus, a lock, a row of a grid,
 * a session, a throttle's count, a preference) holds on the next request to the
 * other, whatever the other had cached; a screen definition deployed to their
 * screens folder is served by both. Both trust the loopback proxy's
 * X-Forwarded-For (TRUST_PROXY), as behind a reverse proxy.
 */
describe.runIf(dialects.includes('postgres'))('two server processes on one PostgreSQL database', () => {
  const name = `portal_two_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let a: ServerProcess;
  let b: ServerProcess;
  // One screens folder for both, as a deployment shares the code (a copy, to drop a definition into).
  const screensDir = mkdtempSync(join(tmpdir(), 'screens-two-'));
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    cpSync(join(repoRoot, 'screens'), screensDir, { recursive: true });
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const env = { DATABASE_URL: url, SCREENS_DIR: screensDir, TRUST_PROXY: '127.0.0.1' };
    a = await startServerProcess({ ...env, SEED_DEMO: '1', DEMO_SHIPMENTS: '300' });
    b = await startServerProcess({ ...env, SEED_DEMO: '0' });
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(screensDir, { recursive: true, force: true });
  });

  const login = async (server: ServerProcess, username: string) => {
    const res = await fetch(`${server.url}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username, company: 'MANITOULIN', password: DEMO_PASSWORD }) });
    return (await res.json()).token as string;
  };
  const call = (server: ServerProcess, token: string, method: string, path: string, body?: object) =>
    fetch(`${server.url}/api/${path}`, { method, headers: { authorization: `Token ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });

  it('a change of a group’s menus or a lock made through one takes effect on the next request to the other', async () => {
    const [adminToken, customerToken] = [await login(a, 'admin'), await login(b, 'customer')];
    const grid = () => call(b, customerToken, 'GET', 'probill/pickup_date?limit=1').then((r) => r.status);
    expect(await grid()).toBe(200);
    expect(await grid()).toBe(200);
    const group = (await (await call(b, customerToken, 'GET', 'users/refresh')).json()).profile.MT_GRP as number;
    const menus = await (await call(a, adminToken, 'GET', `menugroups/${group}/menus`)).json();
    const emptied = await call(a, adminToken, 'PUT', `menugroups/${group}/menus`, { menus: [] });
    expect(emptied.status, await emptied.clone().text()).toBe(200);
    expect(await grid()).toBe(403);
    const restore = { menus: menus.map((m: { TMMID: number; sequence: number }) => ({ TMMID: m.TMMID, sequence: m.sequence })) };
    expect((await call(a, adminToken, 'PUT', `menugroups/${group}/menus`, restore)).status).toBe(200);
    expect(await grid()).toBe(200);

    const other = await login(b, 'customer2');
    expect((await call(b, other, 'GET', 'probill/pickup_date?limit=1')).status).toBe(200);
    expect((await call(a, adminToken, 'POST', 'users/lock_unlock_user', { uid: 'customer2', company: 'MANITOULIN', lock: true })).status).toBe(200);
    expect((await call(b, other, 'GET', 'probill/pickup_date?limit=1')).status).toBe(401);
  });

  it('a row written through one is counted by the other’s next page', async () => {
    const token = await login(a, 'customer');
    const probill = (await (await call(a, token, 'GET', 'probill/pickup_date?limit=1')).json()).results[0].probill;
    const file = () => call(a, token, 'POST', 'claims', { probill, amount: 10, claimant_email: 'a@b.co', description: 'two processes' }).then((r) => expect(r.status).toBe(200));
    await file();
    await file();
    const count = async () => (await (await call(b, token, 'GET', 'claims?limit=1')).json()).count as number;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await count()).toBe(before);
    await file();
    expect(await count()).toBe(before + 1);
  });

  it('a session made on one works on the other, and a sign-out on either ends it on both', async () => {
    const token = await login(a, 'employee');
    const refresh = (server: ServerProcess) => call(server, token, 'GET', 'users/refresh').then((r) => r.status);
    expect([await refresh(a), await refresh(b)]).toEqual([200, 200]);
    expect((await call(b, token, 'POST', 'users/logout')).status).toBe(200);
    expect([await refresh(a), await refresh(b)]).toEqual([401, 401]);
  });

  it('counts sign-in failures across both: five wrong passwords split over the two reach the limit, per client address behind the proxy', async () => {
    const attempt = (server: ServerProcess, password: string, address: string) =>
      fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'x-forwarded-for': address }, body: new URLSearchParams({ username: 'quoteonly', company: 'MANITOULIN', password }) });
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await attempt(server, 'Wrong!Guess2026', '203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth, on either instance, is over the window of this name from this address: the right password too.
    const sixth = await attempt(b, DEMO_PASSWORD, '203.0.113.7');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(a, DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
    // Another client (another X-Forwarded-For through the trusted proxy) is not held by that window.
    expect((await attempt(b, DEMO_PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('serves a screen definition dropped into the screens folder from both within 2 s', async () => {
    const token = await login(a, 'admin');
    const screen = (server: ServerProcess) => call(server, token, 'GET', 'screens/TWO-INSTANCES').then((r) => r.status);
    expect([await screen(a), await screen(b)]).toEqual([404, 404]);
    writeFileSync(join(screensDir, 'TWO-INSTANCES.json'), JSON.stringify({ cmid: 'TWO-INSTANCES', kind: 'grid', title: 'Two instances', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text' }] }));
    const t0 = Date.now();
    const served = async (server: ServerProcess) => {
      while (Date.now() - t0 < 2000) {
        if ((await screen(server)) === 200) return Date.now() - t0;
        await new Promise((r) => setTimeout(r, 100));
      }
      return Infinity;
    };
    const [onA, onB] = await Promise.all([served(a), served(b)]);
    expect(onA).toBeLessThanOrEqual(2000);
    expect(onB).toBeLessThanOrEqual(2000);
    expect((await (await call(b, token, 'GET', 'screens/TWO-INSTANCES')).json()).title).toBe('Two instances');
  });

  it('preferences saved through one show through the other', async () => {
    const [onA, onB] = [await login(a, 'customer'), await login(b, 'customer')]; // (customer2 is locked above)
    const prefs = { record_pref: 20, table_pref: [{ name: 'probill', index: 0, visible: 'Y' }, { name: 'weight', index: 1, visible: 'N' }], view_pref: 'T', sep_pref: 'vertical', api: 'probill/pickup_date', cmid: 'MTDPUDATE' };
    const load = () => call(b, onB, 'GET', 'users/get_user_table_infor?api=probill/pickup_date&cmid=MTDPUDATE').then((r) => r.json());
    expect(await load()).toEqual({ table: [], record: null, sep: null });
    expect((await call(a, onA, 'PUT', 'users/save_user_table_infor', prefs)).status).toBe(200);
    expect(await load()).toEqual({ table: prefs.table_pref, record: 20, sep: 'vertical' });
  });
});
