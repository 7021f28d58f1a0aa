import { validationError } from '../../errors';
import { OPTIONAL_TEXT, text, upper, WRITE, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** Skins the portal ships (src/shell/themes) and the page templates each offers. */
export const SKINS = [
  { skin: 'standard', templates: ['default'], dark: true },
  { skin: 'benefits', templates: ['default'], dark: false },
];

/**
 * Companies are the carrier group's brands: one shared list, kept by the
 * group's staff (CO-START), not scoped to the caller's company. A company its
 * users, customers or menu groups still name is refused, never cascaded.
 */
export const companies: Resource = {
  table: 'companies',
  key: 'code',
  guard: staffOnly,
  defaultSort: 'code',
  search: ['code', 'name', 'city'],
  inUse: {
    refs: [
      { table: 'users', column: 'company' },
      { table: 'customers', column: 'company' },
      { table: 'menu_groups', column: 'company' },
    ],
    error: 'COMPANY_IN_USE',
    field: 'in_use',
  },
  duplicate: { pointer: '/code', message: 'Company already exists' },
  fields: {
    code: text({ write: { on: 'create' } }),
    name: text({ write: WRITE }),
    address: text({ write: OPTIONAL_TEXT }),
    city: text({ write: OPTIONAL_TEXT }),
    province: text({ write: { ...OPTIONAL_TEXT, as: upper } }),
    postal_code: text({ write: OPTIONAL_TEXT }),
    phone: text({ write: OPTIONAL_TEXT }),
    email: text({ write: OPTIONAL_TEXT }),
    skin: text({ write: WRITE }),
    template: text({ write: OPTIONAL_TEXT }),
    key_field: text({ write: OPTIONAL_TEXT }),
  },
  check: async (_rows, body) => {
    if (!SKINS.some((s) => s.skin === body.skin)) throw validationError([{ pointer: '/skin', message: 'Invalid value' }]);
  },
};
