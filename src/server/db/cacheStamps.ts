import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Version stamps of tables (migration m0020): how the caches of several server
 * processes over one database learn that a table changed. A statement trigger
 * bumps the table's stamp in the writing transaction; a cache keeps what it
 * computed with the stamp it read, and recomputes when the stamp it reads next
 * differs. Views are watched through the tables they read.
 */

const TRIGGER = 'cache_stamp';
/** Per database opened here: the base tables of each watched table or view, as resolved at start. */
const watched = new WeakMap<object, Map<string, string[]>>();

/** The base tables each of these tables or views reads, through views of views. */
async function resolveBaseTables(db: Kysely<any>, names: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ root: string; base: string; local: boolean }>`
    with recursive deps(root, rel) as (
      select c.relname::text, c.oid from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relname in (${sql.join(names)})
      union
      select deps.root, d.refobjid from deps
      join pg_rewrite r on r.ev_class = deps.rel
      join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
        and d.refclassid = 'pg_class'::regclass and d.refobjid <> deps.rel
    )
    select deps.root, c.relname::text as base, c.relnamespace = current_schema()::regnamespace as local
    from deps join pg_class c on c.oid = deps.rel where c.relkind in ('r', 'p')`.execute(db);
  // A view reading a table of another schema (job_list over pg-boss's own tables) cannot be stamped by a
  // trigger of ours: it is left unwatched, so what is read from it is never cached.
  const foreign = new Set(rows.filter((r) => !r.local).map((r) => r.root));
  const out = new Map<string, string[]>();
  for (const r of rows) if (!foreign.has(r.root)) out.set(r.root, [...(out.get(r.root) ?? []), r.base].sort());
  return out;
}

/**
 * Puts the stamp trigger on every base table these tables and views read (once:
 * a trigger already there is kept; another process making it at the same
 * moment is fine) and remembers which tables each one reads. Run at start.
 */
export async function ensureStamped(db: Kysely<any>, names: string[]): Promise<void> {
  const resolved = await resolveBaseTables(db, [...new Set(names)]);
  const { rows } = await sql<{ name: string }>`
    select c.relname::text as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname = ${TRIGGER} and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const have = new Set(rows.map((r) => r.name));
  for (const table of new Set([...resolved.values()].flat())) {
    if (have.has(table)) continue;
    try {
      await sql`create trigger ${sql.raw(TRIGGER)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function bump_cache_stamp()`.execute(db);
    } catch (e) {
      if ((e as { code?: string }).code !== '42710') throw e; // duplicate_object: another process made it first
    }
  }
  const known = watched.get(db) ?? new Map<string, string[]>();
  for (const [name, tables] of resolved) known.set(name, tables);
  watched.set(db, known);
}

/** A replica of a database whose stamps were ensured: the triggers and stamps arrive with its replication. */
export function sameStamps(primary: object, replica: object): void {
  const known = watched.get(primary);
  if (known) watched.set(replica, known);
}

/**
 * The base tables a table or view reads when they are stamped on this database,
 * or undefined when it is not watched there (what is read from it is then not cached).
 */
export function stampedTables(db: object, name: string): string[] | undefined {
  return watched.get(db)?.get(name);
}

/** One number that changes whenever any of these tables is written (the sum of their stamps), as SQL. */
export function stampSql(tables: string[]): RawBuilder<number> {
  return sql<number>`(select cast(coalesce(sum(stamp), 0) as bigint) from cache_stamps where name in (${sql.join(tables)}))`;
}

/** The stamp of these tables now. */
export async function readStamp(db: Kysely<any>, tables: string[]): Promise<number> {
  const { rows } = await sql<{ stamp: number }>`select ${stampSql(tables)} as stamp`.execute(db);
  return Number(rows[0]!.stamp);
}
