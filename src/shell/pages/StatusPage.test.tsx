// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
vi.mock('../../renderers/ScreenRenderer', () => ({ ScreenRenderer: ({ def }: { def: { cmid: string } }) => <p>{`screen ${def.cmid}`}</p> }));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const access = vi.fn((_opts: unknown) => ({ access: false }));
const screensAsked: string[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  access.mockClear();
  screensAsked.length = 0;
  vi.mocked(callApi).mockImplementation(((id: string, opts: any) => {
    if (id === 'users.refresh') return Promise.resolve({ ...loginAnswer(), token: undefined });
    if (id === 'globals.access_cmid') return Promise.resolve(access(opts));
    if (id === 'screens.get') screensAsked.push(opts.params.cmid);
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
});
afterEach(cleanup);

const signIn = () => openSession('customer@MANITOULIN', sessionOf(loginAnswer()));
/** The shell's header and menu bar are there: the user's name and a top menu. */
const inShell = () => !!screen.queryByTestId('user-name') && !!screen.queryByRole('button', { name: 'Tracing' });

describe('status pages for a signed-in user', () => {
  beforeEach(signIn);

  it('shows 403 inside the shell, with its header and menus', async () => {
    renderShellAt('/403-forbidden?redirect=%2FMANITOULIN%2Fpages%2FUA-START');
    expect(await screen.findByText('You do not have permissions to access this option')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    expect(inShell()).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/MANITOULIN/pages/UA-START');
  });

  it('shows 404 inside the shell, under the company of the path or none', async () => {
    renderShellAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(inShell()).toBe(true);
    cleanup();
    renderShellAt('/MANITOULIN/not-a-route');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(inShell()).toBe(true);
  });

  it("stands alone under another brand's path, whose header would not be the user's", async () => {
    renderShellAt('/DRC/not-a-route');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(inShell()).toBe(false);
  });

  it('sends a refused cmid to 403 inside the shell', async () => {
    renderShellAt('/MANITOULIN/pages/UA-START');
    expect(await screen.findByText('You do not have permissions to access this option')).toBeTruthy();
    expect(inShell()).toBe(true);
    expect(access).toHaveBeenCalledWith(expect.objectContaining({ query: { cmid: 'UA-START' } }));
  });

  it('answers a path that cannot be a cmid "not found" without asking the server, inside the shell', async () => {
    renderShellAt('/MANITOULIN/pages/no%20such%20page');
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(inShell()).toBe(true);
    expect(access).not.toHaveBeenCalled();
    expect(screensAsked).toEqual([]);
  });

  it('shows a held cmid without a definition as "no screen", inside the shell', async () => {
    access.mockReturnValue({ access: true });
    renderShellAt('/MANITOULIN/pages/NOPE');
    expect(await screen.findByText('No screen is defined for NOPE.')).toBeTruthy();
    expect(inShell()).toBe(true);
  });
});

describe('status pages signed out', () => {
  it('stand alone with the brand logo', async () => {
    renderShellAt('/403-forbidden?redirect=%2FMANITOULIN%2Fpages%2FX');
    expect(await screen.findByText('You do not have permissions to access this option')).toBeTruthy();
    expect(inShell()).toBe(false);
    expect(screen.getByRole('img', { name: 'Manitoulin Transport' })).toBeTruthy();
    cleanup();
    renderShellAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(inShell()).toBe(false));
  });
});
