import type { ScopedDb } from '../ScopedDb';
import { auditedWrite } from '../audit/auditedWrite';
import { placeholderFaults } from './translationRules';
import type { LanguagesTranslationsMassUpdateBody } from '../../../shared/generated/types';

/** The texts of one key as the forms send them. */
/** The request body as the catalogue types it (schemas/calls). */
export type TranslationTexts = LanguagesTranslationsMassUpdateBody['translations'][number];

// An empty translation is stored as null: the shell then falls back to the built-in text.
const texts = (body: TranslationTexts, by: string) => ({
  en_us: body.en_us,
  fr: body.fr || null,
  zh: body.zh || null,
  es: body.es || null,
  updated_at: new Date().toISOString(),
  updated_by: by,
});

/** The audit log's record of a translation: its row. */
const AUDITED = { entity: 'translations' };

/**
 * Many keys at once, in one transaction. A row with a fault is reported and
 * skipped (the others still apply: the answer says which failed and why);
 * a row equal to what is stored is counted unchanged and not rewritten.
 */
export async function massUpdateTranslations(scope: ScopedDb, rows: (TranslationTexts & { key: string })[]) {
  const by = scope.caller.username;
  const out = { created: 0, updated: 0, unchanged: 0, errors: [] as { key: string; message: string }[] };
  await scope.transaction(async (scoped) => {
    const trx = scoped.db;
    for (const row of rows) {
      const fault = placeholderFaults(row.key, row)[0];
      if (fault) {
        out.errors.push({ key: row.key, message: `${fault.pointer.slice(1)}: missing ${fault.values?.[1]}` });
        continue;
      }
      const stored = await trx.selectFrom('translations').selectAll().where('key', '=', row.key).executeTakeFirst();
      const next = texts(row, by);
      if (!stored) {
        // Each key written is one audit entry, in this transaction.
        await auditedWrite(scoped, AUDITED, async (t) => (await t.db.insertInto('translations').values({ key: row.key, ...next }).returning('id').executeTakeFirstOrThrow()).id, (id) => id);
        out.created += 1;
      } else if (stored.en_us === next.en_us && stored.fr === next.fr && stored.zh === next.zh && stored.es === next.es) {
        out.unchanged += 1;
      } else {
        await auditedWrite(scoped, { ...AUDITED, id: stored.id }, (t) => t.db.updateTable('translations').set(next).where('id', '=', stored.id).execute());
        out.updated += 1;
      }
    }
  });
  return out;
}

