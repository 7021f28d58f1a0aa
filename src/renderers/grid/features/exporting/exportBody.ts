import { listQuery, type ListParams } from '../../../dataProvider';
import type { MasterConfig } from '../../../../core/session/types';
import type { GridColumn } from '../../gridDefinition';
import type { ExportBody } from '../../gridServices';

export const FILE_TYPES = ['CSV', 'XLSX', 'PDF', 'XML', 'JSON'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export type ExportType = FileType | 'GSHEET';

/** The master configuration key naming the Google account sheets are made with. */
export const GOOGLE_ACCOUNT_KEY = 'GOOGLE_SHEET_ACCOUNT';

/** Google Sheet is offered only when a Google account is configured. */
export function googleAccountConfigured(config: MasterConfig | undefined): boolean {
  return !!config?.FRAMEWORK?.some((e) => e.mc_key === GOOGLE_ACCOUNT_KEY && !!e.mc_value?.trim());
}

/** The download menu's entries: PDF unless the definition hides it, Google Sheet only when configured. */
export function exportTypes(hidePdf: boolean | undefined, google: boolean): ExportType[] {
  const files: ExportType[] = FILE_TYPES.filter((f) => !(hidePdf && f === 'PDF'));
  return google ? ['GSHEET', ...files] : files;
}

/** The grid query without paging: exports and push reports take every row. */
export function unpagedQuery(criteria: Omit<ListParams, 'limit' | 'offset'>): Record<string, string | number> {
  const { limit: _l, offset: _o, ...rest } = listQuery({ ...criteria, limit: 0, offset: 0 });
  return rest;
}

export interface ExportRequest {
  dataSourcePath: string;
  type: ExportType;
  criteria: Omit<ListParams, 'limit' | 'offset'>;
  /** Visible columns in the user's order, with their headings in the user's language. */
  columns: readonly GridColumn[];
  title: string;
  t: (s: string) => string;
}

/** The export call's body (02-business.md §3 Export request). */
export function exportBody({ dataSourcePath, type, criteria, columns, title, t }: ExportRequest): ExportBody {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    api_url: `api/${dataSourcePath}`,
    output_type: type,
    query_params: unpagedQuery(criteria),
    title,
    ...(timezone && /^[A-Za-z0-9_+/-]{1,64}$/.test(timezone) ? { timezone } : {}),
    browser_url: globalThis.location?.href?.slice(0, 2000) ?? '',
    columns: columns.map((c) => ({ field: c.field, label: t(c.label) })),
  };
}
