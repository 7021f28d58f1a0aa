import type { Group, MenuEntry, MenuItem } from '../../core/session/types';

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

export interface SubMenu {
  /** The side menu's name; null when the top menu has only one (no heading is needed). */
  name: string | null;
  items: MenuItem[];
}

/**
 * A top menu's items by sub-menu (the side menu holding each, 01-shell.md §3),
 * in their order. With one sub-menu there is nothing to label: one unnamed group.
 */
export function subMenus(items: readonly MenuItem[]): SubMenu[] {
  const groups: { name: string; items: MenuItem[] }[] = [];
  for (const item of items) {
    const name = item.sidemenu ?? '';
    const last = groups.at(-1);
    if (last && last.name === name) last.items.push(item);
    else groups.push({ name, items: [item] });
  }
  if (groups.length <= 1) return [{ name: null, items: [...items] }];
  return groups.map((g) => ({ name: g.name || null, items: g.items }));
}
