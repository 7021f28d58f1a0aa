import pg from 'pg';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { makeMigratedTemplates, newTemplatesRun } from './databaseTemplates';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * globalSetup of the api project: names this run's database templates
 * (tests/support/databaseTemplates.ts), makes the migrated ones (a seeded one is made the first
 * time a test asks for it, from a copy of the migrated one) and deletes them when the run ends.
 * In the system's temporary directory, not /dev/shm: the suite's dozen seeded PGlite templates weigh 45-65 MB each, which a tmpfs would hold in memory.
 */
export default async function setup(project: TestProject) {
  const run = newTemplatesRun(tmpdir());
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await makeMigratedTemplates(run, (await reachable(adminUrl)) ? adminUrl : undefined);
  project.provide('templatesRun', run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
    } catch {
      return; // no PostgreSQL: no template was made there
    }
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${run.prefix}\\_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
