import { describe, expect, it } from 'vitest';
import { linkForSelection } from './ToolbarLinks';

describe('a toolbar link taking the selected rows', () => {
  it('is the link itself when it names no selection', () => {
    expect(linkForSelection('/MANITOULIN/pages/BOL2_search', '')).toBe('/MANITOULIN/pages/BOL2_search');
  });
  it('waits for a selection, then takes the keys, each encoded', () => {
    expect(linkForSelection('/M/pages/Labels_ListEdit/PRINT/{selected}', '')).toBeNull();
    expect(linkForSelection('/M/pages/Labels_ListEdit/PRINT/{selected}', '3,12')).toBe('/M/pages/Labels_ListEdit/PRINT/3,12');
    expect(linkForSelection('/M/pages/X/{selected}', 'a/b,c d')).toBe('/M/pages/X/a%2Fb,c%20d');
  });
});
