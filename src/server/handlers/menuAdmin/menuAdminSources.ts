import type { GridSource } from '../../query/GridSource';
import { datetime, text, number, boolean } from '../../query/fieldSpecs';
import { assertAdmin } from './adminOnly';

/**
 * Views of m0006_menus. Their customer_account is always null: with the
 * ADMIN-only guard, a customer can neither pass nor see a row.
 */
const admin = { customerColumn: 'customer_account', companyColumn: 'company', guard: async (_db: unknown, caller: Parameters<typeof assertAdmin>[0]) => void assertAdmin(caller) };

/** The grid data sources of the menu administration screens, by catalogue source name. */
export const menuAdminSources: Record<string, GridSource> = {
  commands: {
    ...admin,
    table: 'command_list',
    defaultSort: 'cmid',
    tiebreak: 'cmid',
    fields: {
      cmid: text('cmid'),
      title: text('title'),
      target: text('target'),
      analytics: text('analytics'),
      hidden: text('hidden'),
      external: boolean('external'),
      help_id: number('help_id'),
      menu_count: number('menu_count'),
      updated_at: datetime('updated_at'),
    },
  },
  menugroups: {
    ...admin,
    table: 'menugroup_list',
    defaultSort: 'name',
    tiebreak: 'id',
    fields: {
      id: number('id'),
      name: text('name'),
      company: text('company'),
      description: text('description'),
      is_admin: boolean('is_admin'),
      landing_page: text('landing_page'),
      style: text('style'),
      user_count: number('user_count'),
      menu_count: number('menu_count'),
    },
  },
  menugroupUsers: {
    ...admin,
    table: 'menugroup_user_list',
    defaultSort: 'username',
    tiebreak: 'id',
    fields: {
      id: number('id'),
      group_id: number('group_id'),
      username: text('username'),
      first_name: text('first_name'),
      last_name: text('last_name'),
      user_type: text('user_type'),
      customer_account: text('customer_account'),
      status: text('status'),
    },
  },
  groupMenus: {
    ...admin,
    table: 'group_menu_list',
    defaultSort: 'group_name,sequence',
    tiebreak: 'link',
    fields: {
      link: text('link'),
      group_id: number('group_id'),
      group_name: text('group_name'),
      tmmid: number('tmmid'),
      menu_name: text('menu_name'),
      sequence: number('sequence'),
    },
  },
  topMenus: {
    ...admin,
    table: 'top_menu_list',
    defaultSort: 'sequence',
    tiebreak: 'tmmid',
    fields: {
      tmmid: number('tmmid'),
      name: text('name'),
      type: text('type'),
      hook: text('hook'),
      sequence: number('sequence'),
      doclib: text('doclib'),
      exdoclib: text('exdoclib'),
      help_id: number('help_id'),
      sidemenu_count: number('sidemenu_count'),
      item_count: number('item_count'),
      menugroup_count: number('menugroup_count'),
      menugroups: text('menugroups'),
    },
  },
  sideMenus: {
    ...admin,
    table: 'side_menu_list',
    defaultSort: 'menu_name,sequence',
    tiebreak: 'id',
    fields: {
      id: number('id'),
      tmmid: number('tmmid'),
      menu_name: text('menu_name'),
      name: text('name'),
      sequence: number('sequence'),
      item_count: number('item_count'),
    },
  },
  menuItems: {
    ...admin,
    table: 'menu_item_list',
    defaultSort: 'menu_name,sidemenu_name,sequence',
    tiebreak: 'tscid',
    fields: {
      tscid: number('tscid'),
      tmmid: number('tmmid'),
      sidemenu_id: number('sidemenu_id'),
      menu_name: text('menu_name'),
      sidemenu_name: text('sidemenu_name'),
      cmid: text('cmid'),
      title: text('title'),
      sequence: number('sequence'),
      hidden: boolean('hidden'),
    },
  },
  menuHelp: {
    ...admin,
    table: 'menu_help_list',
    defaultSort: 'title',
    tiebreak: 'mhmid',
    fields: {
      mhmid: number('mhmid'),
      tmmid: number('tmmid'),
      menu_name: text('menu_name'),
      title: text('title'),
      updated_at: datetime('updated_at'),
      updated_by: text('updated_by'),
    },
  },
};
