import { describe, expect, it } from 'vitest';
import { EXPAND_COLUMN, SELECT_COLUMN } from '../../table/gridColumns';
import { pinnedColumns } from './pinning';

const layout = [
  { name: 'a', visible: true },
  { name: 'b', visible: false },
  { name: 'c', visible: true },
];

describe('column pinning', () => {
  it('pins the controls and the first column shown in the user order: the key column', () => {
    expect(pinnedColumns(layout).start).toEqual([SELECT_COLUMN, EXPAND_COLUMN, 'a']);
    expect(pinnedColumns([{ name: 'a', visible: false }, ...layout.slice(1)]).start).toEqual([SELECT_COLUMN, EXPAND_COLUMN, 'c']);
  });
});
