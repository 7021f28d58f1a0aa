// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { getSession, openSession, setCurrentSessionKey, updateSession } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

// The "server": rows of whichever account the session acts for now.
const server = { account: '100001', mounts: 0 };

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));
vi.mock('../../renderers/ScreenRenderer', async () => {
  const { useEffect } = await import('react');
  return {
    // A screen that keeps rows in component state and in SWR's cache, as the grid and the record screens do.
    ScreenRenderer: () => {
      useEffect(() => {
        server.mounts += 1;
      }, []);
      const { data } = useSWR('rows', async () => `rows of ${server.account}`);
      return <p>{data ?? 'loading rows'}</p>;
    },
  };
});

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const KEY = 'customer@MANITOULIN';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  server.account = '100001';
  server.mounts = 0;
  const answer = loginAnswer();
  answer.profile.MT_CUST = '100001';
  vi.mocked(callApi).mockImplementation(((id: string, opts: { params?: { cmid: string } }) => {
    if (id === 'users.refresh') return Promise.resolve({ ...answer, token: undefined });
    if (id === 'screens.get') return Promise.resolve({ cmid: opts.params!.cmid, kind: 'grid', title: 'Shipments by pickup date' });
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
  openSession(KEY, sessionOf(answer));
});
afterEach(cleanup);

describe('an account switch', () => {
  it('starts the open screen anew for the new account, never showing the previous rows', async () => {
    renderShellAt('/MANITOULIN/pages/MTDPUDATE');
    expect(await screen.findByText('rows of 100001')).toBeTruthy();
    expect(server.mounts).toBe(1);

    server.account = '100002';
    act(() => updateSession(KEY, { profile: { ...getSession(KEY)!.profile, MT_CUST: '100002' } }));
    // At once, before any answer: the previous account's rows are gone, not shown while revalidating.
    expect(screen.queryByText('rows of 100001')).toBeNull();
    expect(await screen.findByText('rows of 100002')).toBeTruthy();
    expect(server.mounts).toBe(2);
  });

  it('keeps the screen as it is when the session changes in other ways (a token refresh)', async () => {
    renderShellAt('/MANITOULIN/pages/MTDPUDATE');
    expect(await screen.findByText('rows of 100001')).toBeTruthy();
    act(() => updateSession(KEY, { lastRefreshedAt: Date.now() + 1000 }));
    expect(screen.getByText('rows of 100001')).toBeTruthy();
    expect(server.mounts).toBe(1);
  });
});
