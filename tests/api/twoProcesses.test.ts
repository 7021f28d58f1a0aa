import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { dialectsUnderTest } from '../support/testDatabases';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

const dialects = (await dialectsUnderTest()).map((d) => d.name);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Two server processes on one PostgreSQL database, as several instances behind
 * a load balancer: what one changes (a group's menus, a lock, a row of a grid)
 * holds on the next request to the other, whatever the other had cached.
 */
describe.runIf(dialects.includes('postgres'))('two server processes on one PostgreSQL database', () => {
  const name = `portal_two_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    a = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '1', DEMO_SHIPMENTS: '300' });
    b = await startServerProcess({ DATABASE_URL: url, SEED_DEMO: '0' });
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
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
});
