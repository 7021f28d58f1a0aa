import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { ListParams, ListResult } from '../../dataProvider';
import type { GridDefinition } from '../gridDefinition';
import type { GridServices, TablePrefs } from '../gridServices';

/** A claims-like definition covering each column kind the features care about. */
export const testDef: GridDefinition = {
  cmid: 'CLAIM-LIST',
  kind: 'grid',
  title: 'Claims',
  dataSource: 'GET claims',
  rowKey: 'claim_number',
  defaultSort: '-created_at',
  columns: [
    { name: 'claim_number', field: 'claim_number', label: 'Claim number', type: 'text', searchable: true },
    { name: 'status', field: 'status', label: 'Status', type: 'text', searchable: true, searchOptions: ['Open', 'In Progress', 'Closed'] },
    { name: 'paid', field: 'paid', label: 'Paid', type: 'boolean', searchable: true },
    { name: 'secret', field: 'secret', label: 'Secret', type: 'text', searchable: true, visible: false },
    { name: 'amount', field: 'amount', label: 'Amount', type: 'decimal', searchable: true, decimals: 2 },
    { name: 'note', field: 'note', label: 'Note', type: 'text' },
    { name: 'created_at', field: 'created_at', label: 'Filed', type: 'datetime', searchable: true },
  ],
};

export interface PendingList {
  source: string;
  params: ListParams;
  signal: AbortSignal;
  resolve: (r: Partial<ListResult>) => Promise<void>;
  reject: (e: unknown) => Promise<void>;
}

/** Fake calls: list requests wait until the test answers them; the others answer at once unless replaced. */
export function fakeServices(overrides: Partial<GridServices> = {}) {
  const lists: PendingList[] = [];
  const getList = vi.fn(
    (source: string, params: ListParams, signal?: AbortSignal) =>
      new Promise<ListResult>((res, rej) => {
        lists.push({
          source,
          params,
          signal: signal!,
          resolve: (r) => act(async () => res({ rows: [], count: 0, columns: [], columns_details: [], ...r })),
          reject: (e) => act(async () => rej(e)),
        });
      }),
  );
  const services = {
    getList,
    loadPrefs: vi.fn(async (): Promise<TablePrefs> => ({ table: [], record: null, sep: null })),
    savePrefs: vi.fn(async () => [{ status: 'Success' }]),
    resetPrefs: vi.fn(async () => undefined),
    exportFile: vi.fn(async () => ({ fileName: 'claims.csv', blob: new Blob(['a']) })),
    exportSheet: vi.fn(async () => 'https://docs.google.com/spreadsheets/d/1'),
    pushReportCount: vi.fn(async () => 2),
    updateRow: vi.fn(async () => ({})),
    callAction: vi.fn(async () => ({})),
    ...overrides,
  };
  return { services, lists, last: () => lists.at(-1)! };
}

export const rowsOf = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ claim_number: `${tag}${i}` }));

/** Lets pending promises and the effects they cause run. */
export const flush = () => act(async () => {});
