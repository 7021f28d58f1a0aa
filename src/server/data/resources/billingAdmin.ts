import { validationError } from '../../errors';
import { boolean, datetime, decimal, date, number, text, upper, WRITE, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** The delivery (OS&D and status) codes of the company (billing.delivery_codes: DELIVERYCODES). */
export const deliveryCodes: Resource = {
  table: 'delivery_codes',
  key: 'code',
  guard: staffOnly,
  defaultSort: 'code',
  search: ['code', 'description', 'description_fr', 'category'],
  fields: {
    code: text(),
    description: text(),
    description_fr: text(),
    category: text(),
    billable: boolean(),
    active: boolean(),
  },
};

const optional = { default: null };

/**
 * Billing exit conditions, in their evaluation sequence (billing.exit_*:
 * BILL_EXIT_LIST, BILL_EXIT_ADD, BILL_EXIT_EDIT/{exit_id}). A new condition goes
 * last (the table's trigger); moving one is billing.exit_move's (data/billing/moveExit.ts).
 */
export const exitConditions: Resource = {
  table: 'billing_exit_conditions',
  key: 'exit_id',
  guard: staffOnly,
  notFound: 'EXIT_NOT_FOUND',
  defaultSort: 'sequence',
  search: ['description', 'customer_account', 'terminal', 'field', 'action'],
  fields: {
    exit_id: number(),
    exit_type: text({ write: WRITE }),
    sequence: number(),
    description: text({ write: WRITE }),
    customer_account: text({ write: optional }),
    terminal: text({ write: { ...optional, as: upper } }),
    field: text({ write: WRITE }),
    operator: text({ write: WRITE }),
    value: text({ write: WRITE }),
    action: text({ write: WRITE }),
    notify_email: text({ write: optional }),
    active: boolean({ write: { default: true } }),
    updated_by: text({ stamp: 'username' }),
    updated_at: datetime({ stamp: 'now' }),
  },
  // A condition names an account of the company and a terminal that exists, or none.
  check: async (rows, body) => {
    if (body.customer_account != null) {
      const found = await rows.selectFrom('customers').select('account').where('account', '=', String(body.customer_account)).executeTakeFirst();
      if (!found) throw validationError([{ pointer: '/customer_account', message: 'Customer Code Not Found' }]);
    }
    if (body.terminal != null) {
      const found = await rows.db.selectFrom('terminals').select('code').where('code', '=', String(body.terminal).toUpperCase()).executeTakeFirst();
      if (!found) throw validationError([{ pointer: '/terminal', message: 'Invalid value' }]);
    }
    if (body.exit_type === 'Notify' && !body.notify_email) throw validationError([{ pointer: '/notify_email', message: 'Field is required' }]);
  },
};

const production = {
  row_key: text(),
  date: date(),
  terminal: text(),
  bills_entered: number(),
  bills_corrected: number(),
  hours: decimal(),
  bills_per_hour: decimal(),
  errors: number(),
  error_percent: decimal(),
};

/** Billing production by terminal and day (billing.production_measure: BILL_PROD_MEASURE). */
export const productionByTerminal: Resource = {
  table: 'billing_production_by_terminal',
  key: 'row_key',
  guard: staffOnly,
  defaultSort: '-date',
  search: ['terminal'],
  fields: production,
};

/** Billing production by clerk and day (billing.production_measure_users: BILL_PROD_MEASURE_U). */
export const productionByUser: Resource = {
  table: 'billing_production_by_user',
  key: 'id',
  guard: staffOnly,
  defaultSort: '-date',
  search: ['terminal', 'user_id', 'user_name'],
  fields: { ...production, user_id: text(), user_name: text() },
};

export const billingAdminResources = { deliveryCodes, exitConditions, productionByTerminal, productionByUser };
