import { validationError } from '../../errors';
import { datetime, json, number, text, WRITE, type Resource } from '../Resource';
import { staffOnly } from '../guards';
import { placeholderFaults } from '../languages/translationRules';

// An empty translation is stored as null: the shell then falls back to the built-in text.
const TRANSLATION = { as: (v: string) => v || null };

/** The placeholders {1}, {2}... of the key, each once, in order of appearance (placeholdersOf, in SQL). */
const PLACEHOLDERS = `(select coalesce(json_agg(p.m order by p.first), '[]'::json) from (
  select r.m[1] as m, min(r.ord) as first from regexp_matches(translations.key, '\\{\\d+\\}', 'g') with ordinality as r(m, ord) group by r.m[1]) p)`;

/**
 * The translation catalogue (TRANS-UPDATE): one row per English key, shared by
 * every brand. A translation must keep every placeholder of its key (01-shell.md
 * §9), else the shell would show "{1}" or fail.
 */
export const translations: Resource = {
  table: 'translations',
  key: 'id',
  guard: staffOnly,
  defaultSort: 'key',
  search: ['key', 'en_us', 'fr'],
  duplicate: { pointer: '/key', message: 'Translation already exists' },
  fields: {
    id: number(),
    key: text({ write: { on: 'create' } }),
    en_us: text({ write: WRITE }),
    fr: text({ write: TRANSLATION }),
    zh: text({ write: TRANSLATION }),
    es: text({ write: TRANSLATION }),
    placeholders: json({ column: PLACEHOLDERS }),
    updated_at: datetime({ stamp: 'now' }),
    updated_by: text({ stamp: 'username' }),
  },
  check: async (_rows, body, current) => {
    const faults = placeholderFaults(String(current?.key ?? body.key), body);
    if (faults.length) throw validationError(faults);
  },
};
