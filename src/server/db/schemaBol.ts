import type { ColumnType, Generated } from 'kysely';

/** m0045_bol: bills of lading and what they draw on (issue 14). */
type Stamp = ColumnType<Date, string | undefined, string | undefined>;

export interface BolsTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  status: Generated<string>;
  probill: string | null;
  ship_date: string;
  shipper_name: string;
  consignee_name: string;
  consignee_city: string;
  consignee_province: string;
  pieces: number;
  weight: number;
  reference_list: string | null;
  /** The catalogue's bolInput as JSON. */
  data: string;
  flag_reason: string | null;
  flagged_at: ColumnType<Date | null, string | null | undefined, string | null>;
  pickup_number: string | null;
  labels_printed: Generated<boolean>;
  created_by: number;
  saved_at: Stamp;
  finalized_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** A rapid-BOL prospect's row (m0075): its skeleton account instead of a customer account. */
  skeleton_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BolTemplatesTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  name: string;
  access: string;
  data: string;
  created_by: number;
  updated_at: Stamp;
  /** A rapid-BOL prospect's row (m0075): its skeleton account instead of a customer account. */
  skeleton_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BolAddressesTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  code: string;
  name: string;
  address: string;
  address2: string | null;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  contact: string | null;
  phone: string | null;
  email: string | null;
  updated_at: Stamp;
  /** A rapid-BOL prospect's row (m0075): its skeleton account instead of a customer account. */
  skeleton_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProductDescriptionsTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  description: string;
  package_code: string | null;
  class: string | null;
  un_number: string | null;
  packing_group: string | null;
  hazard_class: string | null;
  special_provisions: string | null;
  access: string;
  created_by: number;
  nmfc: string | null;
  dangerous_goods: Generated<boolean>;
  updated_at: Stamp;
  /** A rapid-BOL prospect's row (m0075): its skeleton account instead of a customer account. */
  skeleton_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DangerousGoodsTable {
  un_number: string;
  shipping_name: string;
  hazard_class: string;
  /** JSON array. */
  packing_groups: string;
  special_provisions: string | null;
}

export interface SavedLabelsTable {
  id: Generated<number>;
  company: string;
  customer_account: string | null;
  name: string;
  format: string | null;
  data: string;
  created_by: number;
  updated_at: Stamp;
  /** A rapid-BOL prospect's row (m0075): its skeleton account instead of a customer account. */
  skeleton_account_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The tables of m0045, joined into the database's DB type. */
export interface BolTables {
  bols: BolsTable;
  bol_templates: BolTemplatesTable;
  bol_addresses: BolAddressesTable;
  product_descriptions: ProductDescriptionsTable;
  dangerous_goods: DangerousGoodsTable;
  saved_labels: SavedLabelsTable;
}
