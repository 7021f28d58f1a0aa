// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionKey, splitSessionKey } from './sessionKey';
import {
  CURRENT_KEY,
  SESSIONS_KEY,
  getSession,
  getSessionSnapshot,
  openSession,
  removeSession,
  setCurrentSessionKey,
  updateSession,
} from './sessionStore';
import type { Session } from './types';
import { useCompanySession } from './useSessions';

function session(uid: string, company: string, token = `tok-${uid}`): Session {
  return {
    token,
    loginStatus: 0,
    profile: {
      MT_UID: uid,
      MT_TYPE: 'CUSTOMER',
      MT_LANG: 'en',
      MT_COMP: company,
      MT_STATUS: 'Active',
      MT_THEME: 'light',
    },
    groups: [],
    masterconfig: { FRAMEWORK: [], HTTPCLUSTER: [] },
    selectedGroup: null,
    lastRefreshedAt: 1,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
});
afterEach(cleanup);

describe('session keys', () => {
  it('are username@COMPANY, and split at the last @', () => {
    expect(sessionKey('admin', 'manitoulin')).toBe('admin@MANITOULIN');
    expect(splitSessionKey('ann@example.com@DRC')).toEqual({
      username: 'ann@example.com',
      company: 'DRC',
    });
  });
});

describe('session store', () => {
  it('keeps several sessions in localStorage and the current key in sessionStorage', () => {
    openSession('admin@MANITOULIN', session('admin', 'MANITOULIN'));
    openSession('drc@DRC', session('drc', 'DRC'));

    const stored = JSON.parse(localStorage.getItem(SESSIONS_KEY)!);
    expect(Object.keys(stored).sort()).toEqual(['admin@MANITOULIN', 'drc@DRC']);
    expect(sessionStorage.getItem(CURRENT_KEY)).toBe('drc@DRC');
    expect(getSessionSnapshot().current).toMatchObject({
      key: 'drc@DRC',
      username: 'drc',
      company: 'DRC',
    });

    setCurrentSessionKey('admin@MANITOULIN');
    expect(getSessionSnapshot().current?.session.token).toBe('tok-admin');
  });

  it('updates one session without touching the others', () => {
    openSession('admin@MANITOULIN', session('admin', 'MANITOULIN'));
    openSession('drc@DRC', session('drc', 'DRC'));
    updateSession('admin@MANITOULIN', { selectedGroup: 7 });
    expect(getSession('admin@MANITOULIN')?.selectedGroup).toBe(7);
    expect(getSession('drc@DRC')?.selectedGroup).toBeNull();
  });

  it('forgets a removed session and clears the current key when it was current', () => {
    openSession('admin@MANITOULIN', session('admin', 'MANITOULIN'));
    openSession('drc@DRC', session('drc', 'DRC'));
    removeSession('admin@MANITOULIN');
    expect(sessionStorage.getItem(CURRENT_KEY)).toBe('drc@DRC');
    removeSession('drc@DRC');
    expect(sessionStorage.getItem(CURRENT_KEY)).toBeNull();
    expect(getSessionSnapshot()).toMatchObject({ sessions: {}, current: null });
  });

  it('treats a corrupt storage entry as no sessions', () => {
    localStorage.setItem(SESSIONS_KEY, '{not json');
    sessionStorage.setItem(CURRENT_KEY, 'admin@MANITOULIN');
    setCurrentSessionKey('admin@MANITOULIN');
    expect(getSessionSnapshot().current).toBeNull();
  });

  it("counts another company's session as none", () => {
    function Probe({ company }: { company: string }) {
      return <p>{useCompanySession(company)?.username ?? 'none'}</p>;
    }
    openSession('admin@MANITOULIN', session('admin', 'MANITOULIN'));
    render(
      <>
        <Probe company="MANITOULIN" />
        <Probe company="DRC" />
      </>,
    );
    expect(screen.getAllByText(/admin|none/).map((p) => p.textContent)).toEqual(['admin', 'none']);
    act(() => openSession('drc@DRC', session('drc', 'DRC')));
    expect(screen.getAllByText(/drc|none/).map((p) => p.textContent)).toEqual(['none', 'drc']);
  });
});
