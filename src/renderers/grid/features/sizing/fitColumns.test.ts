import { describe, expect, it } from 'vitest';
import { fitColumns } from './fitColumns';
import { columnWidth, minColumnWidth } from './columnWidths';
import { contentWidths } from './contentWidths';
import { columnSizes } from './useColumnSizing';

const cols = [
  { id: 'a', size: 160, minSize: 80 },
  { id: 'b', size: 120, minSize: 92 },
  { id: 'c', size: 120, minSize: 60 },
];
const sum = (w: Record<string, number>) => Object.values(w).reduce((a, b) => a + b, 0);

describe('fitting the columns to the width there is', () => {
  it('keeps the preferred widths while the width is not known', () => {
    expect(fitColumns(cols, 0)).toEqual({ a: 160, b: 120, c: 120 });
  });

  it('grows every column in proportion to fill a wide grid, to the pixel', () => {
    const w = fitColumns(cols, 801);
    expect(sum(w)).toBe(801);
    expect(w.a).toBeGreaterThan(w.b!);
    expect(w.b! - w.c!).toBeLessThanOrEqual(1);
  });

  it('shrinks each column toward its minimum in proportion to what it has above it', () => {
    const w = fitColumns(cols, 300);
    expect(sum(w)).toBe(300);
    // 68 px over the minimums (232) where 168 were wanted: each keeps 68/168 of what it wanted above its minimum.
    expect(w).toEqual({ a: 113, b: 103, c: 84 });
  });

  it('keeps the minimums and lets the grid scroll when even they do not fit', () => {
    expect(fitColumns(cols, 200)).toEqual({ a: 80, b: 92, c: 60 });
  });

  it('leaves fixed columns (the controls) at their size', () => {
    const w = fitColumns([{ id: 'select', size: 40, minSize: 40 }, ...cols], 440, new Set(['select']));
    expect(w.select).toBe(40);
    expect(sum(w)).toBe(440);
    expect(w).toMatchObject({ a: 160, b: 120, c: 120 });
  });
});

describe('column widths', () => {
  const text = { name: 'n', field: 'n', label: 'Consignee', type: 'text' as const };
  it('prefers a width by type and never goes below the longest word of its heading', () => {
    expect(columnWidth(text)).toBe(160);
    expect(minColumnWidth(text, 'Consignee')).toBe(9 * 8 + 26);
    expect(minColumnWidth(text, 'City')).toBe(80);
    expect(minColumnWidth({ ...text, type: 'date' }, 'Date')).toBe(92);
    // A heading may wrap after a slash: Prov/ State.
    expect(minColumnWidth(text, 'Prov/State')).toBe(80);
    expect(minColumnWidth({ ...text, width: 70 }, 'Consignee')).toBe(70);
  });
});

describe('sizing by the values of the first page', () => {
  const status = { name: 'status', field: 'status', label: 'Status', type: 'text' as const, map: [{ value: 'D', label: 'Delivered' }] };
  const weight = { name: 'weight', field: 'weight', label: 'Weight', type: 'number' as const };
  const icon = { name: 'flag', field: 'flag', label: 'Flag', type: 'text' as const, cell: 'icon' as const };
  const rows = [
    { status: 'D', weight: 12000, flag: 'x' },
    { status: 'X', weight: 5, flag: 'y' },
  ];

  it('measures the widest shown value: a coded value by its translated label, a number with its separators; not icons', () => {
    const w = contentWidths(rows, [status, weight, icon], (s) => (s === 'Delivered' ? 'Livrée avec soin' : s));
    expect(w).toEqual({ status: Math.ceil(16 * 7.5) + 20, weight: Math.ceil(6 * 7.5) + 20 });
  });

  it('lets a measured column give up a fifth of its width, the key column none, never below its own minimum', () => {
    const defs = [
      { id: 'key', size: 160, minSize: 80 },
      { id: 'name', size: 160, minSize: 80 },
      { id: 'code', size: 160, minSize: 80 },
      { id: 'hidden', size: 160, minSize: 80 },
    ];
    const sizes = columnSizes(defs, (id) => id !== 'hidden', { key: 95, name: 200, code: 35 }, 'key');
    expect(sizes).toEqual([
      { id: 'key', size: 95, minSize: 95 },
      { id: 'name', size: 200, minSize: 160 },
      { id: 'code', size: 80, minSize: 80 },
    ]);
    // Before any row: by type.
    expect(columnSizes(defs, () => true, null, 'key')[0]).toEqual({ id: 'key', size: 160, minSize: 80 });
  });
});
