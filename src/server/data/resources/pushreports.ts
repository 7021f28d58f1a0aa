import { boolean, datetime, json, number, text, type Resource } from '../Resource';
import { pushreportHolders } from '../guards';

/** The caller's own push reports (PUSHREPORT), with the spec's refusal for users without the list. */
export const pushreports: Resource = {
  table: 'pushreport_list',
  // The plain delete (PUSHREPORT) removes the report; its runs go with it (on delete cascade).
  writes: 'pushreports',
  key: 'id',
  guard: pushreportHolders,
  defaultSort: '-created_at',
  search: ['title', 'api_url'],
  fields: {
    id: number(),
    title: text(),
    api_url: text(),
    query_params: json(),
    output_type: text(),
    cmid: text(),
    group: number({ column: '"group"' }),
    recipients: json(),
    schedule: json(),
    active: boolean(),
    owner: text(),
    last_run_at: datetime(),
    next_run_at: datetime(),
    created_at: datetime(),
  },
};
