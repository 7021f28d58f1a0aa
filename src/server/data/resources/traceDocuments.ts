import { date, datetime, number, text, type Resource } from '../Resource';

/** Proofs of delivery of the caller's delivered shipments (PODSearch): a row per shipment, its POD image's id or null. */
export const podList: Resource = {
  table: 'pod_list',
  key: 'probill',
  defaultSort: '-delivery_date',
  search: ['probill', 'reference', 'purchase_order', 'consignee_name'],
  fields: {
    probill: text(),
    delivery_date: date(),
    signed_by: text(),
    consignee_name: text(),
    consignee_city: text(),
    consignee_province: text(),
    customer_account: text(),
    reference: text(),
    purchase_order: text(),
    pickup_date: date(),
    status: text(),
    image_id: text(),
  },
};

/** Every image record of the caller's shipments (IMGSELECT, IMGSELECTP): searched by probill, type, reference and dates. */
export const shipmentImageList: Resource = {
  table: 'shipment_image_list',
  key: 'id',
  defaultSort: '-scanned_at',
  search: ['probill', 'reference', 'consignee_name'],
  fields: {
    id: text(),
    probill: text(),
    type: text(),
    scanned_at: datetime(),
    pages: number(),
    content_type: text(),
    customer_account: text(),
    pickup_date: date(),
    reference: text(),
    consignee_name: text(),
    consignee_city: text(),
  },
};
