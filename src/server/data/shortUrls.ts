import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ScopedDb } from './ScopedDb';
import { atomically } from './audit/auditLog';
import { recordRow } from './audit/recordRow';

function answer(row: { id: string; url: string; expires_at: Date | null }) {
  return {
    id: row.id,
    url: row.url,
    short_url: `/st/${row.id}`,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  };
}

/** A new short /st/{id} address for a checked same-site path, made by the caller (its entry in the audit log with it). */
export function addShortUrl(rows: ScopedDb, url: string, days: number | undefined) {
  return atomically(rows, async (trx) => {
    const row = await trx.db
      .insertInto('short_urls')
      .values({
        id: randomBytes(6).toString('base64url'),
        url,
        created_by: rows.caller.userId,
        expires_at: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRow(trx, 'short_urls', 'id', null, row);
    return answer(row);
  });
}

/** A short URL that has not expired, or undefined: whoever has the link follows it. */
export async function liveShortUrl(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('short_urls')
    .select(['id', 'url', 'expires_at'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  return row && answer(row);
}
