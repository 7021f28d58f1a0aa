import { callApi, request, send } from '../../api/client';
import { callRegistry } from '../../api/generated/registry';
import type { ExportRunBody, UsersGetTableInfoResponse, UsersSaveTableInfoBody } from '../../api/generated/types';
import type { CallDef } from '../../api/callDef';
import { downloadOrQueued, type DownloadedFile, type QueuedExport } from '../../api/download';
import { getList, type GetList, type Row } from '../dataProvider';

export type TablePrefs = UsersGetTableInfoResponse;
export type SavePrefsBody = UsersSaveTableInfoBody;
export type ExportBody = ExportRunBody;

/**
 * Every call the grid makes, behind one seam: the controller is tested with
 * fakes of these, the screen runs them through the catalogue client.
 */
export interface GridServices {
  getList: GetList;
  loadPrefs: (api: string, cmid: string) => Promise<TablePrefs>;
  savePrefs: (body: SavePrefsBody) => Promise<{ status: string; detail?: string }[]>;
  resetPrefs: (api: string, cmid: string) => Promise<void>;
  /** A file export; the signal cancels it. An export too long for a request is queued instead (202): its job's id and message. */
  exportFile: (body: ExportBody, signal: AbortSignal) => Promise<DownloadedFile | QueuedExport>;
  /** A Google Sheet export: the URL of the new sheet. */
  exportSheet: (body: ExportBody) => Promise<string>;
  pushReportCount: (apiUrl: string) => Promise<number>;
  /** The definition's row-update call ('PUT path/{field}') with one row's values. */
  updateRow: (call: string, params: Record<string, string | number>, body: Row) => Promise<unknown>;
  /** An action cell's call ('POST path/{field}'), not silent: the error catalogue shows its failures. */
  callAction: (call: string, params: Record<string, string | number>, body: Record<string, unknown> | undefined) => Promise<unknown>;
}

/** The sheet's URL: a JSON string, or the text itself. */
function sheetUrl(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed;
  } catch {
    /* a bare URL */
  }
  return text.trim();
}

export const catalogueServices: GridServices = {
  getList,
  loadPrefs: (api, cmid) => callApi('users.get_table_info', { query: { api, cmid } }),
  savePrefs: (body) => callApi('users.save_table_info', { body }),
  resetPrefs: async (api, cmid) => {
    await callApi('users.reset_table_info', { query: { api, cmid } });
  },
  exportFile: (body, signal) => downloadOrQueued(callRegistry['export.run'] as CallDef, { body, signal }),
  exportSheet: async (body) => sheetUrl(await (await send(callRegistry['export.run'] as CallDef, { body: { ...body, output_type: 'GSHEET' } })).text()),
  pushReportCount: async (apiUrl) => (await callApi('pushreport.count', { query: { api_url: apiUrl } })).count,
  updateRow: (call, params, body) => request(call, { params, body }),
  callAction: (call, params, body) => request(call, { params, body }),
};
