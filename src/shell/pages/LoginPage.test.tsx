// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { CURRENT_KEY, SESSIONS_KEY, openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
// The renderers are another module's business; the shell only has to reach them.
vi.mock('../../renderers/ScreenRenderer', () => ({
  ScreenRenderer: ({ def, path }: { def: { cmid: string }; path: string }) => <p>{`screen ${def.cmid} [${path}]`}</p>,
}));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

const mockedCall = vi.mocked(callApi);

/** Answers the calls a sign-in leads to; the login answer is the test's. */
function serve(login: () => Promise<unknown>) {
  mockedCall.mockImplementation(((id: string) => {
    if (id === 'users.login') return login();
    if (id === 'screens.get')
      return Promise.resolve({
        cmid: 'MTDPUDATE',
        kind: 'grid',
        title: 'Shipments by pickup date',
      });
    if (id === 'globals.access_cmid') return Promise.resolve({ access: false });
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
}

async function signIn(username = 'customer', password = 'Freight!Portal2026') {
  fireEvent.change(await screen.findByLabelText('Username'), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText('Password'), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  mockedCall.mockReset();
});
afterEach(cleanup);

describe('LoginPage', () => {
  it('posts the credentials with the company of the URL and opens the landing page', async () => {
    serve(() => Promise.resolve(loginAnswer(0)));
    const router = renderShellAt('/MANITOULIN/login');
    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/MANITOULIN/pages/MTDPUDATE'));
    expect(mockedCall).toHaveBeenCalledWith('users.login', {
      body: {
        username: 'customer',
        company: 'MANITOULIN',
        password: 'Freight!Portal2026',
      },
      token: null,
    });
    expect(sessionStorage.getItem(CURRENT_KEY)).toBe('customer@MANITOULIN');
    expect(JSON.parse(localStorage.getItem(SESSIONS_KEY)!)['customer@MANITOULIN']).toMatchObject({ token: 'token-1', selectedGroup: 3 });
    expect(await screen.findByText('screen MTDPUDATE []')).toBeTruthy();
    // The menu holds the screen, so the server was not asked.
    expect(mockedCall).not.toHaveBeenCalledWith('globals.access_cmid', expect.anything());
  });

  it('goes to a same-site redirect, and ignores another site', async () => {
    serve(() => Promise.resolve(loginAnswer(0)));
    let router = renderShellAt('/MANITOULIN/login?redirect=%2FMANITOULIN%2Fhome');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/MANITOULIN/home'));
    cleanup();
    localStorage.clear();
    setCurrentSessionKey(null);

    router = renderShellAt('/MANITOULIN/login?redirect=%2F%2Fevil.example%2F');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/MANITOULIN/pages/MTDPUDATE'));
  });

  it('opens the company home when the landing page is HOME', async () => {
    serve(() => Promise.resolve(loginAnswer(0, 'HOME')));
    const router = renderShellAt('/MANITOULIN/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/MANITOULIN/home'));
    expect(await screen.findByText('Welcome, Casey')).toBeTruthy();
  });

  it('sends a user who needs a new password to init-account', async () => {
    serve(() => Promise.resolve(loginAnswer(4)));
    const router = renderShellAt('/MANITOULIN/login');
    await signIn('newpass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/MANITOULIN/pages/init-account'));
    expect(await screen.findByText('A new password is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it("shows the server's reason when the login fails", async () => {
    serve(() => Promise.reject(new ApiError(401, 'Invalid username or password entered')));
    const router = renderShellAt('/MANITOULIN/login');
    await signIn('customer', 'wrong');
    expect(await screen.findByText('Logging in failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password entered')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/MANITOULIN/login');
    expect(sessionStorage.getItem(CURRENT_KEY)).toBeNull();
  });

  it('says Unknown when the failure has no reason', async () => {
    serve(() => Promise.reject(new Error('boom')));
    renderShellAt('/MANITOULIN/login');
    await signIn();
    expect(await screen.findByText('Unknown')).toBeTruthy();
  });

  it('offers to go on with a session the browser holds for the company', async () => {
    serve(() => Promise.reject(new Error('not called')));
    openSession('drc@DRC', sessionOf({ ...loginAnswer(0), token: 'drc-token' }));
    openSession('customer@MANITOULIN', sessionOf());
    const router = renderShellAt('/DRC/login?redirect=%2FDRC%2Fhome');
    expect(await screen.findByText('You are signed in as drc.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DRC/home'));
    expect(sessionStorage.getItem(CURRENT_KEY)).toBe('drc@DRC');
  });

  it('speaks French with ?lang=fr', async () => {
    renderShellAt('/DRC/login?lang=fr');
    expect(await screen.findByLabelText("Nom d'utilisateur")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeTruthy();
  });
});
