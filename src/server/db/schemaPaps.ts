import type { ColumnType } from 'kysely';

type Time = ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
export type PapsStatus = 'pending' | 'sent' | 'accepted' | 'rejected' | 'missing';
export type PapsOutcome = 'on_time' | 'late' | 'missing' | 'rejected' | 'pending';

/** m0111_paps: a US port of entry (CBP port code). */
export interface BorderPortsTable {
  code: string;
  name: string;
  state: string;
}

/** m0111_paps: the PAPS record of one Canada -> US shipment. */
export interface PapsRecordsTable {
  probill: string;
  company: string;
  paps_number: string;
  broker: string;
  port_code: string;
  papers_received_at: Time;
  sent_to_broker_at: Time;
  answered_at: Time;
  crossed_at: Time;
  status: PapsStatus;
  rejection_reason: string | null;
}

/** The records with their shipment and outcome (the on-time rule of the README). */
export interface PapsShipmentListView {
  probill: string;
  company: string;
  customer_account: string;
  pickup_date: Date;
  terminal: string | null;
  port_code: string;
  port_name: string;
  group_id: string;
  consignee_name: string;
  consignee_city: string;
  consignee_province: string;
  paps_number: string;
  broker: string;
  papers_received_at: Date | null;
  sent_to_broker_at: Date | null;
  answered_at: Date | null;
  crossed_at: Date | null;
  status: PapsStatus;
  rejection_reason: string | null;
  outcome: PapsOutcome;
  lead_minutes: number | null;
}

/** The outcomes per pickup day, origin terminal and port (INT_PAPS_Stats). */
export interface PapsDailyStatsView {
  id: string;
  company: string;
  day: Date;
  terminal: string | null;
  port_code: string;
  port_name: string;
  shipments: number;
  on_time: number;
  late: number;
  missing: number;
  rejected: number;
  pending: number;
  compliant_percent: number | null;
}

export interface PapsTables {
  border_ports: BorderPortsTable;
  paps_records: PapsRecordsTable;
  paps_shipment_list: PapsShipmentListView;
  paps_daily_stats: PapsDailyStatsView;
}
