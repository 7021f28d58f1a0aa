import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A user by username (any case) in a company (any case), or undefined. */
export function findUser(db: Kysely<DB>, username: string, company: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('company', '=', company.toUpperCase())
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/**
 * A user's own record by id: the caller's (their session names them), whatever
 * account their session works for. Never a lookup of someone else.
 */
export function userById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
