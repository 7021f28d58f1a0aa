import { describe, expect, it } from 'vitest';
import { EXPAND_COLUMN, SELECT_COLUMN } from '../../table/gridColumns';
import { columnLayout, layoutAfter } from './columnLayout';

const layout = [
  { name: 'a', visible: true },
  { name: 'b', visible: false },
  { name: 'c', visible: true },
];

describe('the column model from the preferences', () => {
  it('orders the controls first, then the user layout, with its visibility', () => {
    expect(columnLayout(layout, { select: true, expand: false })).toEqual({
      columnOrder: [SELECT_COLUMN, EXPAND_COLUMN, 'a', 'b', 'c'],
      columnVisibility: { [SELECT_COLUMN]: true, [EXPAND_COLUMN]: false, a: true, b: false, c: true },
    });
  });

  it('turns a change through the table (order, visibility) into the layout the preferences save', () => {
    const current = columnLayout(layout, { select: false, expand: false });
    expect(layoutAfter(layout, current, { order: ['c', 'a'] })).toEqual([
      { name: 'c', visible: true },
      { name: 'a', visible: true },
      { name: 'b', visible: false },
    ]);
    expect(layoutAfter(layout, current, { visibility: (v) => ({ ...v, b: true, a: false }) })).toEqual([
      { name: 'a', visible: false },
      { name: 'b', visible: true },
      { name: 'c', visible: true },
    ]);
  });
});
