import type { ListParams } from '../../../dataProvider';
import { unpagedQuery } from '../exporting/exportBody';

/** Push report output types; PDF is the default (02-business.md §9). */
export const PUSH_OUTPUT_TYPES = ['PDF', 'CSV', 'XLSX', 'XML', 'JSON'] as const;

export interface PushReportConfig {
  api_url: string;
  query_params: Record<string, string | number>;
  output_type: (typeof PUSH_OUTPUT_TYPES)[number];
  title: string;
  cmid: string;
  group: string;
}

/** The configuration PUSHREPORT_ADD is opened with; limit and offset are dropped. */
export function pushReportConfig(path: string, criteria: Omit<ListParams, 'limit' | 'offset'>, title: string, cmid: string, group: string): PushReportConfig {
  return { api_url: `api/${path}`, query_params: unpagedQuery(criteria), output_type: 'PDF', title, cmid, group };
}

/** Base64 of the configuration's JSON, UTF-8 first so accented titles survive. */
export function encodeConfig(config: PushReportConfig): string {
  const bytes = new TextEncoder().encode(JSON.stringify(config));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeConfig(data: string): PushReportConfig {
  const binary = atob(data);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}
