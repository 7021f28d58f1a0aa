import { boolean, date, datetime, number, text, type Resource } from '../Resource';

const username = '(select username from users u where u.id = pickups.created_by)';

/** Pickup requests (online_pickup): the caller's company's and, for a customer user, their account's. */
export const pickups: Resource = {
  table: 'pickups',
  key: 'pickup_number',
  defaultSort: '-created_at',
  search: ['pickup_number', 'shipper_company', 'shipper_city'],
  fields: {
    pickup_number: text(),
    status: text(),
    customer_account: text(),
    pickup_date: date(),
    ready_time: text(),
    closing_time: text(),
    shipper_company: text(),
    shipper_city: text(),
    shipper_province: text(),
    destination_city: text(),
    destination_province: text(),
    destination_postal_code: text(),
    requester_name: text(),
    off_hours: boolean(),
    created_by: text({ column: username, select: username }),
    pieces: number(),
    weight: number(),
    created_at: datetime(),
  },
};
