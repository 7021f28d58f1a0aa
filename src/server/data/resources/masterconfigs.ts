import { datetime, number, text, WRITE, type Resource } from '../Resource';
import { staffOnly } from '../guards';

// The table keeps '' for an empty extra value, as the shell reads it.
const EMPTY = { default: '' };

/**
 * Master configuration is the portal's (01-shell.md §3), shared by every
 * company: the shell reads it at sign-in (languages, analytics ids, public
 * sites), so a change here applies at the next sign-in or page view.
 */
export const masterconfigs: Resource = {
  table: 'master_config',
  key: 'id',
  guard: staffOnly,
  defaultSort: 'mc_type,mc_seq',
  search: ['mc_type', 'mc_key', 'mc_value', 'mc_description'],
  fields: {
    id: number(),
    mc_type: text({ column: 'section', write: { on: 'create' } }),
    mc_key: text({ write: { on: 'create' } }),
    mc_value: text({ write: WRITE }),
    mc_description: text({ write: EMPTY }),
    mc_v1: text({ write: EMPTY }),
    mc_v2: text({ write: EMPTY }),
    mc_seq: number({ column: 'seq', write: { default: 0, keep: true } }),
    updated_at: datetime({ stamp: 'now' }),
  },
};
