// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
vi.mock('../../renderers/ScreenRenderer', () => ({ ScreenRenderer: () => null }));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function signInAs(answer: ReturnType<typeof loginAnswer>) {
  vi.mocked(callApi).mockImplementation(((id: string) => {
    if (id === 'users.refresh') return Promise.resolve({ ...answer, token: undefined });
    if (id === 'globals.company') return Promise.resolve({ code: 'MANITOULIN', name: 'Manitoulin Transport', phone: '1-800-265-6916', email: 'customerservice@manitoulin.example', skin: 'standard' });
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
  openSession(`${answer.profile.MT_UID}@MANITOULIN`, sessionOf(answer));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
});
afterEach(cleanup);

describe('the home page', () => {
  it('gives a user without menus (online quoting) Customer Service for a quote and their account pages', async () => {
    const answer = loginAnswer(0, 'HOME', 'QUOTE');
    answer.profile.MT_UID = 'quoteonly';
    answer.groups[0]!.menulist = [];
    signInAs(answer);
    renderShellAt('/MANITOULIN/home');
    expect(await screen.findByText(/Online quoting opens here soon/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '1-800-265-6916' }).getAttribute('href')).toBe('tel:+18002656916');
    const mail = await screen.findByRole('link', { name: 'customerservice@manitoulin.example' });
    expect(mail.getAttribute('href')).toBe('mailto:customerservice@manitoulin.example?subject=Rate%20quote%20request');
    expect(screen.getByRole('link', { name: 'Security questions' }).getAttribute('href')).toBe('/MANITOULIN/pages/update-security-profile');
    expect(screen.getByRole('link', { name: 'Change my password' }).getAttribute('href')).toBe('/reset-password?company=MANITOULIN');
  });

  it('shows a user with menus their menus and Customer Service', async () => {
    signInAs(loginAnswer(0, 'HOME'));
    renderShellAt('/MANITOULIN/home');
    expect(await screen.findByRole('heading', { name: 'Tracing', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('contact-card')).toBeTruthy();
    expect(screen.queryByText(/Online quoting opens here soon/)).toBeNull();
  });
});
