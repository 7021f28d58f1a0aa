import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { signedIn } from './Handler';
import { AppError, validationError } from '../errors';
import { isoUtcOrNull } from './isoUtc';
import { refusingConflicts } from './dbErrors';

const DUPLICATE = { pointer: '/name', message: 'Environment variable already exists' };

/**
 * One environment variable as the catalogue answers it. A secret (password,
 * API key) is write-only: its value is answered as null here, in the grid and
 * in exports, so it never reaches a browser, a screenshot or a CSV; an
 * administrator replaces it rather than reads it. Masking with asterisks was
 * not chosen because a masked string saved back by a form would overwrite the
 * secret with the mask.
 */
async function variable(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('environment_variables').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    value: row.secret ? null : row.value,
    secret: row.secret,
    description: row.description,
    updated_at: isoUtcOrNull(row.updated_at),
    updated_by: row.updated_by,
  };
}

const get: Handler = async (ctx) => variable(ctx.db, ctx.params.id);

const create: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const body = ctx.body as { name: string; value: string; secret?: boolean; description?: string };
  if (await ctx.db.selectFrom('environment_variables').select('id').where('name', '=', body.name).executeTakeFirst()) throw validationError([DUPLICATE]);
  const row = await refusingConflicts(
    () =>
      ctx.db
        .insertInto('environment_variables')
        .values({ name: body.name, value: body.value, secret: body.secret ?? false, description: body.description ?? '', updated_at: new Date().toISOString(), updated_by: caller.username })
        .returning('id')
        .executeTakeFirstOrThrow(),
    { duplicate: DUPLICATE },
  );
  return variable(ctx.db, row.id);
};

// A value left out keeps the stored one: the form of a secret starts empty, and saving only its description must not wipe it.
const update: Handler = async (ctx) => {
  const caller = signedIn(ctx);
  const current = await variable(ctx.db, ctx.params.id);
  const body = ctx.body as { value?: string; secret?: boolean; description?: string };
  // A secret's form starts empty, and a browser may send that empty field as '': it means "keep", never "erase".
  const value = current.secret && body.value === '' ? undefined : body.value;
  // Un-marking a secret would show its value: it takes a new value instead.
  if (current.secret && body.secret === false && value === undefined) throw validationError([{ pointer: '/value', message: 'Field is required' }]);
  await ctx.db
    .updateTable('environment_variables')
    .set({
      ...(value !== undefined ? { value } : {}),
      secret: body.secret ?? current.secret,
      description: body.description ?? current.description ?? '',
      updated_at: new Date().toISOString(),
      updated_by: caller.username,
    })
    .where('id', '=', current.id)
    .execute();
  return variable(ctx.db, current.id);
};

const remove: Handler = async (ctx) => {
  const current = await variable(ctx.db, ctx.params.id);
  await ctx.db.deleteFrom('environment_variables').where('id', '=', current.id).execute();
  return { status: 0 };
};

export const environmentHandlers: Record<string, Handler> = {
  'environment.get': get,
  'environment.create': create,
  'environment.update': update,
  'environment.delete': remove,
};
