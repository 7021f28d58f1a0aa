import type { UiSchema } from '@rjsf/utils';
import type { DetailField, DetailTable } from '../detail/detailDefinition';
import type { GridDefinition } from '../grid/gridDefinition';
import type { ScreenDefinition } from '../registry';

/** What a route asks of a form screen (01-shell.md §2.1): one definition, several intents. */
export type Intent = 'add' | 'edit' | 'view' | 'list' | 'delete';

/** The list intent's grid: a grid definition without the screen's own name and kind. */
export type FormList = Omit<GridDefinition, 'cmid' | 'kind' | 'title'> & { title?: string };

/**
 * A search form's answer shown under it (a trace): fields of the answer, its
 * lists as tables (rows linking to their record) and its per-item messages.
 */
export interface FormResult {
  fields?: DetailField[];
  tables?: DetailTable[];
  /** A list of {number, message} in the answer, shown as one notice per entry (the message translated). */
  messages?: { field: string; title: string; key: string; text: string };
}

/** A button to another screen: its cmid, the query it opens with, its label. */
export interface FormLink {
  screen: string;
  query?: string;
  label: string;
}

/** A form screen (form.schema.json). */
export interface FormDefinition extends ScreenDefinition {
  kind: 'form';
  /** The catalogue call that saves a new record ('POST claims'); its body schema is the form's schema. */
  submit: string;
  /** The call that saves an edited record ('PUT announcements/{id}'): the edit intent. */
  update?: string;
  /** The call that loads the record to edit or view; its path parameters come from the route. */
  load?: string;
  /** The call that removes the record: the delete intent, and a Delete button on edit and view. */
  delete?: string;
  /** The list intent: a grid of the records, each opening the screen's default intent. */
  list?: FormList;
  /** The intent of a route naming a record without an intent word (UA-ADD/{id}): edit when there is `update`, else view. */
  defaultIntent?: 'edit' | 'view';
  /** Starting values of the add intent; '{company}' is the company of the URL, '{query:name}' a parameter of its query. */
  defaults?: Record<string, unknown>;
  /** Starting values read from the server: a GET call taking the page's URL query parameters named, its answer's `field` over `defaults`. */
  prefill?: { call: string; query?: string[]; field?: string; into?: string };
  /** The submit call answers a file (labels): a save downloads it. */
  download?: boolean;
  /** The view intent's extra read-only fields, shown before the form's own (record number, status...). */
  view?: { fields: DetailField[] };
  uiSchema?: UiSchema;
  submitLabel?: string;
  successMessage?: string;
  /** Field of the saved record that fills {1} of successMessage. */
  successField?: string;
  /** A notice shown while saving ('Sending email'), dismissed when the call ends. */
  progressMessage?: string;
  /** A failed save only dismisses the progress notice, with no message (the email form, 02-business.md §7). */
  silentFailure?: boolean;
  afterSave?: string;
  /** Parameters of the form's own URL query carried onto afterSave (BOL2_edit passes on isFromOLP and isFromPickup). */
  keepQuery?: string[];
  /** Another screen the add intent offers beside its title, when the user holds it (MTLPU: make a bill of lading). */
  link?: FormLink;
  /** A search form: the answer is shown under the form instead of a saved notice. */
  result?: FormResult;
  /** Submit at once when the URL's query fills the form (defaults naming '{query:name}'). */
  autoSubmit?: boolean;
  /** Path opened after a delete; the list intent when left out and there is a list. */
  afterDelete?: string;
}
