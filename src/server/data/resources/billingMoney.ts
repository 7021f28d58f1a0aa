import { datetime, decimal, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/**
 * Wanded probills (billing.wanded_pros: Pro_Wanded_DL_User): each handheld scan
 * of a probill, who wanded it, where, and when the handheld was downloaded.
 * The company's staff rows (m0079), newest first; the grid's export is the download.
 */
export const wandedPros: Resource = {
  table: 'wanded_pros',
  key: 'id',
  guard: staffOnly,
  defaultSort: '-wanded_at',
  search: ['probill', 'customer_account', 'user_id', 'user_name', 'terminal', 'device', 'scan_type'],
  fields: {
    id: number(),
    probill: text(),
    customer_account: text(),
    wanded_at: datetime(),
    user_id: text(),
    user_name: text(),
    terminal: text(),
    device: text(),
    scan_type: text(),
    downloaded_at: datetime(),
  },
};

/**
 * Changes of accounts' credit limits and credit statuses, newest first
 * (statements_portal.credit_limit_history: AR-CREDIT-LIMIT-LOG). Written by
 * data/collections/creditLimit.ts only, with the change itself.
 */
export const creditLimitHistory: Resource = {
  guard: staffOnly,
  table: 'credit_limit_history_list',
  key: 'id',
  defaultSort: '-changed_at',
  search: ['customer_account', 'customer_name', 'changed_by', 'reason', 'new_status'],
  fields: {
    id: number(),
    customer_account: text(),
    customer_name: text(),
    changed_at: datetime(),
    changed_by: text(),
    old_limit: decimal(),
    new_limit: decimal(),
    change: decimal(),
    old_status: text(),
    new_status: text(),
    reason: text(),
  },
};

export const billingMoneyResources = { wandedPros, creditLimitHistory };
