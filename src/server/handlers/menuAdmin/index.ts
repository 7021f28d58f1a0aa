import type { Handler } from '../Handler';
import { commandHandlers } from './commandHandlers';
import { menuGroupHandlers } from './menuGroupHandlers';
import { topMenuHandlers } from './topMenuHandlers';
import { sideMenuHandlers } from './sideMenuHandlers';
import { menuHelpHandlers } from './menuHelpHandlers';
import { menuOptionsHandlers } from './menuOptionsHandlers';
import { groupMenuHandlers } from './groupMenuHandlers';

/** The menu administration of 01-shell.md §2.5 (commands, menu groups, menus, menu help). */
export const menuAdminHandlers: Record<string, Handler> = {
  ...commandHandlers,
  ...menuGroupHandlers,
  ...topMenuHandlers,
  ...sideMenuHandlers,
  ...menuHelpHandlers,
  ...menuOptionsHandlers,
  ...groupMenuHandlers,
};
