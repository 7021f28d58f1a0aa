import type { CellType } from '../cells/formatCell';
import type { ScreenDefinition } from '../registry';
import type { AttachmentsConfig } from '../form/widgets/attachments/attachmentsConfig';

export interface DetailField {
  /** A field of the record; a dotted path reaches inside an object (shipper.city). */
  field: string;
  label: string;
  cell?: CellType;
  decimals?: number;
  /** Heading over adjacent fields of the same section. */
  section?: string;
  /** Coded values shown by their (translated) label. */
  map?: { value: string | number | boolean; label: string; color?: string }[];
}

export interface DetailTable {
  field: string;
  title: string;
  columns: DetailField[];
}

/** A read-only record screen (detail.schema.json). */
export interface DetailDefinition extends ScreenDefinition {
  kind: 'detail';
  /** 'GET claims/{claim_number}': the route's path segments fill its parameters in order. */
  load: string;
  fields: DetailField[];
  tables?: DetailTable[];
  attachments?: AttachmentsConfig;
}
