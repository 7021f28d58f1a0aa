import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { stampSql } from '../../db/cacheStamps';
import { ACCESS_TABLES } from '../../auth/Caller';
import { cachedMasterConfig, CONFIG_TABLES } from '../masterConfig';
import { userMenus } from './userMenus';

/** A user's record with the stamps of their menus and of the configuration, read in one statement. */
export type PayloadUser = Selectable<UsersTable> & { access_stamp: number; config_stamp: number };

function withStamps(db: Kysely<DB>) {
  return db.selectFrom('users').selectAll('users').select([stampSql(ACCESS_TABLES).as('access_stamp'), stampSql(CONFIG_TABLES).as('config_stamp')]);
}

/** Sign-in's one read of the user: by username (any case) in a company (any case), with the stamps, or undefined. */
export function signInUser(db: Kysely<DB>, username: string, company: string): Promise<PayloadUser | undefined> {
  return withStamps(db).where('company', '=', company.toUpperCase()).where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
}

/** The caller's own record with the stamps. */
export function payloadUser(db: Kysely<DB>, userId: number): Promise<PayloadUser> {
  return withStamps(db).where('id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * The login/refresh answer of 01-shell.md §3: status, profile, groups, masterconfig.
 * Given the user as read with their stamps, it reads nothing else unless their
 * menus or the configuration changed since they were last read.
 */
export async function sessionPayload(db: Kysely<DB>, user: number | PayloadUser, customerAccount?: string | null) {
  const u = typeof user === 'number' ? await payloadUser(db, user) : user;
  const [groups, masterconfig] = await Promise.all([userMenus(db, u.id, Number(u.access_stamp)), cachedMasterConfig(db, Number(u.config_stamp))]);
  return {
    status: u.login_status,
    profile: {
      MT_UID: u.username,
      MT_TYPE: u.type,
      MT_STYLE: groups[0]?.style ?? 'standard',
      MT_EMAIL: u.email,
      // The session's switched account (users.switch_account), else the user's own.
      MT_CUST: customerAccount ?? u.customer_account,
      MT_FNAME: u.first_name,
      MT_LNAME: u.last_name,
      MT_ADM: u.is_customer_admin || u.type === 'ADMIN' ? ('Y' as const) : ('N' as const),
      MT_GRP: groups[0]?.id ?? null,
      MT_LANG: u.lang,
      MT_COMP: u.company,
      MT_STATUS: u.status,
      MT_THEME: u.theme === 'dark' ? ('dark' as const) : ('light' as const),
      MT_SALES_CODE: u.sales_code,
    },
    groups,
    masterconfig,
  };
}
