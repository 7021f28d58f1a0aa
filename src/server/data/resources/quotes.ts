import { boolean, date, datetime, decimal, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** The caller's quotes of the past year (online_quoting.history): the quote_history view, owner-scoped. */
export const quoteHistory: Resource = {
  table: 'quote_history',
  key: 'quote_number',
  defaultSort: '-quote_date',
  search: ['quote_number', 'origin_city', 'destination_city', 'origin_postal', 'destination_postal'],
  fields: {
    quote_number: text(),
    quote_date: datetime(),
    expires_on: date(),
    customer_account: text(),
    username: text(),
    origin_city: text(),
    origin_province: text(),
    origin_postal: text(),
    destination_city: text(),
    destination_province: text(),
    destination_postal: text(),
    pieces: number(),
    weight: number(),
    total: decimal(),
    currency: text(),
  },
};

/** Every quote of the company with its author and terminals (MTONLINEQUOTEREPORT): staff rows. */
export const quoteReport: Resource = {
  table: 'quote_report',
  key: 'quote_number',
  defaultSort: '-quote_date',
  search: ['quote_number', 'username', 'customer_account'],
  fields: {
    quote_date: datetime(),
    quote_number: text(),
    username: text(),
    customer_account: text(),
    limited: boolean(),
    origin_terminal: text(),
    destination_terminal: text(),
    weight: number(),
    total: decimal(),
    converted_to_bol: boolean(),
    converted_to_pickup: boolean(),
  },
};

/** Quotes by terminal and month (MTONLINEQUOTEREPORTTERMINALS): staff rows. */
export const quoteTerminalReport: Resource = {
  table: 'quote_terminal_report',
  key: 'row_key',
  // Whole terminals' figures across every account: staff only, whatever the menu holds.
  guard: staffOnly,
  defaultSort: '-period,terminal',
  search: ['terminal', 'terminal_name', 'period'],
  fields: {
    row_key: text(),
    terminal: text(),
    terminal_name: text(),
    period: text(),
    quotes_origin: number(),
    quotes_destination: number(),
    value_quoted: decimal(),
    conversion_percent: decimal(),
  },
};

/** Users of online quoting with their quota use (OQ-SKACC-MANAGE, MTONLINEQUOTEREPORT): staff rows. */
export const quotingUsers: Resource = {
  table: 'quoting_users',
  key: 'user_id',
  defaultSort: '-last_quote_at',
  search: ['username', 'name', 'email', 'customer_account'],
  fields: {
    user_id: number(),
    username: text(),
    name: text(),
    email: text(),
    customer_account: text(),
    limited: boolean(),
    quotes_last_24h: number(),
    quotes_total: number(),
    last_quote_at: datetime(),
  },
};
