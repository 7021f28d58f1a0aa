import type { Group, MenuEntry, MenuItem } from '../session/types';

export interface VisibleMenu {
  entry: MenuEntry;
  items: MenuItem[];
}

/** The group's menus as shown: hidden items (CMHID 'Y') left out, then empty menus. */
export function visibleMenus(group: Group | null): VisibleMenu[] {
  return (group?.menulist ?? [])
    .map((entry) => ({
      entry,
      items: entry.items.filter((item) => item.CMHID !== 'Y'),
    }))
    .filter((menu) => menu.items.length > 0);
}
