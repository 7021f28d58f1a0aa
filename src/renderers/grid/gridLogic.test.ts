import { describe, expect, it } from 'vitest';
import { defaultOperator, operatorsFor, textMatches, toFilter, emptyFilter } from './features/filtering/filtering';
import type { GridColumn } from './gridDefinition';
import { searchColumns } from './gridQuery';
import { PageCache } from './features/paging/pageCache';
import { pageWindow, validPageSize } from './features/paging/paging';
import { pageButtons } from './features/paging/usePaging';
import { parseSort, toggleSort, toSorting, toSortKeys } from './features/sorting/sorting';

const col = (type: GridColumn['type'], extra: Partial<GridColumn> = {}): GridColumn => ({ name: 'c', field: 'c', label: 'C', type, ...extra });
const ops = (c: GridColumn) => operatorsFor(c).map((o) => o.label);

describe('filter operators by column type', () => {
  const text = ['Contains', 'Not contains', 'Is', 'Is not', 'Starts with', 'Not starts with', 'Ends with', 'Not ends with'];
  it('text columns offer the text operators', () => expect(ops(col('text'))).toEqual(text));
  it('number and decimal columns add the comparisons', () => {
    for (const t of ['number', 'decimal'] as const) {
      expect(ops(col(t))).toEqual([...text, 'Greater than', 'Greater than equal', 'Less than', 'Less than equal']);
    }
  });
  it('date columns offer Range', () => expect(ops(col('date'))).toContain('Range'));
  it('option columns offer Is one of', () => expect(ops(col('text', { searchOptions: ['A'] }))).toContain('Is one of'));
  it('boolean columns offer only Is', () => expect(ops(col('boolean'))).toEqual(['Is']));
  it('defaults to Contains, Is for booleans, or the definition default when offered', () => {
    expect(defaultOperator(col('text'))).toBe('icontains');
    expect(defaultOperator(col('boolean'))).toBe('is');
    expect(defaultOperator(col('date', { defaultFilterType: 'date_range' }))).toBe('date_range');
    expect(defaultOperator(col('text', { defaultFilterType: 'gt' }))).toBe('icontains');
  });
});

describe('toFilter', () => {
  it('maps ranges, presets and skips empty or non-numeric comparisons', () => {
    const date = col('date');
    const f = { ...emptyFilter(date), op: 'date_range' as const };
    expect(toFilter(date, f)).toBeNull();
    expect(toFilter(date, { ...f, start: '2024-01-01' })).toEqual({ field: 'c', op: 'date_range', value: { start: '2024-01-01', end: undefined } });
    expect(toFilter(date, { ...f, preset: 'this_week' })).toEqual({ field: 'c', op: 'daterange_preset', value: 'this_week' });
    const num = col('number');
    expect(toFilter(num, { ...emptyFilter(num), op: 'gt', text: 'ten' })).toBeNull();
    expect(toFilter(num, { ...emptyFilter(num), op: 'gt', text: ' 10 ' })).toEqual({ field: 'c', op: 'gt', value: '10' });
  });
  it('matches typed text against translated option labels', () => {
    const c = col('text', {
      searchOptions: [
        { label: 'Open', value: 'O' },
        { label: 'Closed', value: 'C' },
      ],
    });
    const fr = (s: string) => ({ Open: 'Ouverte', Closed: 'Fermée' })[s] ?? s;
    expect(toFilter(c, { ...emptyFilter(c), text: 'ouv' }, fr)).toEqual({ field: 'c', op: 'in', value: ['O'] });
    expect(toFilter(c, { ...emptyFilter(c), op: 'not_icontains', text: 'ouv' }, fr)).toEqual({ field: 'c', op: 'in', value: ['C'] });
  });
  it('applies text operators case-insensitively', () => {
    expect(textMatches('istartswith', 'In Progress', 'in')).toBe(true);
    expect(textMatches('iendswith', 'In Progress', 'GRESS')).toBe(true);
    expect(textMatches('not_iexact', 'Open', 'open')).toBe(false);
  });
});

describe('search columns', () => {
  it('are searchable, visible, non-boolean', () => {
    const cols = [
      col('text', { name: 'a', field: 'a', searchable: true }),
      col('boolean', { name: 'b', field: 'b', searchable: true }),
      col('text', { name: 'h', field: 'h', searchable: true, visible: false }),
      col('text', { name: 'n', field: 'n' }),
    ];
    expect(searchColumns(cols).map((c) => c.name)).toEqual(['a']);
    // Columns on screen under the user's preferences: one the definition hides but the user shows is searched.
    expect(searchColumns(cols, { shown: true }).map((c) => c.name)).toEqual(['a', 'h']);
  });
});

describe('paging and sorting', () => {
  it('windows at most 10 page buttons around the current page', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 30)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(29, 30)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    // The table counts the pages from the server's row count (none when there are no rows); one page is always shown.
    expect(pageButtons(0, 0)).toEqual({ pageCount: 1, pageButtons: [0] });
    expect(pageButtons(1, 3)).toEqual({ pageCount: 3, pageButtons: [0, 1, 2] });
  });
  it('accepts only the offered page sizes', () => {
    expect(validPageSize(50)).toBe(50);
    expect(validPageSize(7)).toBe(20);
    expect(validPageSize(undefined)).toBe(20);
  });
  it('parses and toggles sorts', () => {
    expect(parseSort('-a,b')).toEqual([
      { field: 'a', desc: true },
      { field: 'b', desc: false },
    ]);
    expect(toggleSort([{ id: 'a', desc: true }], 'a')).toEqual([{ id: 'a', desc: false }]);
    expect(toggleSort([{ id: 'a', desc: true }], 'b')).toEqual([{ id: 'b', desc: false }]);
    // The table sorts by column (name), the wire by field; a field no column shows keeps its name.
    const cols = [{ name: 'c1', field: 'status', label: 'S', type: 'text' as const }];
    expect(toSorting([{ field: 'status', desc: true }, { field: 'x', desc: false }], cols)).toEqual([{ id: 'c1', desc: true }, { id: 'x', desc: false }]);
    expect(toSortKeys([{ id: 'c1', desc: true }, { id: 'x', desc: false }], cols)).toEqual([{ field: 'status', desc: true }, { field: 'x', desc: false }]);
  });
  it('forgets cached pages when the query changes', () => {
    const cache = new PageCache();
    cache.put('q1', 0, { rows: [], count: 0 });
    expect(cache.get('q1', 0)).toBeDefined();
    expect(cache.get('q2', 0)).toBeUndefined();
    cache.put('q2', 20, { rows: [], count: 0 });
    expect(cache.size).toBe(1);
    // Asking under another query empties it even before that query's pages come back.
    expect(cache.get('q1', 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
