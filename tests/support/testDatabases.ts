import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/openDatabase';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { createPostgresFromTemplate, openPgliteFromTemplate, type TemplateContent } from './databaseTemplates';

export interface TestDatabase extends Database {
  /** Drops what was made for this test file (the whole PostgreSQL database). */
  dispose(): Promise<void>;
}

export interface DialectUnderTest {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
  /**
   * A database migrated (and seeded with `seedShipments` shipments): a copy of this run's template
   * (tests/support/databaseTemplates.ts), or, outside a vitest run with templates, opened, migrated
   * and seeded here.
   */
  openMigrated(content?: TemplateContent): Promise<TestDatabase>;
}

/** The database opened and filled the long way: migrated, then seeded. */
async function filled(database: TestDatabase, content: TemplateContent): Promise<TestDatabase> {
  try {
    await migrate(database.db);
    if (content.seedShipments !== undefined) await seedDemo(database.db, { shipments: content.seedShipments });
    return database;
  } catch (e) {
    await database.dispose();
    throw e;
  }
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The databases every database test runs on, in the same file: PGlite always,
 * PostgreSQL when TEST_POSTGRES_URL (or a local server) answers. With
 * REQUIRE_POSTGRES=1 (CI) a missing PostgreSQL fails instead of being skipped.
 * Each open() on PostgreSQL makes a fresh database, dropped by dispose().
 */
export async function dialectsUnderTest(): Promise<DialectUnderTest[]> {
  const openPglite = async (): Promise<TestDatabase> => {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { ...db, dispose: () => db.close() };
  };
  const dialects: DialectUnderTest[] = [
    {
      name: 'pglite',
      open: openPglite,
      openMigrated: async (content = {}) => (await openPgliteFromTemplate(content)) ?? filled(await openPglite(), content),
    },
  ];
  const adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_ADMIN_URL;
  if (await postgresReachable(adminUrl)) {
    const openPostgres = async (content?: TemplateContent): Promise<TestDatabase> => {
      const name = `portal_test_${randomBytes(6).toString('hex')}`;
      const cloned = content !== undefined && (await createPostgresFromTemplate(adminUrl, (n) => withDatabase(adminUrl, n), name, content));
      if (!cloned) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
      }
      const db = await openDatabase({ url: withDatabase(adminUrl, name) });
      const database: TestDatabase = {
        ...db,
        async dispose() {
          await db.close();
          const a = new pg.Client({ connectionString: adminUrl });
          await a.connect();
          await a.query(`drop database if exists ${name} with (force)`);
          await a.end();
        },
      };
      return cloned || content === undefined ? database : filled(database, content);
    };
    dialects.push({
      name: 'postgres',
      open: () => openPostgres(),
      openMigrated: (content = {}) => openPostgres(content),
    });
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} does not answer`);
  }
  return dialects;
}
