// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, flush, testDef } from '../../testing/gridTestKit';
import { exportBody, exportTypes, googleAccountConfigured, unpagedQuery } from './exportBody';
import { useExport, type ExportOptions } from './useExport';

afterEach(cleanup);

const t = (s: string, v: Record<string, string | number> = {}) => s.replace(/\{(\d)\}/g, (_, k) => String(v[k]));

function mount(o: Partial<ExportOptions> = {}) {
  const { services } = fakeServices(o.services);
  const end = vi.fn();
  const progress = vi.fn((_title: string, _action: { label: string; onClick: () => void }) => ({ end }));
  const save = vi.fn();
  const notify = vi.fn();
  const openWindow = vi.fn();
  const body = vi.fn((type: string) => ({ api_url: 'api/claims', output_type: type as 'CSV', query_params: {}, title: 'Claims' }));
  const hook = renderHook(() => useExport({ types: ['CSV'], count: 42, title: 'Claims', body, services, notify, progress, t, save, openWindow, ...o }));
  return { ...hook, services, progress, end, save, notify, openWindow, body };
}

describe('file export', () => {
  it('asks first, with the row count when known', () => {
    const { result } = mount();
    act(() => result.current.choose('CSV'));
    expect(result.current.confirming?.question).toBe('Do you want to export 42 rows to CSV?');
    act(() => result.current.cancelConfirm());
    expect(result.current.confirming).toBeNull();
    const unknown = mount({ count: null });
    act(() => unknown.result.current.choose('PDF'));
    expect(unknown.result.current.confirming?.question).toBe('Do you want to export to PDF?');
  });

  it('runs behind a persistent progress notice and ends Complete, saving the file', async () => {
    const { result, progress, end, save, services } = mount();
    act(() => result.current.choose('CSV'));
    act(() => result.current.confirm());
    expect(progress).toHaveBeenCalledWith('Exporting Claims: 42 rows to CSV...', expect.objectContaining({ label: 'Cancel' }));
    await flush();
    expect(services.exportFile).toHaveBeenCalledWith(expect.objectContaining({ output_type: 'CSV' }), expect.any(AbortSignal));
    expect(save).toHaveBeenCalledWith({ fileName: 'claims.csv', blob: expect.any(Blob) });
    expect(end).toHaveBeenCalledWith('success', 'Claims (CSV) Download: Complete');
  });

  it('is cancelled by the notice action, and ends Error on a failure', async () => {
    const exportFile = vi.fn(
      (_b: unknown, signal: AbortSignal) =>
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))),
    );
    const { result, progress, end } = mount({ services: { exportFile } as never });
    act(() => result.current.choose('CSV'));
    act(() => result.current.confirm());
    act(() => progress.mock.calls[0]![1].onClick());
    await flush();
    expect(end).toHaveBeenCalledWith('info', 'Claims (CSV) Download: Cancelled');

    const failing = mount({ services: { exportFile: vi.fn(async () => Promise.reject(new Error('500'))) } as never });
    act(() => failing.result.current.choose('CSV'));
    act(() => failing.result.current.confirm());
    await flush();
    expect(failing.end).toHaveBeenCalledWith('error', 'Claims (CSV) Download: Error');
  });
});

describe('an export the server queued (202, issue 16)', () => {
  it('ends with the notice and a link to My exports instead of saving a file', async () => {
    const exportFile = vi.fn(async () => ({ queued: { id: 7, message: 'queued' } }));
    const openExports = vi.fn();
    const { result, end, save } = mount({ services: { exportFile } as never, openExports });
    act(() => result.current.choose('CSV'));
    act(() => result.current.confirm());
    await flush();
    expect(save).not.toHaveBeenCalled();
    expect(end).toHaveBeenCalledWith('info', 'Your export is being prepared. You will find it in My exports.', expect.objectContaining({ label: 'My exports' }));
    end.mock.calls[0]![2].onClick();
    expect(openExports).toHaveBeenCalled();
  });
});

describe('Google Sheet export', () => {
  it('shows the overlay, opens the sheet and says Google Sheet sent', async () => {
    const { result, openWindow, notify } = mount({ types: ['GSHEET', 'CSV'] });
    act(() => result.current.choose('GSHEET'));
    expect(result.current.generatingSheet).toBe(true);
    await flush();
    expect(result.current.generatingSheet).toBe(false);
    expect(openWindow).toHaveBeenCalledWith('https://docs.google.com/spreadsheets/d/1');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Google Sheet sent' });
  });

  it('hides the overlay with no message on failure', async () => {
    const { result, notify } = mount({ services: { exportSheet: vi.fn(async () => Promise.reject(new Error('x'))) } as never });
    act(() => result.current.choose('GSHEET'));
    await flush();
    expect(result.current.generatingSheet).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('export menu and request', () => {
  it('offers PDF unless hidden and Google Sheet only with a configured account', () => {
    expect(exportTypes(false, false)).toEqual(['CSV', 'XLSX', 'PDF', 'XML', 'JSON']);
    expect(exportTypes(true, true)).toEqual(['GSHEET', 'CSV', 'XLSX', 'XML', 'JSON']);
    expect(googleAccountConfigured({ FRAMEWORK: [{ mc_key: 'GOOGLE_SHEET_ACCOUNT', mc_value: 'reports@example.com' }], HTTPCLUSTER: [] })).toBe(true);
    expect(googleAccountConfigured({ FRAMEWORK: [{ mc_key: 'GOOGLE_SHEET_ACCOUNT', mc_value: ' ' }], HTTPCLUSTER: [] })).toBe(false);
    expect(googleAccountConfigured(undefined)).toBe(false);
  });

  it('carries the visible columns in order, the filters and sort, and no limit or offset', () => {
    const columns = [testDef.columns[4]!, testDef.columns[0]!];
    const body = exportBody({
      dataSourcePath: 'claims',
      type: 'XLSX',
      criteria: {
        sort: [{ field: 'amount', desc: true }],
        search: [{ field: 'claim_number', value: 'C' }],
        filters: [{ field: 'status', op: 'in', value: ['Open'] }],
      },
      columns,
      title: 'Réclamations',
      t: (s) => `fr:${s}`,
    });
    expect(body).toMatchObject({
      api_url: 'api/claims',
      output_type: 'XLSX',
      title: 'Réclamations',
      query_params: { sort: '-amount', search: 'claim_number=C', status__in: 'Open' },
      columns: [
        { field: 'amount', label: 'fr:Amount' },
        { field: 'claim_number', label: 'fr:Claim number' },
      ],
    });
    expect(body.query_params).not.toHaveProperty('limit');
    expect(unpagedQuery({})).toEqual({});
  });
});
