import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startServerProcess } from '../support/serverProcess';
import { dialectsUnderTest } from '../support/testDatabases';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';

async function login(url: string, username: string) {
  const res = await fetch(`${url}/api/users/login`, { method: 'POST', body: new URLSearchParams({ username, company: 'MANITOULIN', password: DEMO_PASSWORD }) });
  return { status: res.status, body: await res.json() };
}

async function fileClaim(url: string, token: string) {
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const grid = await (await fetch(`${url}/api/probill/pickup_date?limit=1`, { headers })).json();
  const res = await fetch(`${url}/api/claims`, { method: 'POST', headers, body: JSON.stringify({ probill: grid.results[0].probill, amount: 10, claimant_email: 'a@b.co', description: 'kept across restarts' }) });
  return (await res.json()).claim_number as string;
}

async function claimExists(url: string, token: string, claimNumber: string) {
  const res = await fetch(`${url}/api/claims?claim_number__iexact=${claimNumber}`, { headers: { authorization: `Token ${token}` } });
  return (await res.json()).count === 1;
}

const dialects = (await dialectsUnderTest()).map((d) => d.name);
// Two server processes each (tsx, migrations, the demo seed's password hashes): near a minute on a loaded two-core machine.
const START_TIMEOUT = 240_000;

describe('the server process (npm start without the build)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('creates the embedded database under DATA_DIR, seeds it once, and keeps changes across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SHIPMENTS: '200' });
    cleanups.push(first.stop);
    const { body } = await login(first.url, 'customer');
    const claim = await fileClaim(first.url, body.token);
    await first.stop();
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);

    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    cleanups.push(second.stop);
    expect(second.output()).not.toContain('Seeding');
    const again = await login(second.url, 'customer');
    expect(await claimExists(second.url, again.body.token, claim)).toBe(true);
    await second.stop();
  }, START_TIMEOUT);

  it.runIf(dialects.includes('postgres'))('runs on PostgreSQL: migrations at start, demo data only with SEED_DEMO=1', async () => {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `portal_start_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;

    const bare = await startServerProcess({ DATABASE_URL: url.toString(), SEED_DEMO: '' });
    cleanups.push(bare.stop);
    expect((await login(bare.url, 'customer')).status).toBe(401); // migrated, but no demo users
    await bare.stop();

    const seeded = await startServerProcess({ DATABASE_URL: url.toString(), SEED_DEMO: '1', DEMO_SHIPMENTS: '100' });
    cleanups.push(seeded.stop);
    const { status, body } = await login(seeded.url, 'customer');
    expect(status).toBe(200);
    const claim = await fileClaim(seeded.url, body.token);
    await seeded.stop();

    const restarted = await startServerProcess({ DATABASE_URL: url.toString(), SEED_DEMO: '1' });
    cleanups.push(restarted.stop);
    expect(restarted.output()).not.toContain('Seeding');
    expect(await claimExists(restarted.url, (await login(restarted.url, 'customer')).body.token, claim)).toBe(true);
    await restarted.stop();
  }, START_TIMEOUT);
});
