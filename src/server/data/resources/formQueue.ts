import { date, datetime, decimal, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** Forms sent in under the caller's company, for its staff (form.submissions: FORM-QUEUE). */
export const formQueue: Resource = {
  table: 'form_queue',
  key: 'id',
  defaultSort: '-submitted_at',
  search: ['business_name', 'applicant_name', 'applicant_email', 'account_number'],
  guard: staffOnly,
  fields: {
    id: number(),
    form: text(),
    cmid: text(),
    language: text(),
    status: text(),
    business_name: text(),
    applicant_name: text(),
    applicant_email: text(),
    account_number: text(),
    amount: decimal(),
    files: number(),
    submitted_at: datetime(),
    updated_at: datetime(),
    updated_by: text(),
  },
};

/** Daily exchange rates of the carrier group, newest first (exchange_rates.list: MTLEXCHANGE); shared reference data. */
export const exchangeRates: Resource = {
  table: 'exchange_rate_list',
  referenceData: true,
  key: 'id',
  defaultSort: '-date',
  search: ['from_currency', 'to_currency', 'source'],
  fields: {
    date: date(),
    from_currency: text(),
    to_currency: text(),
    rate: decimal(),
    source: text(),
  },
};
