// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
vi.mock('../../renderers/ScreenRenderer', () => ({ ScreenRenderer: () => <p>screen</p> }));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  const answer = loginAnswer();
  answer.groups[0]!.menulist.push({ TMMID: 2, TMVNAM: 'Claims', TMMTYP: 'M', items: [{ TSCID: 21, CMCID: 'CLAIM-LIST', CMTITLE: 'Claims', CMHID: 'N' }] });
  vi.mocked(callApi).mockImplementation(((id: string, opts: any) => {
    if (id === 'users.refresh') return Promise.resolve({ ...answer, token: undefined });
    if (id === 'screens.get') return Promise.resolve({ cmid: opts.params.cmid, kind: 'grid', title: opts.params.cmid === 'CLAIM-LIST' ? 'Claims' : 'Shipments by pickup date' });
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
  openSession('customer@MANITOULIN', sessionOf(answer));
});
afterEach(cleanup);

describe('the breadcrumb', () => {
  it('reads from the menu to the page, with a separator between', async () => {
    renderShellAt('/MANITOULIN/pages/MTDPUDATE');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 5000 });
    await waitFor(() => expect(nav.textContent).toBe('Tracing›Shipments by pickup date'));
    expect(within(nav).getByText('Shipments by pickup date').getAttribute('aria-current')).toBe('page');
    const items = within(nav).getAllByRole('listitem').map((li) => li.textContent);
    // The separator is drawn, not read out.
    expect(items).toEqual(['Tracing', 'Shipments by pickup date']);
  });

  it('says a menu named like its page once', async () => {
    renderShellAt('/MANITOULIN/pages/CLAIM-LIST');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 5000 });
    await waitFor(() => expect(nav.textContent).toBe('Claims'));
  });
});
