import type { ColumnType, Generated } from 'kysely';

/** m0084_asn: one advance shipping notice setting per customer account (MTLASN_EMAIL). */
export interface AsnSubscriptionsTable {
  id: Generated<number>;
  company: string;
  customer_account: string;
  /** JSON lists as text. */
  emails: Generated<string>;
  events: Generated<string>;
  consignee_accounts: Generated<string>;
  language: Generated<string>;
  active: Generated<boolean>;
  updated_by: string | null;
  updated_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export type AsnNoticeStatus = 'Queued' | 'Sent' | 'Cancelled';

/** One setting told of one event of one inbound shipment, sent by the queue (jobs/asnJobs.ts). */
export interface AsnNoticesTable {
  id: Generated<number>;
  company: string;
  probill: string;
  subscription_id: number;
  customer_account: string;
  consignee_account: string;
  event: string;
  status: ColumnType<AsnNoticeStatus, AsnNoticeStatus | undefined, AsnNoticeStatus>;
  sent_to: string | null;
  language: string | null;
  outbox_ids: string | null;
  created_at: ColumnType<Date, string | undefined, string>;
  sent_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface AsnTables {
  asn_subscriptions: AsnSubscriptionsTable;
  asn_notices: AsnNoticesTable;
}
