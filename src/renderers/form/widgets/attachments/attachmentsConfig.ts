import { fillLink, templateParams } from '../../../links';

/** The attachments part of a definition (detail.schema.json#/properties/attachments). */
export interface AttachmentsConfig {
  list: string;
  upload?: string;
  download: string;
  delete?: string;
  /** Query parameter name -> record field, sent with list and upload. */
  query?: Record<string, string>;
  allowedField?: string;
  closedMessage?: string;
  accept?: string;
  multiple?: boolean;
  maxFileSize?: number;
  maxTotalSize?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** A pdf-viewer screen's path for one attachment: {id}, {filename} from the attachment, other {names} from the record. */
  viewer?: string;
}

/** One attachment as the list call answers it (02-business.md §3 Attachment). */
export interface Attachment {
  id: number;
  filename: string;
  size?: number;
  uploadBy: string;
  uploadDate: string;
  thumbnails?: string | null;
  current_status: string;
}

/** The path parameters of a call, each from the record field of the same name ({probill} <- record.probill). */
export function recordParams(call: string, record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(templateParams(call).map((name) => [name, String(record[name] ?? '')]));
}

/** Files the PDF viewer shows, by name. */
export const viewable = (fileName: string) => /\.(pdf|jpe?g|png)$/i.test(fileName);

/** The path of the viewer screen for one attachment of the record (without the company). */
export function viewerPath(template: string, record: Record<string, unknown>, a: Attachment): string {
  return fillLink(template, { ...record, id: a.id, filename: a.filename });
}

/** The configured query parameters, from the record. */
export function recordQuery(config: AttachmentsConfig, record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(config.query ?? {}).map(([param, field]) => [param, String(record[field] ?? '')]));
}
