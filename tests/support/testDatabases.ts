import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/openDatabase';

export interface TestDatabase extends Database {
  /** Drops what was made for this test file (the whole PostgreSQL database). */
  dispose(): Promise<void>;
}

export interface DialectUnderTest {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
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
  const dialects: DialectUnderTest[] = [
    {
      name: 'pglite',
      async open() {
        const db = await openDatabase({ dataDir: 'memory://' });
        return { ...db, dispose: () => db.close() };
      },
    },
  ];
  const adminUrl = process.env.TEST_POSTGRES_URL ?? DEFAULT_ADMIN_URL;
  if (await postgresReachable(adminUrl)) {
    dialects.push({
      name: 'postgres',
      async open() {
        const name = `portal_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const db = await openDatabase({ url: withDatabase(adminUrl, name) });
        return {
          ...db,
          async dispose() {
            await db.close();
            const a = new pg.Client({ connectionString: adminUrl });
            await a.connect();
            await a.query(`drop database if exists ${name} with (force)`);
            await a.end();
          },
        };
      },
    });
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${adminUrl} does not answer`);
  }
  return dialects;
}
