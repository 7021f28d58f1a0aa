// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { reportApiError } from '../../api/errorReporter';
import { renderShellAt } from '../testing/renderShellAt';
import { toaster } from '../../core/notices/toaster';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { openSession, removeSession, setCurrentSessionKey } from '../../core/session/sessionStore';

vi.mock('../../api/client', () => ({ callApi: vi.fn(() => new Promise(() => {})) }));
vi.mock('../../renderers/ScreenRenderer', () => ({ ScreenRenderer: () => null }));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

async function shellReady(path = '/MANITOULIN/login') {
  renderShellAt(path);
  await screen.findByLabelText('Username');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  toaster.dismiss();
  // Dismissed notices wait for an exit animation jsdom never plays; remove them so the 5-notice cap starts empty.
  toaster.remove();
  cleanup();
});

describe('error catalogue', () => {
  it('shows 404 as Not found and 500 with the brand phone', async () => {
    await shellReady('/DRC/login');
    act(() => reportApiError(new ApiError(404, 'No such probill')));
    expect(await screen.findByText('Not found')).toBeTruthy();
    act(() => reportApiError(new ApiError(500, 'boom')));
    expect(
      await screen.findByText('You have encountered an error. Please contact your Sales Professional or Customer Service at 1-800-268-7878'),
    ).toBeTruthy();
  });

  it('shows the daily limit with the server message, and nothing for 401 and 403', async () => {
    await shellReady();
    act(() => {
      reportApiError(new ApiError(401, 'Invalid token'));
      reportApiError(new ApiError(403, 'Forbidden'));
      reportApiError(new ApiError(429, 'Limit of 500 calls a day'));
    });
    expect(await screen.findByText('Daily access limit reached')).toBeTruthy();
    expect(screen.getByText('Limit of 500 calls a day')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'API terms of use' })).toBeTruthy();
    expect(screen.queryByText('Invalid token')).toBeNull();
    expect(screen.queryByText('Forbidden')).toBeNull();
  });

  it('opens a dialog for other statuses, with details to view and copy', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await shellReady();
    const err = new ApiError(0, 'No defined API matching GET /api/nowhere', [], '/api/nowhere', { 'x-a': '1' }, { detail: 'x' });
    act(() => reportApiError(err));
    expect(await screen.findByText('No defined API matching GET /api/nowhere')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const details = JSON.parse(screen.getByTestId('error-details').textContent!);
    expect(details).toMatchObject({ url: '/api/nowhere', status: 0, headers: { 'x-a': '1' }, body: { detail: 'x' } });

    fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Copied error details')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/api/nowhere'));

    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Failed to copy text')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('alertdialog')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')?.getAttribute('data-state') ?? 'closed').toBe('closed'));
  });

  it('names the benefits and payroll department in the employee-benefits skin', async () => {
    const answer = loginAnswer();
    answer.groups[0]!.style = 'benefits';
    openSession('customer@MANITOULIN', sessionOf(answer));
    setCurrentSessionKey('customer@MANITOULIN');
    try {
      await shellReady('/MANITOULIN/login');
      act(() => reportApiError(new ApiError(500, 'boom')));
      expect(
        await screen.findByText('You have encountered an error. Please contact the Benefits or Payroll department at benefits.payroll@manitoulin.example'),
      ).toBeTruthy();
    } finally {
      // The session store lives in memory too: leave no session to the next test.
      setCurrentSessionKey(null);
      removeSession('customer@MANITOULIN');
    }
  });
});
