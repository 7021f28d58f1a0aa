import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { AppError, validationError } from '../errors';
import { isoUtcOrNull } from './isoUtc';
import { placeholderFaults, type LangColumn } from './translationRules';
import { translationHandlers } from './translations';

/** The translations table's column of a language code. */
export const columnOf = (code: string): LangColumn => (code === 'en-us' ? 'en_us' : (code as LangColumn));

async function language(db: Kysely<DB>, code: string) {
  const row = await db.selectFrom('languages').select(['code', 'name', 'supported', 'translatable']).where('code', '=', code).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const col = columnOf(code);
  const counts = await db
    .selectFrom('translations')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where coalesce(${sql.ref(col)}, '') <> '')::int`.as('done')])
    .executeTakeFirstOrThrow();
  const translated = code === 'en-us' ? counts.total : counts.done;
  return { ...row, translated_count: translated, missing_count: counts.total - translated };
}

const get: Handler = async (ctx) => language(ctx.db, ctx.params.code);

// English is the key language of every catalogue: it cannot be switched off.
const update: Handler = async (ctx) => {
  const current = await language(ctx.db, ctx.params.code);
  if (current.code === 'en-us' && ctx.body.supported === 'N') throw validationError([{ pointer: '/supported', message: 'Invalid value' }]);
  await ctx.db.updateTable('languages').set({ name: ctx.body.name, supported: ctx.body.supported }).where('code', '=', current.code).execute();
  return language(ctx.db, current.code);
};

/**
 * The overrides of one language, keyed by the English text: what TRANS-UPDATE
 * changed. The shell layers them over its built-in catalogue, so an edited
 * French text is what users see. English entries are only those whose wording
 * differs from their key. Public: the sign-in pages need them too.
 */
const bundle: Handler = async (ctx) => {
  const code: string = ctx.params.code;
  const col = columnOf(code);
  const rows = await ctx.db.selectFrom('translations').select(['key', sql<string | null>`${sql.ref(col)}`.as('text'), 'updated_at']).orderBy('key').execute();
  const messages: Record<string, string> = {};
  let latest: Date | null = null;
  for (const r of rows) {
    if (!r.text || (col === 'en_us' && r.text === r.key)) continue;
    // A row saved before its placeholders were checked is left out rather than break the page.
    if (placeholderFaults(r.key, { [col]: r.text }).length) continue;
    messages[r.key] = r.text;
    const at = new Date(r.updated_at);
    if (!latest || at > latest) latest = at;
  }
  ctx.reply.header('cache-control', 'no-cache');
  return { code, version: `${rows.length}-${isoUtcOrNull(latest) ?? '0'}`, messages };
};

export const languageHandlers: Record<string, Handler> = {
  'languages.get': get,
  'languages.update': update,
  'languages.bundle': bundle,
  ...translationHandlers,
};
