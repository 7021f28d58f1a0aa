// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { getApiContext } from '../api/apiContext';
import { callApi } from '../api/client';
import { getSessionSnapshot, openSession, setCurrentSessionKey } from '../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../core/testing/fixtures';
import { renderShellAt } from './testing/renderShellAt';

vi.mock('../api/client', () => ({ callApi: vi.fn() }));
vi.mock('../renderers/ScreenRenderer', () => ({
  ScreenRenderer: ({ def, path }: { def: { cmid: string }; path: string }) => <p>{`screen ${def.cmid} [${path}]`}</p>,
}));
vi.mock('../renderers/registry', () => ({ renderers: {} }));

const mockedCall = vi.mocked(callApi);

// jsdom has no layout; the menus' positioning only needs the observer to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
type Handler = (opts: any) => unknown;

/** Answers by call id; an unlisted call fails as the server would. */
function serve(handlers: Record<string, Handler>) {
  mockedCall.mockImplementation(((id: string, opts: unknown) => {
    const h = handlers[id];
    return h ? Promise.resolve().then(() => h(opts)) : Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
}

const alive = { 'users.refresh': () => ({ ...loginAnswer(), token: undefined }) };

function signInAs(key = 'customer@MANITOULIN', answer = loginAnswer()) {
  openSession(key, sessionOf(answer));
}

const where = (router: ReturnType<typeof renderShellAt>) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  mockedCall.mockReset();
  serve(alive);
});
afterEach(cleanup);

describe('top-level routes', () => {
  it.each([
    ['/', '/MANITOULIN/login'],
    ['/index.html', '/MANITOULIN/login'],
    ['/DRC', '/DRC/login'],
    ['/NEARNORTHCUSTOMS?lang=fr', '/NEARNORTHCUSTOMS/login?lang=fr'],
    ['/undefined/login', '/MANITOULIN/login'],
    ['/login', '/MANITOULIN/login'],
    ['/drc', '/DRC/home'],
    ['/MGF/pages/MTDPUDATE', '/MGF/login?redirect=%2FMGF%2Fpages%2FMTDPUDATE'],
  ])('%s goes to %s when signed out', async (from, to) => {
    const router = renderShellAt(from);
    await waitFor(() => expect(where(router)).toBe(to));
  });

  it.each(['/ACME', '/ACME/login', '/no/such/page'])('%s is not found', async (path) => {
    renderShellAt(path);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByText('The requested page does not exist.')).toBeTruthy();
  });

  it("sends / to the session's landing page, and /login and /pages/* to its company", async () => {
    signInAs('drc@DRC');
    let router = renderShellAt('/');
    await waitFor(() => expect(where(router)).toBe('/DRC/pages/MTDPUDATE'));
    cleanup();
    router = renderShellAt('/login');
    await waitFor(() => expect(where(router)).toBe('/DRC/login'));
    cleanup();
    router = renderShellAt('/pages/MTDPUDATE/7?x=1');
    await waitFor(() => expect(where(router)).toBe('/DRC/pages/MTDPUDATE/7?x=1'));
  });

  it("sends / and /login to the company of a session there, one an administrator created included", async () => {
    const answer = loginAnswer();
    answer.profile.MT_COMP = 'NEWCO';
    serve({ ...alive, 'globals.company': () => ({ code: 'NEWCO', name: 'Nova Freight Lines' }) });
    signInAs('nova@NEWCO', answer);
    let router = renderShellAt('/');
    await waitFor(() => expect(where(router)).toBe('/NEWCO/pages/MTDPUDATE'));
    cleanup();
    router = renderShellAt('/login');
    await waitFor(() => expect(where(router)).toBe('/NEWCO/login'));
  });

  it("counts another company's session as none on its pages", async () => {
    signInAs('drc@DRC');
    const router = renderShellAt('/MANITOULIN/pages/MTDPUDATE');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2FMTDPUDATE'));
  });

  it('links the forbidden page back to a same-site path only', async () => {
    renderShellAt('/403-forbidden?redirect=%2FMANITOULIN%2Fpages%2FX');
    expect(await screen.findByText('You do not have permissions to access this option')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/MANITOULIN/pages/X');
    cleanup();
    renderShellAt('/403-forbidden?redirect=%2F%2Fevil.example');
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/');
  });
});

describe('screen page', () => {
  beforeEach(() => signInAs());

  it('renders a held screen with the rest of the path, and keeps the call headers in step', async () => {
    serve({ ...alive, 'screens.get': ({ params }) => ({ cmid: params.cmid, kind: 'grid', title: 'Shipments by pickup date' }) });
    renderShellAt('/MANITOULIN/pages/MTDPUDATE/edit/7');
    expect(await screen.findByText('screen MTDPUDATE [edit/7]')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shipments by pickup date | Manitoulin Transport'));
    expect(getApiContext()).toMatchObject({ token: 'token-1', group: '3', cmid: 'MTDPUDATE', lang: 'en' });
    // The menus: a hidden item is left out, an external one opens elsewhere.
    fireEvent.click(screen.getByRole('button', { name: 'Tracing' }));
    expect(await screen.findByRole('menuitem', { name: 'Shipments by pickup date' })).toBeTruthy();
    expect(screen.queryByText('Hidden screen')).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Carrier site/ }).getAttribute('target')).toBe('_blank');
  });

  it('asks the server about a screen off the menus, and goes to 403 when refused', async () => {
    const access = vi.fn(() => ({ access: false }));
    serve({ ...alive, 'globals.access_cmid': access });
    const router = renderShellAt('/MANITOULIN/pages/CLAIM-LIST');
    await waitFor(() => expect(where(router)).toBe('/403-forbidden?redirect=%2FMANITOULIN%2Fpages%2FCLAIM-LIST'));
    expect(access).toHaveBeenCalledWith(expect.objectContaining({ query: { cmid: 'CLAIM-LIST' } }));
  });

  it('names the cmid of a missing definition', async () => {
    serve({ ...alive, 'globals.access_cmid': () => ({ access: true }) });
    renderShellAt('/MANITOULIN/pages/NOPE');
    expect(await screen.findByText('No screen is defined for NOPE.')).toBeTruthy();
  });

  it('shows why a definition is invalid', async () => {
    serve({
      ...alive,
      'screens.get': () => {
        throw new ApiError(422, 'screens/MTDPUDATE.json is invalid', [{ pointer: '/columns/0/type', message: 'Invalid value' }]);
      },
    });
    renderShellAt('/MANITOULIN/pages/MTDPUDATE');
    expect(await screen.findByText('screens/MTDPUDATE.json is invalid')).toBeTruthy();
    expect(screen.getByText('/columns/0/type')).toBeTruthy();
    expect(screen.getByText(/Invalid value/)).toBeTruthy();
  });
});

describe('dark theme', () => {
  it("follows the user's MT_THEME, never on login pages", async () => {
    const dark = loginAnswer(0, 'HOME');
    dark.profile.MT_THEME = 'dark';
    signInAs('customer@MANITOULIN', dark);
    serve({ 'users.refresh': () => ({ ...dark, token: undefined }) });
    renderShellAt('/MANITOULIN/home');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    cleanup();
    renderShellAt('/MANITOULIN/login');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(false));
  });
});

describe('session lifecycle', () => {
  it('drops a session the server no longer knows, and asks to sign in again', async () => {
    signInAs();
    const refresh = vi.fn(() => {
      throw new ApiError(401, 'Invalid token');
    });
    serve({ 'users.refresh': refresh });
    const router = renderShellAt('/MANITOULIN/pages/MTDPUDATE');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2FMTDPUDATE'));
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ token: 'token-1' }));
    expect(getSessionSnapshot().sessions).toEqual({});
  });

  it('signs out on the server and locally', async () => {
    signInAs();
    const logout = vi.fn(() => ({ status: 1 }));
    serve({ ...alive, 'users.logout': logout });
    const router = renderShellAt('/MANITOULIN/logout');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/login'));
    expect(logout).toHaveBeenCalledWith({ token: 'token-1' });
    expect(getSessionSnapshot().current).toBeNull();
  });

  it('signs out a user who still needs a new password on any other route', async () => {
    signInAs('newpass@MANITOULIN', loginAnswer(4));
    serve({ 'users.refresh': () => loginAnswer(4), 'users.logout': () => ({ status: 1 }) });
    const router = renderShellAt('/MANITOULIN/home');
    await waitFor(() => expect(getSessionSnapshot().current).toBeNull());
    expect(where(router)).toBe('/MANITOULIN/home');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});

/**
 * SHPNOTIF_UNSUB is a shell page, not a definition (as SWITCHUSER and the password pages are): its
 * route is mapped in routes.tsx beside /{company}/unsubscribe, ahead of the signed-in pages, so the
 * link of a notification email opens signed out and no screen definition is asked for.
 */
describe('SHPNOTIF_UNSUB, the unsubscribe link of notification emails', { timeout: 20000 }, () => {
  const token = `I0000000001${'a'.repeat(43)}`;
  it.each(['/MANITOULIN/pages/SHPNOTIF_UNSUB', '/MANITOULIN/unsubscribe'])('%s is the unsubscribe page, signed out, with no screen definition', async (path) => {
    const unsubscribe = vi.fn(() => ({ status: 0, message: 'Unsubscribed' }));
    serve({ ...alive, 'shipment_notification.unsubscribe': unsubscribe });
    const router = renderShellAt(`${path}?token=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed')).toBeTruthy();
    expect(unsubscribe).toHaveBeenCalledWith(expect.objectContaining({ body: { token } }));
    expect(mockedCall.mock.calls.map(([id]) => id)).not.toContain('screens.get');
    expect(where(router)).toBe(`${path}?token=${token}`);
  });

  it('tells a malformed link is not valid at once, asking nothing', async () => {
    renderShellAt('/MANITOULIN/pages/SHPNOTIF_UNSUB?token=x');
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    expect(mockedCall.mock.calls.map(([id]) => id)).not.toContain('shipment_notification.unsubscribe');
  });
});
