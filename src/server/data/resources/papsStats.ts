import { date, datetime, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/**
 * INT_PAPS_Stats (m0111 views): the carrier's PAPS compliance per pickup day,
 * origin terminal and US port of entry, and the shipments of one such row.
 * Internal: the guard refuses every customer user, whatever menu they were given.
 */
export const papsStats: Resource = {
  table: 'paps_daily_stats',
  key: 'id',
  guard: staffOnly,
  defaultSort: '-day',
  search: ['terminal', 'port_code', 'port_name'],
  fields: {
    id: text(),
    day: date(),
    terminal: text(),
    port_code: text(),
    port_name: text(),
    shipments: number(),
    on_time: number(),
    late: number(),
    missing: number(),
    rejected: number(),
    pending: number(),
    compliant_percent: number(),
  },
};

/** The PAPS records of the cross-border shipments with their outcome (the drill-down of a statistics row). */
export const papsShipments: Resource = {
  table: 'paps_shipment_list',
  key: 'probill',
  guard: staffOnly,
  defaultSort: 'crossed_at',
  search: ['probill', 'paps_number', 'broker', 'consignee_name'],
  fields: {
    probill: text(),
    group_id: text(),
    pickup_date: date(),
    terminal: text(),
    port_code: text(),
    port_name: text(),
    customer_account: text(),
    consignee_name: text(),
    consignee_city: text(),
    consignee_province: text(),
    paps_number: text(),
    broker: text(),
    papers_received_at: datetime(),
    sent_to_broker_at: datetime(),
    crossed_at: datetime(),
    lead_minutes: number(),
    status: text(),
    outcome: text(),
    rejection_reason: text(),
  },
};
