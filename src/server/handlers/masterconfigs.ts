import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Handler } from './Handler';
import { AppError } from '../errors';
import { isoUtcOrNull } from './isoUtc';

interface MasterconfigInput {
  mc_type?: string;
  mc_key?: string;
  mc_value: string;
  mc_description?: string;
  mc_v1?: string | null;
  mc_v2?: string | null;
  mc_seq?: number;
}

/**
 * Master configuration is the portal's (01-shell.md §3), shared by every
 * company: the shell reads it at sign-in (languages, analytics ids, public
 * sites), so a change here applies at the next sign-in or page view.
 */
async function entry(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('master_config').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    mc_type: row.section,
    mc_key: row.mc_key,
    mc_value: row.mc_value,
    mc_description: row.mc_description,
    mc_v1: row.mc_v1,
    mc_v2: row.mc_v2,
    mc_seq: row.seq,
    updated_at: isoUtcOrNull(row.updated_at),
  };
}

// The table keeps '' for an empty extra value, as the shell reads it.
const extras = (body: MasterconfigInput) => ({
  mc_value: body.mc_value,
  mc_description: body.mc_description ?? '',
  mc_v1: body.mc_v1 ?? '',
  mc_v2: body.mc_v2 ?? '',
  seq: body.mc_seq ?? 0,
  updated_at: new Date().toISOString(),
});

const get: Handler = async (ctx) => entry(ctx.db, ctx.params.id);

const create: Handler = async (ctx) => {
  const body = ctx.body as Required<Pick<MasterconfigInput, 'mc_type' | 'mc_key'>> & MasterconfigInput;
  const row = await ctx.db.insertInto('master_config').values({ section: body.mc_type, mc_key: body.mc_key, ...extras(body) }).returning('id').executeTakeFirstOrThrow();
  return entry(ctx.db, row.id);
};

const update: Handler = async (ctx) => {
  const current = await entry(ctx.db, ctx.params.id);
  const body = ctx.body as MasterconfigInput;
  await ctx.db.updateTable('master_config').set({ ...extras(body), seq: body.mc_seq ?? current.mc_seq }).where('id', '=', current.id).execute();
  return entry(ctx.db, current.id);
};

const remove: Handler = async (ctx) => {
  const current = await entry(ctx.db, ctx.params.id);
  await ctx.db.deleteFrom('master_config').where('id', '=', current.id).execute();
  return { status: 0 };
};

/** Sections with the keys already used in each, for the entry form's suggestions. */
const types: Handler = async (ctx) => {
  const rows = await ctx.db.selectFrom('master_config').select(['section', 'mc_key']).distinct().orderBy('section').orderBy('mc_key').execute();
  const bySection = new Map<string, string[]>();
  for (const r of rows) bySection.set(r.section, [...(bySection.get(r.section) ?? []), r.mc_key]);
  return [...bySection].map(([mc_type, keys]) => ({ mc_type, keys }));
};

export const masterconfigHandlers: Record<string, Handler> = {
  'masterconfigs.get': get,
  'masterconfigs.create': create,
  'masterconfigs.update': update,
  'masterconfigs.delete': remove,
  'masterconfigs.types': types,
};
