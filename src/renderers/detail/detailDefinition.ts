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
  /** A link on each row ('/pages/SHOWIMG/{probill}/{id}'): {names} from the row, else the record. */
  rowLink?: string;
  /** The row link's text; 'View' when left out. */
  rowLinkLabel?: string;
}

/** What can be done next from a record: open a screen (`to`), or make a call on it (`call`, with its notice). */
export interface DetailAction {
  label: string;
  /** In-app path; {names} from the record, '?name={field}' to prefill a form. */
  to?: string;
  /** A catalogue call ('POST probill/{probill}/pod_email') whose {params} come from the record. */
  call?: string;
  /** Notice after the call succeeds. */
  success?: string;
  /** A menu id the user must hold for the action to be offered (a staff-only screen). */
  requires?: string;
  /** Offered only when the record's field is one of `in` and none of `notIn` (a state action in the states it starts from). */
  condition?: DetailActionCondition;
}

/** A value of the record an action's condition compares (null: the field is empty). */
export type ConditionValue = string | number | boolean | null;

export interface DetailActionCondition {
  /** A field of the record; a dotted path reaches inside an object. */
  field: string;
  in?: ConditionValue[];
  notIn?: ConditionValue[];
}

/** A read-only record screen (detail.schema.json). */
export interface DetailDefinition extends ScreenDefinition {
  kind: 'detail';
  /** 'GET claims/{claim_number}': the route's path segments fill its parameters in order. */
  load: string;
  fields: DetailField[];
  tables?: DetailTable[];
  attachments?: AttachmentsConfig;
  /** Buttons beside the title: what can be done next with the record. */
  actions?: DetailAction[];
}
