import type { GridSource } from './GridSource';
import { datetime, text } from './fieldSpecs';
import { AppError } from '../errors';
import { customerScope } from '../auth/Caller';

// Presets and user types set up staff and customers alike: only the carrier's staff read them.
const staffOnly: GridSource['guard'] = async (_db, caller) => {
  if (customerScope(caller) !== null) throw new AppError('FORBIDDEN');
};

/** Grid sources of UA-DEFAULT (the company's user presets), UAT-START (user types, shared by every brand) and UA-ANALYTIC (the sign-in log). */
export const userAdminSources: Record<string, GridSource> = {
  userpresets: {
    table: 'user_presets',
    customerColumn: null,
    companyColumn: 'company',
    guard: staffOnly,
    defaultSort: 'name',
    tiebreak: 'id',
    fields: {
      id: { column: 'id', type: 'number' },
      name: text('name'),
      description: text('description'),
      company: text('company'),
      user_type: text('user_type'),
      menu_groups: { column: 'menu_groups', type: 'json' },
      menu_group: { column: 'menu_group', type: 'number' },
      language: text('language'),
      theme: text('theme'),
      doclib_type: text('doclib_type'),
      updated_at: datetime('updated_at'),
    },
  },
  usertypes: {
    table: 'user_types',
    customerColumn: null,
    companyColumn: null,
    guard: staffOnly,
    defaultSort: 'code',
    tiebreak: 'code',
    fields: {
      code: text('code'),
      description: text('description'),
      internal: { column: 'internal', type: 'boolean' },
      permissions: { column: 'permissions', type: 'json' },
      default_menugroup_id: { column: 'default_menugroup_id', type: 'number' },
      user_count: { column: '(select count(*)::int from users u where u.type = user_types.code)', type: 'number' },
    },
  },
  // The sign-in log of the caller's company (UA-ANALYTIC): staff only, as it shows every user's attempts.
  signinlog: {
    table: 'sign_in_log',
    customerColumn: null,
    companyColumn: 'company',
    guard: staffOnly,
    defaultSort: '-logged_in_at',
    tiebreak: 'id',
    fields: {
      id: { column: 'id', type: 'number' },
      uid: text('uid'),
      company: text('company'),
      user_type: text('user_type'),
      logged_in_at: datetime('logged_in_at'),
      logged_out_at: datetime('logged_out_at'),
      result: text('result'),
      switched_by: text('switched_by'),
      ip_address: text('ip_address'),
      user_agent: text('user_agent'),
    },
  },
};
