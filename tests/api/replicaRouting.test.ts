import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/server/db/openDatabase';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot } from '../support/testApp';
import { startReplicatedClusters, type ReplicatedClusters } from '../support/replicaClusters';

const dialects = (await dialectsUnderTest()).map((d) => d.name);

/**
 * With DATABASE_REPLICA_URL: grid pages, counts and exports read the replica,
 * everything else the primary, and a user who just wrote reads their write.
 * A primary and a streaming replica of our own (not the shared cluster); the
 * replica's replay is paused so that "not replicated yet" is certain, not a race.
 */
describe.runIf(dialects.includes('postgres'))('reads off the primary (a streaming replica)', () => {
  let clusters: ReplicatedClusters;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    clusters = await startReplicatedClusters();
    const admin = new pg.Client({ connectionString: clusters.primaryUrl('postgres') });
    await admin.connect();
    await admin.query('create database portal');
    await admin.end();
    database = await openDatabase({ url: clusters.primaryUrl('portal'), replicaUrl: clusters.replicaUrl('portal') });
    await migrate(database.db);
    await seedDemo(database.db, { shipments: 300 });
    app = await buildApp({ db: database.db, replica: database.replica, root: repoRoot });
    await clusters.caughtUp();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await clusters?.remove();
  });

  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, (await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company: 'MANITOULIN', password: DEMO_PASSWORD } })).json().token);
    return tokens.get(username)!;
  };
  const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url: `/api/${url}`, headers: auth(await token(username)), ...(payload ? { payload } : {}) });
  const claimCount = async (username: string) => (await call(username, 'GET', 'claims?limit=1')).json().count as number;

  it('reads grids, counts and exports from the replica, and the rest from the primary', async () => {
    await token('employee');
    await token('customer');
    await clusters.caughtUp();
    await clusters.onReplica('select pg_wal_replay_pause()');
    try {
      // Written on the primary by someone else (not through these users' sessions): not on the replica yet.
      const shipment = { probill: '7777777777', company: 'MANITOULIN', customer_account: '100001', pickup_date: '2026-01-05', status: 'Delivered', pieces: 1, weight: 1, pickup_number: 'PU1', reference: 'R', shipper_name: 'Replica Test', shipper_city: 'C', shipper_province: 'ON', consignee_name: 'S', consignee_city: 'C', consignee_province: 'ON' };
      await database.db.insertInto('shipments').values(shipment).execute();
      await database.db.updateTable('users').set({ first_name: 'Primary' }).where('username', '=', 'employee').execute();
      const grid = await call('employee', 'GET', 'probill/pickup_date?probill__iexact=7777777777');
      expect(grid.json()).toMatchObject({ results: [], count: 0 });
      const exported = await call('employee', 'POST', 'export', { api_url: 'api/probill/pickup_date', output_type: 'JSON', title: 'x', query_params: { probill__iexact: '7777777777' } });
      expect(exported.json()).toEqual([]);
      // Anything else reads the primary: the profile shows the new name at once.
      expect((await call('employee', 'GET', 'users/refresh')).json().profile.MT_FNAME).toBe('Primary');
      // The replica's connections are the portal's, named so in pg_stat_activity.
      const names = (await clusters.onReplica("select distinct application_name from pg_stat_activity where datname = 'portal'")).rows.map((r) => r.application_name);
      expect(names).toContain('portal-replica');
    } finally {
      await clusters.onReplica('select pg_wal_replay_resume()');
    }
    await clusters.caughtUp();
    expect((await call('employee', 'GET', 'probill/pickup_date?probill__iexact=7777777777')).json().count).toBe(1);
  });

  it('gives the user who just wrote their own write (their reads wait for the replica), others the replica as it is', async () => {
    await clusters.caughtUp();
    const [mine, staff] = [await claimCount('customer'), await claimCount('employee')];
    await clusters.onReplica('select pg_wal_replay_pause()');
    try {
      const probill = (await call('customer', 'GET', 'probill/pickup_date?limit=1')).json().results[0].probill;
      const filed = await call('customer', 'POST', 'claims', { probill, amount: 10, claimant_email: 'a@b.co', description: 'read your writes' });
      expect(filed.statusCode).toBe(200);
      // The writer's next grid read holds the claim (it went to the primary: the replica is behind their write)...
      expect(await claimCount('customer')).toBe(mine + 1);
      // ...while a user who did not write reads the replica, which has not replayed it.
      expect(await claimCount('employee')).toBe(staff);
    } finally {
      await clusters.onReplica('select pg_wal_replay_resume()');
    }
    await clusters.caughtUp();
    expect(await claimCount('employee')).toBe(staff + 1);
    // Caught up, the writer reads the replica again: its sessions there are the portal's.
    expect(await claimCount('customer')).toBe(mine + 1);
  });
});
