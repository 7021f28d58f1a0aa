// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { getApiContext } from '../../api/apiContext';
import { callApi } from '../../api/client';
import { sessionOf } from '../../core/testing/fixtures';
import { markActivity } from './activity';
import { checkExpiry, EXPIRY_CHECK_MS } from './expiryCheck';
import { disengageOidc, engageOidc, storedOidcStatus } from './oidcEngagement';
import { getSession, openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { signInFromCookie } from './singleSignOn';
import { completeLogin } from './completeLogin';
import { getSessionSnapshot } from '../../core/session/sessionStore';
import { LOGOUT_THRESHOLD_MS, signOut } from './signOut';
import { loginAnswer } from '../../core/testing/fixtures';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
const mockedCall = vi.mocked(callApi);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  mockedCall.mockReset();
  openSession('customer@MANITOULIN', sessionOf());
});
afterEach(() => {
  document.cookie = 'MANITOULIN-access-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('expiry check', () => {
  it('sends the session token explicitly and rotates it when the user was active', async () => {
    markActivity();
    mockedCall.mockImplementation((async (id: string) => (id === 'users.reset_token' ? { token: 'token-2' } : { expired: false })) as never);
    expect(await checkExpiry('customer@MANITOULIN')).toBe('alive');
    expect(mockedCall).toHaveBeenNthCalledWith(1, 'globals.access_expiry', expect.objectContaining({ token: 'token-1' }));
    expect(mockedCall).toHaveBeenNthCalledWith(2, 'users.reset_token', expect.objectContaining({ token: 'token-1' }));
    expect(getSession('customer@MANITOULIN')?.token).toBe('token-2');
  });

  it('keeps the token of an idle user', async () => {
    markActivity(Date.now() - EXPIRY_CHECK_MS - 1);
    mockedCall.mockResolvedValue({ expired: false } as never);
    expect(await checkExpiry('customer@MANITOULIN')).toBe('alive');
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(getSession('customer@MANITOULIN')?.token).toBe('token-1');
  });

  it('ends the session on 401, and not on a network failure', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError(0, 'Network error'));
    expect(await checkExpiry('customer@MANITOULIN')).toBe('unknown');
    expect(getSession('customer@MANITOULIN')).not.toBeNull();
    mockedCall.mockRejectedValueOnce(new ApiError(401, 'Authorization error!'));
    expect(await checkExpiry('customer@MANITOULIN')).toBe('dead');
    expect(getSession('customer@MANITOULIN')).toBeNull();
  });
});

describe('single sign-on cookie', () => {
  it('opens the session of a good cookie', async () => {
    document.cookie = `DRC-access-token=${'a'.repeat(43)}; path=/`;
    const answer = loginAnswer();
    answer.profile = { ...answer.profile, MT_UID: 'drc', MT_COMP: 'DRC' };
    mockedCall.mockResolvedValue({ ...answer, token: undefined } as never);
    expect(await signInFromCookie('DRC')).toBe('signed-in');
    expect(getSession('drc@DRC')?.token).toBe('a'.repeat(43));
    document.cookie = 'DRC-access-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('deletes a cookie that does not sign in', async () => {
    document.cookie = `MANITOULIN-access-token=${'b'.repeat(43)}; path=/`;
    mockedCall.mockRejectedValue(new ApiError(401, 'Authorization error!'));
    expect(await signInFromCookie('MANITOULIN')).toBe('failed');
    expect(document.cookie).not.toContain('MANITOULIN-access-token');
    expect(await signInFromCookie('MANITOULIN')).toBe('none');
  });
});

describe('secondary sign-on', () => {
  it('engages one source at a time: a second one is an error', () => {
    engageOidc('google');
    expect(storedOidcStatus()).toEqual({ source: 'google', authorized: false, expires: null });
    expect(getApiContext().oidcStatus).toContain('google');
    engageOidc('google');
    expect(() => engageOidc('azure')).toThrow(/already engaged for google/);
    disengageOidc();
    expect(() => engageOidc('azure')).not.toThrow();
    disengageOidc();
  });
});

describe('sign-in answers and sign-out', () => {
  it("keys a session by the server's user ID, whatever case was typed, and a refused answer clears the tab's auth", () => {
    expect(completeLogin('MANITOULIN', 'CUSTOMER', loginAnswer(), null)).toBe('/MANITOULIN/pages/MTDPUDATE');
    expect(getSessionSnapshot().current?.key).toBe('customer@MANITOULIN');
    expect(getSession('CUSTOMER@MANITOULIN')).toBeNull();
    expect(completeLogin('MANITOULIN', 'customer', loginAnswer(1), null)).toBeNull();
    expect(getSessionSnapshot().current).toBeNull();
  });

  it('disengages the secondary sign-on of the user who signs out', async () => {
    mockedCall.mockResolvedValue({ status: 0 } as never);
    engageOidc('google');
    await signOut('customer@MANITOULIN');
    expect(storedOidcStatus()).toBeNull();
    expect(getApiContext().oidcStatus).toBeNull();
  });

  it('signs out locally after the logout threshold when the server does not answer', async () => {
    vi.useFakeTimers();
    try {
      mockedCall.mockReturnValue(new Promise(() => {}));
      const done = signOut('customer@MANITOULIN');
      await vi.advanceTimersByTimeAsync(LOGOUT_THRESHOLD_MS - 1);
      expect(getSession('customer@MANITOULIN')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(getSession('customer@MANITOULIN')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
