import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import type { DB } from './schema';
import { writtenTables } from './writtenTables';
import { CallWritesPlugin, noteCallWrites } from './callWrites';

// Statements are built and compiled only: the dummy driver answers no rows and reaches no database.
const db = new Kysely<DB>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
});
const tables = (q: { toOperationNode(): unknown }) => [...writtenTables(q.toOperationNode() as never)].sort();

describe('writtenTables', () => {
  it('reads nothing written by a select, a join or a locking read', () => {
    expect(tables(db.selectFrom('users').innerJoin('customers', 'customers.account', 'users.customer_account').selectAll())).toEqual([]);
    expect(tables(db.selectFrom('users').selectAll().forUpdate())).toEqual([]);
    expect(tables(sql`select * from users where id = ${1} for update`)).toEqual([]);
    expect(tables(sql`select * from users for no key update skip locked`)).toEqual([]);
  });

  it('names the table of an insert, an upsert, an update (aliased, from another) and a delete', () => {
    expect(tables(db.insertInto('claims').values({} as never))).toEqual(['claims']);
    expect(tables(db.insertInto('user_table_prefs').values({} as never).onConflict((oc) => oc.columns(['user_id', 'api']).doUpdateSet({ table_pref: '{}' })))).toEqual(['user_table_prefs']);
    expect(tables(db.updateTable('users as u').set({ locked: true }).where('u.id', '=', 1))).toEqual(['users']);
    expect(tables(db.updateTable('users').from('customers').set({ locked: true }))).toEqual(['users']);
    expect(tables(db.deleteFrom('security_answers').using('users').where('security_answers.user_id', '=', 1))).toEqual(['security_answers']);
    expect(tables(db.withSchema('pgboss').deleteFrom('job' as never))).toEqual(['pgboss.job']);
  });

  it('names the tables of data-modifying CTEs, whatever the statement they feed', () => {
    const moved = db
      .with('gone', (w) => w.deleteFrom('sessions').where('user_id', '=', 1).returning('user_id'))
      .with('logged', (w) => w.insertInto('audit_log').values({} as never).returning('id'))
      .updateTable('users')
      .set({ locked: true });
    expect(tables(moved)).toEqual(['audit_log', 'sessions', 'users']);
    expect(tables(db.with('n', (w) => w.updateTable('claims').set({ status: 'Open' }).returning('id')).selectFrom('n').selectAll())).toEqual(['claims']);
    expect(tables(db.with('n', (w) => w.selectFrom('claims').select('id')).selectFrom('n').selectAll())).toEqual([]);
  });

  it('reads raw texts: insert, update, delete, merge, truncate, quoted and schema names, CTEs', () => {
    expect(tables(sql`insert into claims (id) values (${1})`)).toEqual(['claims']);
    expect(tables(sql`UPDATE "users" SET locked = true WHERE id = ${2}`)).toEqual(['users']);
    expect(tables(sql`delete from public.sessions where expires_at < now()`)).toEqual(['sessions']);
    expect(tables(sql`with x as (delete from user_codes returning user_id) update users set locked = false from x where users.id = x.user_id`)).toEqual(['user_codes', 'users']);
    expect(tables(sql`insert into rate_limits (key) values (${'k'}) on conflict (key) do update set points = rate_limits.points + 1`)).toEqual(['rate_limits']);
    expect(tables(sql`merge into customers c using x on x.a = c.account when matched then update set name = x.name`)).toEqual(['customers']);
    expect(tables(sql`truncate table cache_stamps`)).toEqual(['cache_stamps']);
    expect(tables(sql`select updated_at, last_update from users`)).toEqual([]);
  });

  it('reads a table given as a parameter, and statements nested in a raw text', () => {
    expect(tables(sql`delete from ${sql.table('pushreports')} where id = ${3}`)).toEqual(['pushreports']);
    expect(tables(sql`insert into ${sql.id('contacts')} (id) values (1)`)).toEqual(['contacts']);
    expect(tables(sql`with a as (${db.deleteFrom('bols').returning('id')}) select * from a`)).toEqual(['bols']);
  });
});

describe('CallWritesPlugin', () => {
  const noted = new Kysely<DB>({
    dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
    plugins: [new CallWritesPlugin()],
  });

  it('notes the tables a call writes, in its own note, and nothing outside a call', async () => {
    await noted.updateTable('users').set({ locked: true }).execute(); // outside a call: no note, no failure
    const [a, b] = await Promise.all([
      noteCallWrites(async () => {
        await noted.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ locked: true }).execute();
          await sql`insert into audit_log (company) values ('X')`.execute(trx);
        });
        return 'a';
      }),
      noteCallWrites(async () => {
        await noted.selectFrom('claims').selectAll().execute();
        await noted.deleteFrom('contacts').execute();
        return 'b';
      }),
    ]);
    expect(a.answer).toBe('a');
    expect([...a.written].sort()).toEqual(['audit_log', 'users']);
    expect([...b.written]).toEqual(['contacts']);
  });
});
