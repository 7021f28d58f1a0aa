import { datetime, number, text, type Resource } from '../Resource';
import { adminOnly } from '../guards';

/** The company's audit log (AUD_LIST): who changed which record, when, from which screen. Administrators only. */
export const auditLog: Resource = {
  table: 'audit_log',
  key: 'id',
  guard: adminOnly,
  defaultSort: '-id',
  search: ['user_id', 'entity', 'entity_id'],
  fields: {
    id: number(),
    at: datetime(),
    user_id: text(),
    company: text(),
    cmid: text(),
    action: text(),
    entity: text(),
    entity_id: text(),
    ip: text(),
  },
};
