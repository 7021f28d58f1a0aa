import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Generated, type Kysely } from 'kysely';
import { dialectsUnderTest, type TestDatabase } from '../support/testDatabases';

/**
 * What the server relies on from the database driver, on both databases: PGlite
 * through Kysely 0.29's PGlite dialect ported to 0.28 (src/server/db/pgliteDialect.ts) (one connection, lent to one query or
 * transaction at a time), PostgreSQL through pg's pool. Counts of changed rows,
 * transactions that hold (nothing from outside runs inside one, a failure rolls
 * back and leaves the connection usable), and concurrent transactions that all land.
 */
type Probe = { probe: { id: Generated<number>; n: number } };

/** Lets other pending work run: a query waiting for the connection gets its chance. */
const yieldTurns = async (turns = 20) => {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
};

for (const dialect of await dialectsUnderTest()) {
  describe(`the database driver [${dialect.name}]`, () => {
    let database: TestDatabase;
    let db: Kysely<Probe>;
    const count = async (on: Kysely<Probe> = db) => Number((await on.selectFrom('probe').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c);

    beforeAll(async () => {
      database = await dialect.open();
      db = database.db as unknown as Kysely<Probe>;
      await sql`create table probe (id serial primary key, n integer not null)`.execute(db);
    });
    afterAll(() => database.dispose());

    it('counts the rows an update, a delete and a statement opening with WITH changed', async () => {
      await db.insertInto('probe').values([{ n: 1 }, { n: 2 }, { n: 3 }]).execute();
      expect((await db.updateTable('probe').set({ n: 10 }).where('n', '<', 3).executeTakeFirst()).numUpdatedRows).toBe(2n);
      expect((await db.updateTable('probe').set({ n: 0 }).where('n', '=', -1).executeTakeFirst()).numUpdatedRows).toBe(0n);
      const withUpdate = await sql`with picked as (select id from probe where n = 10) update probe set n = 11 where id in (select id from picked)`.execute(db);
      expect(withUpdate.numAffectedRows).toBe(2n);
      expect((await db.deleteFrom('probe').where('n', '=', 11).executeTakeFirst()).numDeletedRows).toBe(2n);
      expect((await db.deleteFrom('probe').executeTakeFirst()).numDeletedRows).toBe(1n);
    });

    it('runs nothing from outside inside a transaction: what it wrote and rolled back was never seen', async () => {
      let outside: Promise<number> | undefined;
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('probe').values({ n: 7 }).execute();
          expect(await count(trx)).toBe(1);
          // A request elsewhere reads meanwhile: it waits for the connection (PGlite) or reads committed rows (PostgreSQL).
          outside = count();
          await yieldTurns();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await outside).toBe(0);
      expect(await count()).toBe(0);
    });

    it('rolls back a transaction whose statement failed and goes on with the next one', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('probe').values({ n: 1 }).execute();
          await sql`select 1 / 0`.execute(trx);
        }),
      ).rejects.toMatchObject({ code: '22012' });
      expect(await count()).toBe(0);
      await db.insertInto('probe').values({ n: 2 }).execute();
      expect(await count()).toBe(1);
      await db.deleteFrom('probe').execute();
    });

    it('lands every one of concurrent transactions, each seeing its own rows', async () => {
      const writers = Array.from({ length: 8 }, (_, w) =>
        db.transaction().execute(async (trx) => {
          for (let i = 0; i < 5; i++) {
            await trx.insertInto('probe').values({ n: w }).execute();
            await yieldTurns(2);
          }
          return Number((await trx.selectFrom('probe').select((eb) => eb.fn.countAll().as('c')).where('n', '=', w).executeTakeFirstOrThrow()).c);
        }),
      );
      const readers = Array.from({ length: 8 }, () => count());
      expect(await Promise.all(writers)).toEqual(Array(8).fill(5));
      for (const seen of await Promise.all(readers)) expect(seen % 5).toBe(0);
      expect(await count()).toBe(40);
    });

    it('rolls back to a savepoint inside a transaction and commits the rest (controlled transaction)', async () => {
      await db.deleteFrom('probe').execute();
      const trx = await db.startTransaction().execute();
      await trx.insertInto('probe').values({ n: 1 }).execute();
      const inner = await trx.savepoint('before "second"').execute();
      await inner.insertInto('probe').values({ n: 2 }).execute();
      expect(await count(inner as unknown as Kysely<Probe>)).toBe(2);
      const back = await inner.rollbackToSavepoint('before "second"').execute();
      await back.releaseSavepoint('before "second"').execute();
      await back.commit().execute();
      expect((await db.selectFrom('probe').select('n').execute()).map((r) => r.n)).toEqual([1]);
      await db.deleteFrom('probe').execute();
    });
  });
}
