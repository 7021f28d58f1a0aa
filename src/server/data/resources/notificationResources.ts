import { boolean, datetime, json, number, text, type Resource } from '../Resource';
import { accountOfCompany } from '../notifications/accountCheck';
import { imageSubscriptionCheck } from '../notifications/imageSubscriptionCheck';

const JSON_LIST = { as: (v: unknown[]) => JSON.stringify(v) };

/** Image notification subscriptions of the caller's company; a customer user's account's only (EImg_*, Admin_EmailSubscriptions). */
export const imageSubscriptions: Resource = {
  table: 'image_subscription_list',
  writes: 'image_subscriptions',
  key: 'id',
  defaultSort: '-created_at',
  search: ['customer_account', 'customer_name', 'role', 'probill'],
  check: imageSubscriptionCheck,
  fields: {
    id: number(),
    customer_account: text({ write: {} }),
    customer_name: text(),
    emails: json({ write: JSON_LIST }),
    image_types: json({ write: JSON_LIST }),
    role: text({ write: {} }),
    frequency: text({ write: {} }),
    format: text({ write: {} }),
    probill: text({ write: {} }),
    language: text({ write: {} }),
    active: boolean({ write: { default: true } }),
    created_by: text({ write: { on: 'create' } }),
    created_at: datetime(),
    updated_at: datetime({ stamp: 'now' }),
  },
};

/** Shipment notification subscriptions (SHPNOTIF, SHPNOTIFALL and their edit pages). */
export const shipmentNotifications: Resource = {
  table: 'shipment_notification_list',
  writes: 'shipment_notifications',
  key: 'id',
  defaultSort: '-created_at',
  search: ['customer_account', 'customer_name', 'email', 'probill'],
  check: (rows, body, current) => accountOfCompany(rows, body, current),
  fields: {
    id: number(),
    customer_account: text({ write: {} }),
    customer_name: text(),
    email: text({ write: {} }),
    role: text({ write: {} }),
    events: json({ write: JSON_LIST }),
    probill: text({ write: {} }),
    language: text({ write: { default: 'en' } }),
    active: boolean({ write: { default: true } }),
    created_by: text({ write: { on: 'create' } }),
    created_at: datetime(),
    updated_at: datetime({ stamp: 'now' }),
  },
};

const OPTIONAL = { as: (v: string) => v || null };

/** The company's contacts (GCONTACTS with edit/{id}); a contact of an account is that account's. */
export const contacts: Resource = {
  table: 'contact_list',
  writes: 'contacts',
  key: 'id',
  defaultSort: 'last_name',
  search: ['first_name', 'last_name', 'business_name', 'email', 'city'],
  check: async (rows, body, current) => {
    await accountOfCompany(rows, body, current, 'customer');
    delete body.created_by;
  },
  fields: {
    id: number(),
    company: text(),
    customer: text({ write: { ...OPTIONAL, into: 'customer_account' } }),
    contact_type: text({ write: OPTIONAL }),
    first_name: text({ write: {} }),
    last_name: text({ write: {} }),
    title: text({ write: OPTIONAL }),
    department: text({ write: OPTIONAL }),
    business_name: text({ write: OPTIONAL }),
    email: text({ write: OPTIONAL }),
    phone: text({ write: OPTIONAL }),
    phone_ext: text({ write: OPTIONAL }),
    mobile: text({ write: OPTIONAL }),
    fax: text({ write: OPTIONAL }),
    address: text({ write: OPTIONAL }),
    city: text({ write: OPTIONAL }),
    province: text({ write: { as: (v: string) => (v ? v.toUpperCase() : null) } }),
    postal: text({ write: OPTIONAL }),
    country: text({ write: OPTIONAL }),
    notes: text({ write: OPTIONAL }),
    active: boolean({ write: { default: true } }),
    updated_by: text({ stamp: 'username' }),
    updated_at: datetime({ stamp: 'now' }),
  },
};
