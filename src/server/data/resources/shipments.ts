import { date, number, text, type Resource } from '../Resource';

/** Shipments (probills) of the caller's company and, for a customer user, account: the tracing grids. */
export const shipments: Resource = {
  table: 'shipments',
  key: 'probill',
  defaultSort: '-pickup_date',
  search: ['probill', 'reference', 'pickup_number'],
  fields: {
    probill: text(),
    customer_account: text(),
    pickup_date: date(),
    delivery_date: date(),
    pickup_number: text(),
    reference: text(),
    shipper_name: text(),
    shipper_city: text(),
    shipper_province: text(),
    consignee_name: text(),
    consignee_city: text(),
    consignee_province: text(),
    pieces: number(),
    weight: number(),
    status: text(),
  },
};

/** The same shipments, newest delivery first (MTDDELDATE). */
export const shipmentsByDelivery: Resource = { ...shipments, defaultSort: '-delivery_date' };
