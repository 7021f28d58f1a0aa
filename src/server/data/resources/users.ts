import { boolean, datetime, json, number, text, type Resource } from '../Resource';
import { companyAdminOnly } from '../guards';

/**
 * The user_list view: what an administrator may see of users (their company's;
 * a customer administrator's: their account's), never a password hash. A
 * customer sees their account's users only as its company administrator.
 */
export const users: Resource = {
  table: 'user_list',
  key: 'id',
  guard: companyAdminOnly,
  defaultSort: 'uid',
  search: ['uid', 'display_name', 'email'],
  fields: {
    id: number(),
    uid: text(),
    company: text(),
    alias: text(),
    user_type: text(),
    menu_group: number(),
    menu_group_name: text(),
    menu_groups: json(),
    stage: text(),
    first_name: text(),
    middle_name: text(),
    last_name: text(),
    display_name: text(),
    email: text(),
    desk_phone: text(),
    mobile: text(),
    default_account: text(),
    is_admin: boolean(),
    language: text(),
    sales_codes: json(),
    regions: json(),
    status: text(),
    locked: boolean(),
    limited_access: boolean(),
    last_login: datetime(),
    created_at: datetime(),
  },
};
