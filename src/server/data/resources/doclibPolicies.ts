import { boolean, datetime, json, number, text, type Resource } from '../Resource';
import { adminOnly } from '../guards';
import { checkPolicy } from '../doclib/policyCheck';

// A default is stored as written (not through `as`): the empty list is its JSON text.
const JSON_LIST = { as: (v: unknown[]) => JSON.stringify(v) };
const NULLABLE = { as: (v: unknown) => (v === '' || v === undefined ? null : v) };

/**
 * DOCLIB_POLICY (with /add and /edit/{id}): who may view, add, edit and delete in which
 * document library of the caller's company (rightsIn reads these rows). Administrators only:
 * a policy decides other users' rights, as menus do.
 */
export const doclibPolicies: Resource = {
  table: 'doclib_policy_list',
  writes: 'doclib_policies',
  key: 'id',
  defaultSort: 'cmid',
  search: ['cmid', 'name', 'doctype', 'menu_group_name', 'user_type'],
  guard: adminOnly,
  check: (rows, body) => checkPolicy(rows, body),
  fields: {
    id: number(),
    cmid: text({ write: {} }),
    name: text({ write: { as: (v: string) => v.trim() } }),
    doctype: text({ write: NULLABLE }),
    menu_group: number({ write: NULLABLE }),
    menu_group_name: text(),
    user_type: text({ write: NULLABLE }),
    can_view: boolean({ write: {} }),
    can_add: boolean({ write: {} }),
    can_edit: boolean({ write: {} }),
    can_delete: boolean({ write: {} }),
    can_email: boolean({ write: { default: false } }),
    own_customers_only: boolean({ write: { default: true } }),
    upload_enabled: boolean({ write: {} }),
    max_file_mb: number({ write: NULLABLE }),
    max_total_mb: number({ write: NULLABLE }),
    allowed_types: json({ write: { ...JSON_LIST, default: '[]' } }),
    retention_days: number({ write: NULLABLE }),
    doclib_type: text({ write: {} }),
    notify_emails: json({ write: { ...JSON_LIST, default: '[]' } }),
    active: boolean({ write: {} }),
    updated_by: text({ stamp: 'username' }),
    updated_at: datetime({ stamp: 'now' }),
  },
};
