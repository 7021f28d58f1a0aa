import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/demoData';
import type { DialectUnderTest, TestDatabase } from './testDatabases';
import type { FileStore } from '../../src/server/files/FileStore';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Signs a demo user in and answers its token. */
  tokenOf(username: string, company?: string): Promise<string>;
  close(): Promise<void>;
}

/** A real server (in-process, fastify.inject) over a freshly migrated and seeded database of its own. */
export async function startTestApp(
  dialect: DialectUnderTest,
  opts: { screensDir?: string; shipments?: number; today?: string; files?: FileStore; jobs?: Parameters<typeof buildApp>[0]['jobs'] } = {},
): Promise<TestApp> {
  // A copy of the run's migrated and seeded template (tests/support/databaseTemplates.ts).
  const database = await dialect.openMigrated({ seedShipments: opts.shipments ?? 500 });
  const app = await buildApp({ db: database.db, root: repoRoot, screensDir: opts.screensDir, files: opts.files, jobs: opts.jobs, ...(opts.today ? { today: () => opts.today! } : {}) });
  // A test that works jobs (the mail job, a report's run) starts the queue with the app.
  if (opts.jobs?.work) await app.jobs.start();
  const tokens = new Map<string, string>();
  return {
    app,
    database,
    async tokenOf(username, company = username === 'drc' ? 'DRC' : 'MANITOULIN') {
      const key = `${username}@${company}`;
      if (!tokens.has(key)) {
        const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, company, password: DEMO_PASSWORD } });
        if (res.statusCode !== 200) throw new Error(`login ${key}: ${res.statusCode} ${res.body}`);
        tokens.set(key, res.json().token);
      }
      return tokens.get(key)!;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export function auth(token: string) {
  return { authorization: `Token ${token}` };
}
