import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../core/session/types';
import { subMenus } from './visibleMenus';

const item = (TSCID: number, sidemenu?: string): MenuItem => ({ TSCID, CMCID: `C${TSCID}`, CMTITLE: `Item ${TSCID}`, CMHID: 'N', sidemenu });

describe('sub-menus', () => {
  it('are one unnamed group when the top menu has one side menu', () => {
    expect(subMenus([item(1, 'Tracing'), item(2, 'Tracing')])).toEqual([{ name: null, items: [item(1, 'Tracing'), item(2, 'Tracing')] }]);
  });

  it('are named groups in their order when it has several (its help as the last)', () => {
    const groups = subMenus([item(1, 'Users'), item(2, 'Users'), item(3, 'Menus'), item(-9, 'Help')]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.TSCID)])).toEqual([
      ['Users', [1, 2]],
      ['Menus', [3]],
      ['Help', [-9]],
    ]);
  });
});
