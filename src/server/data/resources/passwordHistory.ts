import { datetime, number, text, type Resource } from '../Resource';
import { adminOnly } from '../guards';

/** When each user of the company had their password set, how and by whom (UA-PHIST): administrators only. */
export const passwordHistory: Resource = {
  table: 'password_history',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-changed_at',
  search: ['uid', 'changed_by'],
  fields: {
    id: number(),
    uid: text(),
    changed_at: datetime(),
    changed_by: text(),
    how: text(),
  },
};
