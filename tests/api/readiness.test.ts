import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { buildApp } from '../../src/server/app';
import { trustProxyOf } from '../../src/server/config';
import { toOpenApi } from '../../src/server/catalogue/toOpenApi';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told: a hop count, a list of addresses, or any', () => {
    expect([undefined, '', '0', 'false'].map(trustProxyOf)).toEqual([false, false, false, false]);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
  });
});

for (const dialect of await dialectsUnderTest()) {
  describe(`liveness, readiness and the client address [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    it('answers liveness and readiness, both in the OpenAPI document', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, database: 'reachable', migrations: 'current', files: 'reachable' });
      const paths = toOpenApi(t.app.calls, 'test').paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
      expect(Object.keys(paths['/api/ready']!.get!.responses)).toContain('503');
      expect(paths['/api/health']!.get).toBeDefined();
      // Every operation declares the database's two fault answers.
      expect(Object.keys(paths['/api/claims']!.post!.responses)).toEqual(expect.arrayContaining(['503', '504']));
    });

    it('is not ready while a migration of this server is not applied (503 MIGRATIONS_PENDING, Retry-After), and ready again once it is', async () => {
      const db = t.database.db;
      const row = await db.selectFrom('kysely_migration' as never).selectAll().where('name' as never, '=', '0021_session_write_lsn' as never).executeTakeFirstOrThrow();
      await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0021_session_write_lsn' as never).execute();
      try {
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'fr' } });
        expect(ready.statusCode).toBe(503);
        expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
        expect(ready.json()).toEqual({ code: 'MIGRATIONS_PENDING', detail: 'Le portail est en cours de mise à jour. Veuillez réessayer dans un instant.' });
      } finally {
        await db.insertInto('kysely_migration' as never).values(row as never).execute();
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    });

    it('counts sign-in failures by the socket address, and by X-Forwarded-For only behind a trusted proxy', async () => {
      const attempt = (app: typeof t.app, forwardedFor: string, username: string) =>
        app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '10.1.1.1', headers: { 'x-forwarded-for': forwardedFor }, payload: { username, company: 'MANITOULIN', password: 'Wrong!Guess2026' } });
      // No proxy trusted: a client cannot escape its window by naming other addresses.
      const direct: number[] = [];
      for (let i = 0; i < 6; i++) direct.push((await attempt(t.app, `203.0.113.${i}`, 'sales')).statusCode);
      expect(direct).toEqual([401, 401, 401, 401, 401, 429]);
      // Behind a trusted proxy (TRUST_PROXY=10.1.1.1), each client named by the proxy has its own window.
      const behind = await buildApp({ db: t.database.db, root: repoRoot, trustProxy: '10.1.1.1' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await attempt(behind, '198.51.100.1', 'employee')).statusCode);
        statuses.push((await attempt(behind, '198.51.100.1', 'employee')).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
        expect((await attempt(behind, '198.51.100.2', 'employee')).statusCode).toBe(401);
      } finally {
        await behind.close();
      }
    });
  });
}
