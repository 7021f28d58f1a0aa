import type { ScopedDb } from '../ScopedDb';
import { assignableGroups, assignableTypes } from './assignable';
import { presetOptions } from './userPresetRows';

/** The choice lists of the user form, limited to what the caller may give. */
export async function userFormOptions(rows: ScopedDb) {
  const [company, groups, salesCodes, presets, types] = await Promise.all([
    rows.db.selectFrom('companies').select(['code', 'name']).where('code', '=', rows.scope.company).executeTakeFirst(),
    assignableGroups(rows),
    rows.companyWide('users').select('sales_code').distinct().where('sales_code', 'is not', null).orderBy('sales_code').execute(),
    presetOptions(rows),
    assignableTypes(rows),
  ]);
  return {
    companies: company ? [{ value: company.code, label: company.name }] : [],
    user_types: types.map((t) => ({ value: t, label: t })),
    menu_groups: groups,
    languages: [
      { value: 'en', label: 'English' },
      { value: 'fr', label: 'Français' },
    ],
    sales_codes: salesCodes.map((s) => ({ value: s.sales_code!, label: s.sales_code! })),
    regions: [],
    presets,
  };
}
