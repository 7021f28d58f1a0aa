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
