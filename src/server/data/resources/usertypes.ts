import { validationError, AppError } from '../../errors';
import { INTERNAL_TYPES } from '../../auth/Caller';
import type { FieldMessage } from '../../../shared/validation/messages';
import { boolean, datetime, json, number, text, WRITE, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/**
 * User types are shared by every brand (like companies), so only the carrier's
 * staff keep them, whatever menu a customer were given. A type still held by
 * a user (of any brand) or named by a preset is refused, never cascaded.
 */
export const usertypes: Resource = {
  table: 'user_types',
  key: 'code',
  guard: staffOnly,
  defaultSort: 'code',
  search: ['code', 'description'],
  inUse: {
    refs: [
      { table: 'users', column: 'type' },
      { table: 'user_presets', column: 'user_type' },
    ],
    error: 'USER_TYPE_IN_USE',
  },
  duplicate: { pointer: '/code', message: 'User type already exists' },
  fields: {
    code: text({ write: { on: 'create' } }),
    description: text({ write: WRITE }),
    internal: boolean({ write: WRITE }),
    permissions: json({ write: { default: '[]', as: (v: string[]) => JSON.stringify(v) } }),
    default_menugroup_id: number({ write: WRITE }),
    user_count: number({ column: '(select count(*)::int from users u where u.type = user_types.code)' }),
    updated_at: datetime({ stamp: 'now', hidden: true }),
  },
  /**
   * Which types are staff is fixed in the server's rules (ADMIN, EMPLOYEE,
   * SALES see every customer), so `internal` follows them rather than letting a
   * new type claim a staff scope it would not get. The default menu group is
   * one of the caller's company.
   */
  check: async (rows, body, current) => {
    const faults: FieldMessage[] = [];
    const code = String(current?.code ?? body.code);
    if (body.internal !== INTERNAL_TYPES.has(code)) faults.push({ pointer: '/internal', message: 'Only the built-in staff types are internal' });
    const group = body.default_menugroup_id as number | null | undefined;
    if (group != null && !(await rows.selectFrom('menu_groups').select('id').where('id', '=', group).executeTakeFirst()))
      faults.push({ pointer: '/default_menugroup_id', message: 'Invalid value' });
    if (faults.length) throw validationError(faults);
  },
  beforeDelete: async (rows, current) => {
    const row = await rows.db.selectFrom('user_types').select('builtin').where('code', '=', String(current.code)).executeTakeFirstOrThrow();
    if (row.builtin) throw new AppError('USER_TYPE_BUILTIN');
  },
};
