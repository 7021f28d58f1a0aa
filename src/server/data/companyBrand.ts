import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';

/** A company brand by its code (any case), as its public login page shows it; 404 for none. */
export async function companyBrand(db: Kysely<DB>, code: string) {
  const row = await db.selectFrom('companies').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
