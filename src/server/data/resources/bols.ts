import { boolean, date, datetime, number, text, type Resource } from '../Resource';

const row = {
  bol_id: number(),
  probill: text(),
  status: text(),
  ship_date: date(),
  customer_account: text(),
  // The customer's name, or the prospect's for a rapid BOL: staff reports say whose BOL it is.
  account_name: text(),
  shipper_name: text(),
  consignee_name: text(),
  consignee_city: text(),
  consignee_province: text(),
  pieces: number(),
  weight: number(),
  references: text({ column: 'reference_list', select: 'reference_list' }),
  created_by: text(),
  saved_at: datetime(),
  finalized_at: datetime(),
};

/** Bills of lading of the caller's account, drafts and finalised (bol.search: BOL2_index, BOL2_search, MTLBOLR). */
export const bols: Resource = {
  table: 'bol_list',
  key: 'bol_id',
  defaultSort: '-saved_at',
  search: ['probill', 'shipper_name', 'consignee_name', 'references'],
  fields: row,
};

/** The flagged ones with why (Flagged_BOL_List). */
export const flaggedBols: Resource = {
  ...bols,
  table: 'bol_flagged_list',
  defaultSort: '-flagged_at',
  fields: { ...row, flag_reason: text(), flagged_at: datetime() },
};

/** The finalised ones with their pickup and labels (REPORT_FINALIZED_BOL). */
export const finalizedBols: Resource = {
  ...bols,
  table: 'bol_finalized_list',
  defaultSort: '-finalized_at',
  fields: { ...row, picked_up: boolean(), pickup_number: text(), labels_printed: boolean() },
};
