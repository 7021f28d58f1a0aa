import { datetime, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** The sign-in log of the caller's company (UA-ANALYTIC): staff only, as it shows every user's attempts. */
export const signinlog: Resource = {
  table: 'sign_in_log',
  key: 'id',
  guard: staffOnly,
  defaultSort: '-logged_in_at',
  search: ['uid', 'ip_address'],
  fields: {
    id: number(),
    uid: text(),
    company: text(),
    user_type: text(),
    logged_in_at: datetime(),
    logged_out_at: datetime(),
    result: text(),
    switched_by: text(),
    ip_address: text(),
    user_agent: text(),
  },
};
