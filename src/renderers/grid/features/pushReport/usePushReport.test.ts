// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServices, flush } from '../../testing/gridTestKit';
import { decodeConfig, encodeConfig, pushReportConfig } from './pushReportConfig';
import { openInNewTab, usePushReport, type PushReportOptions } from './usePushReport';

afterEach(cleanup);

function mount(o: Partial<PushReportOptions> = {}) {
  const { services } = fakeServices(o.services as never);
  const notify = vi.fn();
  const openTab = vi.fn((_url: string) => null);
  const config = () => pushReportConfig('claims', { sort: [{ field: 'amount', desc: false }] }, 'Réclamations', 'CLAIM-LIST', '3');
  const hook = renderHook(() =>
    usePushReport({ enabled: true, company: 'MANITOULIN', cmid: 'CLAIM-LIST', apiUrl: 'api/claims', config, services, notify, t: (s) => s, openTab, ...o }),
  );
  return { ...hook, services, notify, openTab };
}

describe('push-report control', () => {
  it('shows the count of push reports of the data source', async () => {
    const { result, services } = mount();
    await flush();
    expect(services.pushReportCount).toHaveBeenCalledWith('api/claims');
    expect(result.current.count).toBe(2);
  });

  it('opens PUSHREPORT_ADD in a new tab with the cmid and the base64 configuration', async () => {
    const { result, openTab } = mount();
    await flush();
    act(() => result.current.add());
    const url = new URL(openTab.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/MANITOULIN/pages/PUSHREPORT_ADD');
    expect(url.searchParams.get('cmid')).toBe('CLAIM-LIST');
    expect(decodeConfig(url.searchParams.get('data')!)).toEqual({
      api_url: 'api/claims',
      query_params: { sort: 'amount' },
      output_type: 'PDF',
      title: 'Réclamations',
      cmid: 'CLAIM-LIST',
      group: '3',
    });
  });

  it("says 'This pushreport cannot be created' without a cmid", () => {
    const { result, notify, openTab } = mount({ cmid: undefined });
    act(() => result.current.add());
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'This pushreport cannot be created' });
    expect(openTab).not.toHaveBeenCalled();
  });

  it("opens the list, or says 'Cannot view push report list' when it cannot be read", async () => {
    const { result, openTab } = mount();
    await flush();
    act(() => result.current.list());
    expect(openTab).toHaveBeenCalledWith('/MANITOULIN/pages/PUSHREPORT?cmid=CLAIM-LIST');
    const refused = mount({ services: { pushReportCount: vi.fn(async () => Promise.reject(new Error('403'))) } as never });
    await flush();
    act(() => refused.result.current.list());
    expect(refused.notify).toHaveBeenCalledWith({ type: 'error', title: 'Cannot view push report list' });
  });

  it('round-trips a configuration through base64', () => {
    const c = pushReportConfig('a/b', {}, 'Été', 'X', '1');
    expect(decodeConfig(encodeConfig(c))).toEqual(c);
  });

  // With 'noopener' the new tab starts without this tab's sessionStorage, hence without its session: it landed
  // on the sign-in page instead of PUSHREPORT_ADD (tests/e2e/pushReports.test.ts).
  it("opens the new tab with its opener, so that it gets this tab's session, then cuts the opener", () => {
    const tab = { opener: 'the grid' as unknown };
    const open = vi.fn((..._args: unknown[]) => tab as unknown as Window);
    expect(openInNewTab('/MANITOULIN/pages/PUSHREPORT?cmid=X', open as never)).toBe(tab);
    expect(open).toHaveBeenCalledWith('/MANITOULIN/pages/PUSHREPORT?cmid=X', '_blank');
    expect(tab.opener).toBeNull();
  });
});
