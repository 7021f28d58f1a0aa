import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';
import { migrations } from '../../src/server/db/migrate';

/**
 * The run's database templates (tests/support/databaseTemplates.ts): every API test file opens a
 * copy of one instead of migrating and seeding its own, so a copy must be that database, and each
 * test file's its own.
 */
for (const dialect of await dialectsUnderTest()) {
  describe(`database templates [${dialect.name}]`, () => {
    const opened: TestDatabase[] = [];
    const open = async (seedShipments?: number) => {
      const database = await dialect.openMigrated(seedShipments === undefined ? {} : { seedShipments });
      opened.push(database);
      return database;
    };
    afterAll(async () => {
      for (const d of opened) await d.dispose();
    });

    it('are made for this run (the api project globalSetup)', () => {
      expect(inject('templatesRun')?.prefix).toMatch(/^portal_tpl_/);
    });

    it('answer a database with every migration run, and the seed when asked for', async () => {
      const migrated = await open();
      const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(migrated.db);
      expect(ran.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      const companies = async (d: TestDatabase) => (await sql<{ n: number }>`select count(*)::int as n from companies`.execute(d.db)).rows[0]!.n;
      expect(await companies(migrated)).toBe(0);
      const seeded = await open(7);
      const shipments = await sql<{ n: number }>`select count(*)::int as n from shipments`.execute(seeded.db);
      expect(shipments.rows[0]!.n).toBeGreaterThan(0);
      expect(await companies(seeded)).toBeGreaterThan(0);
    });

    it('give each opener a copy of its own: a write in one is not in the other', async () => {
      const exists = async (d: TestDatabase) => (await sql<{ t: string | null }>`select to_regclass('template_probe')::text as t`.execute(d.db)).rows[0]!.t;
      const [a, b] = [await open(7), await open(7)];
      await sql`create table template_probe (id int)`.execute(a.db);
      await sql`insert into template_probe values (1)`.execute(a.db);
      expect(await exists(a)).toBe('template_probe');
      expect(await exists(b)).toBeNull();
      expect(await exists(await open(7))).toBeNull();
    });
  });
}
