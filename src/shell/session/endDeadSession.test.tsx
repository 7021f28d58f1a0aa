// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = vi.fn();
vi.mock('../../core/notices/notify', () => ({ notify: (n: unknown) => notify(n) }));

const { endDeadSession } = await import('./endDeadSession');
const { sessionKey } = await import('../../core/session/sessionKey');
const { getSession, openSession, setCurrentSessionKey } = await import('../../core/session/sessionStore');

const MESSAGE = 'Your session is no longer active. Please log in again.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  notify.mockClear();
});

describe('endDeadSession', () => {
  it('removes the session and tells the user once, however many calls find it dead', () => {
    const key = sessionKey('customer', 'MANITOULIN');
    openSession(key, {
      token: 'tok',
      loginStatus: 0,
      profile: { MT_UID: 'customer', MT_TYPE: 'CUSTOMER', MT_LANG: 'en', MT_COMP: 'MANITOULIN', MT_STATUS: 'Active', MT_THEME: 'light' },
      groups: [],
      masterconfig: { FRAMEWORK: [], HTTPCLUSTER: [] },
      selectedGroup: null,
      lastRefreshedAt: 1,
    });
    endDeadSession(key, MESSAGE);
    endDeadSession(key, MESSAGE);
    expect(getSession(key)).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGE, duration: 600000 }));
  });
});
