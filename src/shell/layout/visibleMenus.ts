import type { Group, MenuEntry, MenuItem } from '../session/types';

export interface VisibleMenu {
  entry: MenuEntry;
  items: MenuItem[];
}

/** A top menu of the link type (TMMTYP L): the menu bar shows it as one link to its TMHOOK. */
export function linkOf(entry: MenuEntry): string | null {
  return entry.TMMTYP === 'L' && entry.TMHOOK?.trim() ? entry.TMHOOK.trim() : null;
}

/** The group's menus as shown: hidden items (CMHID 'Y') left out, then empty menus (a link menu has none). */
export function visibleMenus(group: Group | null): VisibleMenu[] {
  return (group?.menulist ?? [])
    .map((entry) => ({
      entry,
      items: entry.items.filter((item) => item.CMHID !== 'Y'),
    }))
    .filter((menu) => menu.items.length > 0 || linkOf(menu.entry) !== null);
}
