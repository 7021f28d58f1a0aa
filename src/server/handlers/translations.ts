import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { isoUtcOrNull } from './isoUtc';
import { placeholderFaults, placeholdersOf } from './translationRules';
import { refusingConflicts } from './dbErrors';

interface TranslationInput {
  key: string;
  en_us: string;
  fr?: string | null;
  zh?: string | null;
  es?: string | null;
}

const DUPLICATE = { pointer: '/key', message: 'Translation already exists' };

async function translation(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('translations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, placeholders: placeholdersOf(row.key), updated_at: isoUtcOrNull(row.updated_at) };
}

// An empty translation is stored as null: the shell then falls back to the built-in text.
const texts = (body: Omit<TranslationInput, 'key'>, by: string) => ({
  en_us: body.en_us,
  fr: body.fr || null,
  zh: body.zh || null,
  es: body.es || null,
  updated_at: new Date().toISOString(),
  updated_by: by,
});

const get: Handler = async (ctx) => translation(ctx.db, ctx.params.id);

const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const body = ctx.body as TranslationInput;
  const faults = placeholderFaults(body.key, body);
  if (faults.length) throw validationError(faults);
  if (await ctx.db.selectFrom('translations').select('id').where('key', '=', body.key).executeTakeFirst()) throw validationError([DUPLICATE]);
  const row = await refusingConflicts(
    () => ctx.db.insertInto('translations').values({ key: body.key, ...texts(body, caller.username) }).returning('id').executeTakeFirstOrThrow(),
    { duplicate: DUPLICATE },
  );
  return translation(ctx.db, row.id);
};

const update: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const current = await translation(ctx.db, ctx.params.id);
  const faults = placeholderFaults(current.key, ctx.body);
  if (faults.length) throw validationError(faults);
  await ctx.db.updateTable('translations').set(texts(ctx.body, caller.username)).where('id', '=', current.id).execute();
  return translation(ctx.db, current.id);
};

const remove: Handler = async (ctx) => {
  const current = await translation(ctx.db, ctx.params.id);
  await ctx.db.deleteFrom('translations').where('id', '=', current.id).execute();
  return { status: 0 };
};

/**
 * Many keys at once, in one transaction. A row with a fault is reported and
 * skipped (the others still apply: the answer says which failed and why);
 * a row equal to what is stored is counted unchanged and not rewritten.
 */
const massUpdate: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const rows = ctx.body.translations as TranslationInput[];
  const out = { created: 0, updated: 0, unchanged: 0, errors: [] as { key: string; message: string }[] };
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const fault = placeholderFaults(row.key, row)[0];
      if (fault) {
        out.errors.push({ key: row.key, message: `${fault.pointer.slice(1)}: missing ${fault.values?.[1]}` });
        continue;
      }
      const stored = await trx.selectFrom('translations').selectAll().where('key', '=', row.key).executeTakeFirst();
      const next = texts(row, caller.username);
      if (!stored) {
        await trx.insertInto('translations').values({ key: row.key, ...next }).execute();
        out.created += 1;
      } else if (stored.en_us === next.en_us && stored.fr === next.fr && stored.zh === next.zh && stored.es === next.es) {
        out.unchanged += 1;
      } else {
        await trx.updateTable('translations').set(next).where('id', '=', stored.id).execute();
        out.updated += 1;
      }
    }
  });
  return out;
};

export const translationHandlers: Record<string, Handler> = {
  'languages.translation_get': get,
  'languages.translation_create': create,
  'languages.translation_update': update,
  'languages.translation_delete': remove,
  'languages.translations_mass_update': massUpdate,
};
