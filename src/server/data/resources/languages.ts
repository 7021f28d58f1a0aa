import { validationError } from '../../errors';
import { boolean, number, text, WRITE, type Resource } from '../Resource';
import { staffOnly } from '../guards';

// count(*) is a bigint, which pg hands over as text: integers are cast so both drivers answer numbers.
const translatedCount = (lang: string) => `(select count(*)::int from translations t where coalesce(t.${lang}, '') <> '')`;
const ALL = '(select count(*)::int from translations)';
const byLanguage = (count: (lang: string) => string, english: string) =>
  `(case code when 'fr' then ${count('fr')} when 'zh' then ${count('zh')} when 'es' then ${count('es')} else ${english} end)`;

/** The portal's languages (LANG-LIST) with how much of the catalogue each has, shared by every brand. */
export const languages: Resource = {
  table: 'languages',
  key: 'code',
  guard: staffOnly,
  defaultSort: 'code',
  search: ['code', 'name'],
  fields: {
    code: text(),
    name: text({ write: WRITE }),
    supported: text({ write: WRITE }),
    translatable: boolean(),
    translated_count: number({ column: byLanguage(translatedCount, ALL) }),
    missing_count: number({ column: byLanguage((lang) => `${ALL} - ${translatedCount(lang)}`, '0') }),
  },
  // English is the key language of every catalogue: it cannot be switched off.
  check: async (_rows, body, current) => {
    if (current?.code === 'en-us' && body.supported === 'N') throw validationError([{ pointer: '/supported', message: 'Invalid value' }]);
  },
};
