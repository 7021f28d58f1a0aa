import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isoUtcOrNull } from '../isoUtc';
import { placeholderFaults, type LangColumn } from './translationRules';

/** The translations table's column of a language code. */
const columnOf = (code: string): LangColumn => (code === 'en-us' ? 'en_us' : (code as LangColumn));

/**
 * The overrides of one language, keyed by the English text: what TRANS-UPDATE
 * changed. English entries are only those whose wording differs from their
 * key; a row saved before its placeholders were checked is left out rather
 * than break the page. `version` changes whenever the overrides do.
 */
export async function languageBundle(db: Kysely<DB>, code: string) {
  const col = columnOf(code);
  const rows = await db.selectFrom('translations').select(['key', sql<string | null>`${sql.ref(col)}`.as('text'), 'updated_at']).orderBy('key').execute();
  const messages: Record<string, string> = {};
  let latest: Date | null = null;
  for (const r of rows) {
    if (!r.text || (col === 'en_us' && r.text === r.key)) continue;
    if (placeholderFaults(r.key, { [col]: r.text }).length) continue;
    messages[r.key] = r.text;
    const at = new Date(r.updated_at);
    if (!latest || at > latest) latest = at;
  }
  return { code, version: `${rows.length}-${isoUtcOrNull(latest) ?? '0'}`, messages };
}
