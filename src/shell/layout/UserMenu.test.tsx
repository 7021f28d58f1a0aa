// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { getSession, openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
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

const KEY = 'customer@MANITOULIN';
const update = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  update.mockReset();
  const answer = loginAnswer(0, 'HOME');
  Object.assign(answer.profile, { MT_LNAME: 'Roy', MT_EMAIL: 'casey@example.com' });
  vi.mocked(callApi).mockImplementation(((id: string, opts: any) => {
    if (id === 'users.refresh') return Promise.resolve({ ...answer, token: undefined });
    if (id === 'users.update_profile') return Promise.resolve().then(() => update(opts));
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
  openSession(KEY, sessionOf(answer));
});
afterEach(cleanup);

const isDark = () => document.documentElement.classList.contains('dark');

async function choose(name: string) {
  fireEvent.click(await screen.findByTestId('user-name'));
  fireEvent.click(await screen.findByRole('menuitemradio', { name }));
}

describe('the user menu', () => {
  it("switches to the dark theme and keeps it as the user's MT_THEME on the server", async () => {
    update.mockImplementation(({ body }) => ({ status: 0, profile: { ...getSession(KEY)!.profile, MT_THEME: body.MT_THEME } }));
    renderShellAt('/MANITOULIN/home');
    expect(isDark()).toBe(false);
    await choose('Dark theme');
    await waitFor(() => expect(isDark()).toBe(true));
    expect(update).toHaveBeenCalledWith({ token: 'token-1', body: { MT_FNAME: 'Casey', MT_LNAME: 'Roy', MT_EMAIL: 'casey@example.com', MT_THEME: 'dark' } });
    await waitFor(() => expect(getSession(KEY)!.profile.MT_THEME).toBe('dark'));

    await choose('Light theme');
    await waitFor(() => expect(isDark()).toBe(false));
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ body: expect.objectContaining({ MT_THEME: 'light' }) }));
  });

  it('goes back to the theme the server keeps when saving it fails', async () => {
    update.mockImplementation(() => {
      throw new ApiError(400, 'Invalid email');
    });
    renderShellAt('/MANITOULIN/home');
    await choose('Dark theme');
    await waitFor(() => expect(update).toHaveBeenCalled());
    await waitFor(() => expect(getSession(KEY)!.profile.MT_THEME).toBe('light'));
    await waitFor(() => expect(isDark()).toBe(false));
  });

  it('links to the security questions', async () => {
    renderShellAt('/MANITOULIN/home');
    fireEvent.click(await screen.findByTestId('user-name'));
    expect((await screen.findByRole('menuitem', { name: 'Security questions' })).getAttribute('href')).toBe('/MANITOULIN/pages/update-security-profile');
  });
});
