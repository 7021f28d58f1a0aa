import { date, datetime, text, type Resource } from '../Resource';

/** CR_Exceptions: the caller's shipments with a delivery exception (view of m0097), newest first. */
export const reportExceptions: Resource = {
  table: 'custom_report_exceptions',
  key: 'probill',
  defaultSort: '-reported_at',
  search: ['probill', 'shipper_name', 'consignee_name', 'reference'],
  fields: {
    probill: text(),
    customer_account: text(),
    pickup_date: date(),
    delivery_date: date(),
    exception_code: text(),
    exception: text(),
    shipper_name: text(),
    consignee_name: text(),
    consignee_city: text(),
    reference: text(),
    reported_at: datetime(),
  },
};
