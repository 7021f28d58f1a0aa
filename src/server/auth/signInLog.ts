import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import { hashToken } from './sessions';
import { relaxedOf } from '../db/openDatabase';

export type SignInResult = 'success' | 'failed' | 'locked' | 'inactive' | 'new_password_required';

export interface SignInEntry {
  /** The name as typed: a failed attempt at an unknown name is logged too. */
  uid: string;
  company: string;
  result: SignInResult;
  user?: { id: number; type: string } | null;
  /** The new session's token; only its hash is kept, to stamp the sign-out. */
  token?: string;
  /** The staff member who switched into this session. */
  switchedBy?: string | null;
}

/**
 * One row of the sign-in log (UA-ANALYTIC). Written outside any transaction
 * of the sign-in, so a refused attempt is logged although the call fails;
 * committed without waiting for the disk (relaxedOf: the server's record, which
 * no caller is told was saved), so a sign-in waits for no fsync of it.
 */
export async function logSignIn(db: Kysely<DB>, request: FastifyRequest, entry: SignInEntry): Promise<void> {
  await relaxedOf(db)
    .insertInto('sign_in_log')
    .values({
      uid: entry.uid.slice(0, 150),
      company: entry.company.slice(0, 30),
      user_id: entry.user?.id ?? null,
      user_type: entry.user?.type ?? null,
      result: entry.result,
      switched_by: entry.switchedBy ?? null,
      ip_address: request.ip ?? '',
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      token_hash: entry.token ? hashToken(entry.token) : null,
    })
    .execute();
}

/** Stamps the sign-out on the log row of the session (logout). */
export async function logSignOut(db: Kysely<DB>, tokenHash: string): Promise<void> {
  await db
    .updateTable('sign_in_log')
    .set({ logged_out_at: sql<string>`now()` as never, token_hash: null })
    .where('token_hash', '=', tokenHash)
    .where('logged_out_at', 'is', null)
    .execute();
}

/** A rotated token (PUT users/resettoken) keeps its session's log row. */
export async function followTokenRotation(db: Kysely<DB>, oldHash: string, newToken: string): Promise<void> {
  await db.updateTable('sign_in_log').set({ token_hash: hashToken(newToken) }).where('token_hash', '=', oldHash).execute();
}
