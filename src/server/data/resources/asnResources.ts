import { boolean, date, datetime, json, number, text, type Resource } from '../Resource';
import { consigneeAccountsOfGroup } from '../asn/consigneeAccounts';

const JSON_LIST = { as: (v: unknown[]) => JSON.stringify(v) };

/**
 * Advance shipping notice settings (MTLASN_EMAIL and its VIEW and EDIT variants): one per
 * customer account, made with the account (m0084), so there is no create or delete; a
 * customer user reaches their account's only.
 */
export const asnSubscriptions: Resource = {
  table: 'asn_subscription_list',
  writes: 'asn_subscriptions',
  key: 'id',
  defaultSort: 'customer_account',
  search: ['customer_account', 'customer_name'],
  check: (rows, body) => consigneeAccountsOfGroup(rows, body),
  fields: {
    id: number(),
    customer_account: text(),
    customer_name: text(),
    emails: json({ write: JSON_LIST }),
    events: json({ write: JSON_LIST }),
    consignee_accounts: json({ write: { ...JSON_LIST, default: '[]' } }),
    language: text({ write: {} }),
    active: boolean({ write: {} }),
    updated_by: text({ stamp: 'username' }),
    updated_at: datetime({ stamp: 'now' }),
  },
};

/** MTLASN: shipments consigned to the caller's account (all consigned to a customer, for staff), with who was told. */
export const asnList: Resource = {
  table: 'asn_list',
  key: 'probill',
  defaultSort: '-pickup_date',
  search: ['probill', 'shipper_name', 'reference', 'purchase_order'],
  fields: {
    probill: text(),
    customer_account: text(),
    pickup_date: date(),
    shipper_name: text(),
    consignee_name: text(),
    consignee_city: text(),
    consignee_province: text(),
    pieces: number(),
    weight: number(),
    reference: text(),
    purchase_order: text(),
    eta: date(),
    sent_to: text(),
    sent_at: datetime(),
    status: text(),
  },
};
