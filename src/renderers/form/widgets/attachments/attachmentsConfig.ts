import { templateParams } from '../../../links';

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

/** The configured query parameters, from the record. */
export function recordQuery(config: AttachmentsConfig, record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(config.query ?? {}).map(([param, field]) => [param, String(record[field] ?? '')]));
}
