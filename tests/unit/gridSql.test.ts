import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { parseGridQuery, TEXT_OPERATORS } from '../../src/server/query/parseGridQuery';
import { condition, sortKeys, orderSql, whereSql } from '../../src/server/query/gridSql';
import { gridSql } from '../../src/server/query/runGridQuery';
import { gridSources } from '../../src/server/data/gridSources';
import { resources } from '../../src/server/data/resources';
import type { GridSource } from '../../src/server/query/GridSource';
import { AppError } from '../../src/server/errors';
import { ownershipOf } from '../../src/server/db/ownership';

// Compiles without a database: the SQL text and parameters the engine would send.
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** One field of every column type. */
const source: GridSource = {
  // Scoped as claims are (db/ownership.ts): by company, and a customer user by account.
  table: 'claims',
  defaultSort: 'name',
  tiebreak: 'id',
  fields: {
    id: { column: 'id', type: 'number' },
    name: { column: 'name', type: 'text' },
    qty: { column: 'qty', type: 'number' },
    price: { column: 'price', type: 'decimal' },
    day: { column: 'day', type: 'date' },
    at: { column: 'at', type: 'datetime', select: "to_char(at, 'X')" },
    ok: { column: 'ok', type: 'boolean' },
    data: { column: 'data', type: 'json' },
  },
};
const now = new Date('2026-11-22T12:00:00Z');

/** The SQL and parameters of the filters one protocol parameter becomes. */
function mapped(key: string, value: string) {
  const q = parseGridQuery({ [key]: value }, source, now);
  return q.filters.map((f) => {
    const c = condition(source, f).compile(db);
    return { sql: c.sql, parameters: c.parameters };
  });
}

function faults(query: Record<string, string>) {
  try {
    parseGridQuery(query, source, now);
    return [];
  } catch (e) {
    return (e as AppError).toBody().errors;
  }
}

const LIKE: Record<string, string> = { icontains: '%a\\%b%', iexact: 'a\\%b', istartswith: 'a\\%b%', iendswith: '%a\\%b' };

describe('grid filters → SQL and parameters', () => {
  it('maps the eight text operators on every column type, negations counting NULL rows', () => {
    const matched: Record<string, string> = { name: 'cast(name as text)', qty: 'cast(qty as text)', price: 'cast(price as text)', day: 'cast(day as text)', at: "to_char(at, 'X')", ok: 'cast(ok as text)', data: 'cast(data as text)' };
    for (const [field, expr] of Object.entries(matched)) {
      for (const op of TEXT_OPERATORS) {
        const base = op.replace('not_', '');
        const like = `${expr} ilike $1`;
        expect(mapped(`${field}__${op}`, 'a%b'), `${field}__${op}`).toEqual([
          { sql: op.startsWith('not_') ? `not coalesce(${like}, false)` : like, parameters: [LIKE[base]] },
        ]);
      }
    }
  });

  it('matches "Is" on numbers as a number, whatever its written scale', () => {
    expect(mapped('price__iexact', '12.50')).toEqual([{ sql: 'price = cast($1 as numeric)', parameters: [12.5] }]);
    expect(mapped('qty__not_iexact', '3')).toEqual([{ sql: 'not coalesce(qty = cast($1 as numeric), false)', parameters: [3] }]);
    expect(mapped('qty__iexact', 'x')).toEqual([{ sql: 'cast(qty as text) ilike $1', parameters: ['x'] }]);
  });

  it('compares numbers, decimals, dates and date-times with typed parameters', () => {
    for (const [op, sign] of [['gt', '>'], ['gte', '>='], ['lt', '<'], ['lte', '<=']] as const) {
      expect(mapped(`qty__${op}`, '10')).toEqual([{ sql: `qty ${sign} cast($1 as numeric)`, parameters: [10] }]);
      expect(mapped(`price__${op}`, '9.99')).toEqual([{ sql: `price ${sign} cast($1 as numeric)`, parameters: [9.99] }]);
      expect(mapped(`day__${op}`, '2026-02-28')).toEqual([{ sql: `day ${sign} $1`, parameters: ['2026-02-28'] }]);
      expect(mapped(`at__${op}`, '2026-02-28 13:45')).toEqual([{ sql: `at ${sign} cast($1 as timestamptz)`, parameters: ['2026-02-28T13:45:00.000Z'] }]);
    }
    expect(mapped('at__gte', '2026-02-28T13:45:00+05:00')[0]!.parameters).toEqual(['2026-02-28T08:45:00.000Z']);
    expect(mapped('at__lt', '2026-03-01')[0]!.parameters).toEqual(['2026-03-01T00:00:00.000Z']);
  });

  it('refuses comparisons on text, boolean and JSON columns, and values of the wrong type', () => {
    expect(faults({ name__gt: 'a', ok__lte: 'true', data__gte: '1' })).toEqual([
      { pointer: '/name__gt', message: 'Unknown operator gt' },
      { pointer: '/ok__lte', message: 'Unknown operator lte' },
      { pointer: '/data__gte', message: 'Unknown operator gte' },
    ]);
    expect(faults({ qty__gt: '1e', price__lt: '', day__gte: '2026-02-30', at__lt: '2026-13-01 10:00', ok: 'yes', data: '{}' })).toEqual([
      { pointer: '/qty__gt', message: 'Value must be number' },
      { pointer: '/price__lt', message: 'Value must be number' },
      { pointer: '/day__gte', message: 'Invalid date format. Valid format is: YYYY-MM-DD' },
      { pointer: '/at__lt', message: 'Invalid date format. Valid format is: YYYY-MM-DD HH:mm' },
      { pointer: '/ok', message: 'Invalid value' },
      { pointer: '/data', message: 'Unknown operator eq' },
    ]);
  });

  it('maps ONE_OF by column type: text case-insensitively, numbers, dates and booleans typed', () => {
    expect(mapped('name__in', 'Delivered, REFUSED')).toEqual([{ sql: 'lower(cast(name as text)) in ($1, $2)', parameters: ['delivered', 'refused'] }]);
    expect(mapped('qty__in', '1,2,30')).toEqual([{ sql: 'qty in (cast($1 as numeric), cast($2 as numeric), cast($3 as numeric))', parameters: [1, 2, 30] }]);
    expect(mapped('price__in', '9.5')).toEqual([{ sql: 'price in (cast($1 as numeric))', parameters: [9.5] }]);
    expect(mapped('day__in', '2026-01-01,2026-01-02')).toEqual([{ sql: 'day in ($1, $2)', parameters: ['2026-01-01', '2026-01-02'] }]);
    expect(mapped('ok__in', 'true')).toEqual([{ sql: 'ok in ($1)', parameters: [true] }]);
    expect(mapped('name__in', ' , ')).toEqual([{ sql: 'false', parameters: [] }]);
    expect(faults({ qty__in: '1,two' })).toEqual([{ pointer: '/qty__in', message: 'Value must be number' }]);
  });

  it('maps BOOLEAN_IS and plain equality by type', () => {
    expect(mapped('ok', 'true')).toEqual([{ sql: 'ok = $1', parameters: [true] }]);
    expect(mapped('ok', 'false')).toEqual([{ sql: 'ok = $1', parameters: [false] }]);
    expect(mapped('qty', '4')).toEqual([{ sql: 'qty = cast($1 as numeric)', parameters: [4] }]);
    expect(mapped('name', 'Exact')).toEqual([{ sql: 'name = $1', parameters: ['Exact'] }]);
    expect(mapped('day', '2026-05-01')).toEqual([{ sql: 'day = $1', parameters: ['2026-05-01'] }]);
  });

  it('maps every date range preset of the label list on date and date-time columns', () => {
    expect(mapped('day__daterange', 'last_7_days')).toEqual([
      { sql: 'day >= $1', parameters: ['2026-11-16'] },
      { sql: 'day < $1', parameters: ['2026-11-23'] },
    ]);
    expect(mapped('at__daterange', 'last_month').map((m) => m.parameters[0])).toEqual(['2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    const bounds: Record<string, [string, string]> = {
      today: ['2026-11-22', '2026-11-23'], yesterday: ['2026-11-21', '2026-11-22'], this_week: ['2026-11-16', '2026-11-23'],
      last_week: ['2026-11-09', '2026-11-16'], this_month: ['2026-11-01', '2026-12-01'], last_month: ['2026-10-01', '2026-11-01'],
      this_year: ['2026-01-01', '2027-01-01'], this_year_to_date: ['2026-01-01', '2026-11-23'], last_year: ['2025-01-01', '2026-01-01'],
      last_year_to_date: ['2025-01-01', '2025-11-23'], last_30_days: ['2026-10-24', '2026-11-23'], last_90_days: ['2026-08-25', '2026-11-23'],
      last_365_days: ['2025-11-23', '2026-11-23'], last_2_weeks: ['2026-11-09', '2026-11-23'], last_3_weeks: ['2026-11-02', '2026-11-23'],
      last_4_weeks: ['2026-10-26', '2026-11-23'], last_6_weeks: ['2026-10-12', '2026-11-23'], last_8_weeks: ['2026-09-28', '2026-11-23'],
      last_6_months: ['2026-05-23', '2026-11-23'], last_1_year: ['2025-11-23', '2026-11-23'],
    };
    for (const [preset, range] of Object.entries(bounds)) expect(mapped('day__daterange', preset).map((m) => m.parameters[0]), preset).toEqual(range);
    expect(faults({ qty__daterange: 'today', day__daterange: 'custom' })).toEqual([
      { pointer: '/qty__daterange', message: 'Unknown operator daterange' },
      { pointer: '/day__daterange', message: 'Unknown date range custom' },
    ]);
  });

  it('scopes every query to the company, a customer user to the account and an owned source to its owner', () => {
    const q = parseGridQuery({ search: 'name=x|qty=4' }, source, now);
    const where = (scope: { company: string; customer: string | null; userId: number }, s = source) => whereSql(s, q, scope).compile(db);
    expect(where({ company: 'C', customer: null, userId: 7 }).sql).toBe('("claims"."company" = $1) and (cast(name as text) ilike $2 or cast(qty as text) ilike $3)');
    expect(where({ company: 'C', customer: '100001', userId: 7 })).toMatchObject({ sql: expect.stringMatching(/^\("claims"\."company" = \$1 and "claims"\."customer_account" = \$2\) and/), parameters: ['C', '100001', '%x%', '%4%'] });
    const owned = where({ company: 'C', customer: '100001', userId: 7 }, { ...source, table: 'pushreport_list' });
    expect(owned).toMatchObject({ sql: expect.stringMatching(/^\("pushreport_list"\."company" = \$1 and "pushreport_list"\."user_id" = \$2\) and/), parameters: ['C', 7, '%x%', '%4%'] });
    // The group's shared reference tables (companies, master configuration...) have no company: a guard keeps customers out instead.
    expect(where({ company: 'C', customer: '100001', userId: 7 }, { ...source, table: 'companies' }).sql).toMatch(/^true and \(/);
    // Every source keeps a customer to their rows: by account or owner column, or by a guard that
    // refuses customer callers outright (staff-only lists, with or without a company column), or
    // by being the group's declared public reference data, a table of no company.
    for (const [name, s] of Object.entries(gridSources)) {
      const o = ownershipOf(s.table);
      expect(Boolean(o.customer || o.owner || s.guard || (resources[name]?.referenceData && o.company === null)), `${name} is scoped`).toBe(true);
    }
  });

  it('leaves out of the generic search the columns whose text cannot contain the value', () => {
    const where = (search: string) => whereSql(source, parseGridQuery({ search }, source, now), { company: 'C', customer: null, userId: 1 }).compile(db).sql;
    const all = 'name=X|qty=X|price=X|day=X|at=X|ok=X|data=X';
    expect(where(all.replace(/X/g, 'abc'))).toBe('("claims"."company" = $1) and (cast(name as text) ilike $2 or cast(data as text) ilike $3)');
    expect(where(all.replace(/X/g, 'ru'))).toBe('("claims"."company" = $1) and (cast(name as text) ilike $2 or cast(ok as text) ilike $3 or cast(data as text) ilike $4)');
    expect(where(all.replace(/X/g, '2026-01'))).toMatch(/^\("claims"\."company" = \$1\) and \(cast\(name as text\) ilike \$2 or cast\(qty as text\) ilike \$3 or cast\(price as text\) ilike \$4 or cast\(day as text\) ilike \$5 or to_char\(at, 'X'\) ilike \$6 or cast\(data as text\) ilike \$7\)$/);
    expect(where('qty=abc|day=x')).toBe('("claims"."company" = $1) and false');
  });

  it('sorts with the unique tiebreak last, in the direction of the last key', () => {
    const order = (sort: string) => orderSql(sortKeys(source, parseGridQuery({ sort }, source, now))).compile(db).sql;
    expect(order('-day')).toBe('day desc, id desc');
    expect(order('qty,-price')).toBe('qty asc, price desc, id desc');
    expect(order('name')).toBe('name asc, id asc');
    expect(order('-day,-day,id')).toBe('day desc, id asc');
  });

  it('reads a deep page by its keys first, the same rows in the same order', () => {
    const near = gridSql(source, parseGridQuery({ offset: '40', limit: '20' }, source, now), { company: 'C', customer: null, userId: 1 }).page.compile(db);
    expect(near.sql).toMatch(/order by name asc, id asc limit \$2 offset \$3$/);
    const deep = gridSql(source, parseGridQuery({ offset: '200000', limit: '20' }, source, now), { company: 'C', customer: null, userId: 1 }).page.compile(db);
    expect(deep.sql).toMatch(/from "claims" where id in \(select id from "claims" where \("claims"\."company" = \$1\) order by name asc, id asc limit \$2 offset \$3\) order by name asc, id asc$/);
    expect(deep.parameters).toEqual(['C', 20, 200000]);
  });
});
