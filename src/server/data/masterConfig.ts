import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { stampedTables } from '../db/cacheStamps';

/** The tables the master configuration is read from: their stamp tells every process that an administrator changed it. */
export const CONFIG_TABLES = ['master_config'];

/**
 * The master configuration of 01-shell.md §3 from its table: FRAMEWORK
 * entries (languages, analytics ids) and HTTPCLUSTER (public sites), each a
 * list of {mc_key, mc_value, mc_description, mc_v1, mc_v2}.
 */
export async function masterConfig(db: Kysely<DB>) {
  const rows = await db.selectFrom('master_config').selectAll().orderBy('section').orderBy('seq').orderBy('id').execute();
  const entries = (section: string) =>
    rows
      .filter((r) => r.section === section)
      .map((r) => ({ mc_key: r.mc_key, mc_value: r.mc_value, mc_description: r.mc_description, mc_v1: r.mc_v1, mc_v2: r.mc_v2 }));
  return { FRAMEWORK: entries('FRAMEWORK'), HTTPCLUSTER: entries('HTTPCLUSTER') };
}

type MasterConfig = Awaited<ReturnType<typeof masterConfig>>;
const configs = new WeakMap<object, { stamp: number; config: Promise<MasterConfig> }>();

/**
 * The master configuration as of `stamp` (the stamp of CONFIG_TABLES, read with
 * the user at sign-in): read once per change, whichever process made it.
 */
export function cachedMasterConfig(db: Kysely<DB>, stamp: number): Promise<MasterConfig> {
  if (!stampedTables(db, 'master_config')) return masterConfig(db);
  const cached = configs.get(db);
  if (cached?.stamp === stamp) return cached.config;
  const config = masterConfig(db);
  configs.set(db, { stamp, config });
  // A failed read is not kept.
  config.catch(() => configs.get(db)?.config === config && configs.delete(db));
  return config;
}

/** One FRAMEWORK value by key, or null. */
export async function masterValue(db: Kysely<DB>, key: string): Promise<string | null> {
  const row = await db.selectFrom('master_config').select('mc_value').where('section', '=', 'FRAMEWORK').where('mc_key', '=', key).executeTakeFirst();
  return row?.mc_value ?? null;
}

/** Sections with the keys already used in each, for the entry form's suggestions. */
export async function masterconfigTypes(db: Kysely<DB>) {
  const rows = await db.selectFrom('master_config').select(['section', 'mc_key']).distinct().orderBy('section').orderBy('mc_key').execute();
  const bySection = new Map<string, string[]>();
  for (const r of rows) bySection.set(r.section, [...(bySection.get(r.section) ?? []), r.mc_key]);
  return [...bySection].map(([mc_type, keys]) => ({ mc_type, keys }));
}
