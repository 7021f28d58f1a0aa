import { boolean, date, datetime, decimal, number, text, WRITE, upper, type Resource } from '../Resource';
import { staffOnly } from '../guards';
import { validationError } from '../../errors';

/**
 * The tariff's service points (m0040, README Rating), edited by staff
 * (MTLPOINTS; Direct_Points_List and GS_Points_List list the direct and the
 * guaranteed ones). A point's terminal must exist.
 */
export const ratingPoints: Resource = {
  table: 'rating_point_list',
  writes: 'rating_points',
  key: 'id',
  guard: staffOnly,
  defaultSort: 'postal_prefix',
  search: ['postal_prefix', 'city', 'terminal'],
  duplicate: { pointer: '/postal_prefix', message: 'ID must be unique' },
  check: async (rows, body) => {
    if (body.terminal === undefined) return;
    const found = await rows.db.selectFrom('rating_terminals').select('code').where('code', '=', String(body.terminal).toUpperCase()).executeTakeFirst();
    if (!found) throw validationError([{ pointer: '/terminal', message: 'Invalid format' }]);
  },
  fields: {
    id: number(),
    postal_prefix: text({ write: { on: 'create', as: upper } }),
    city: text({ write: WRITE }),
    province: text({ write: { as: upper } }),
    country: text({ write: WRITE }),
    terminal: text({ write: { as: upper } }),
    terminal_name: text(),
    direct: boolean({ write: { default: true } }),
    guaranteed: boolean({ write: { default: false } }),
    congestion: boolean({ write: { default: false } }),
    service_days: text({ write: { default: 'MTWTF' } }),
    extra_days: number({ write: { default: 0 } }),
    updated_at: datetime({ stamp: 'now' }),
  },
};

/** The dated fuel table (MTLFUEL lists it, FUELCRT edits it): the row in force on a ship date is the latest effective on or before it. */
export const fuelTable: Resource = {
  table: 'rating_fuel',
  key: 'id',
  guard: staffOnly,
  defaultSort: '-effective_date',
  duplicate: { pointer: '/effective_date', message: 'ID must be unique' },
  fields: {
    id: number(),
    effective_date: date({ write: WRITE }),
    fuel_price: decimal({ write: WRITE }),
    ltl_percent: decimal({ write: WRITE }),
    tl_percent: decimal({ write: { default: null } }),
    intermodal_percent: decimal({ write: { default: null } }),
    updated_at: datetime({ stamp: 'now' }),
  },
};

/** The points served directly (Direct_Points_List) and those offering guaranteed service (GS_Points_List): read-only views of the same rows. */
const readOnly = Object.fromEntries(Object.entries(ratingPoints.fields).map(([name, f]) => [name, { type: f.type }]));
export const directPoints: Resource = { table: 'direct_point_list', key: 'id', guard: staffOnly, defaultSort: 'postal_prefix', search: ratingPoints.search!, fields: readOnly };
export const guaranteedPoints: Resource = { ...directPoints, table: 'guaranteed_point_list' };
