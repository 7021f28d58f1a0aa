import { validationError } from '../../errors';
import { boolean, datetime, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/**
 * Environment variables, shared by every brand. A secret (password, API key)
 * is write-only: its value is answered as null here, in the grid and in
 * exports, so it never reaches a browser, a screenshot or a CSV, and it is
 * not matched by filters either (the column itself is masked). Masking with
 * asterisks was not chosen because a masked string saved back by a form would
 * overwrite the secret with the mask.
 */
export const environment: Resource = {
  table: 'environment_variables',
  key: 'id',
  guard: staffOnly,
  defaultSort: 'name',
  search: ['name', 'description'],
  duplicate: { pointer: '/name', message: 'Environment variable already exists' },
  fields: {
    id: number(),
    name: text({ write: { on: 'create' } }),
    // A value left out keeps the stored one: the form of a secret starts empty, and saving only its description must not wipe it.
    value: text({ column: '(case when secret then null else value end)', write: { keep: true, into: 'value' } }),
    secret: boolean({ write: { default: false, keep: true } }),
    description: text({ write: { default: '', keep: true } }),
    updated_at: datetime({ stamp: 'now' }),
    updated_by: text({ stamp: 'username' }),
  },
  check: async (_rows, body, current) => {
    if (!current?.secret) return;
    // A secret's form starts empty, and a browser may send that empty field as '': it means "keep", never "erase".
    if (body.value === '') delete body.value;
    // Un-marking a secret would show its value: it takes a new value instead.
    if (body.secret === false && body.value === undefined) throw validationError([{ pointer: '/value', message: 'Field is required' }]);
  },
};
