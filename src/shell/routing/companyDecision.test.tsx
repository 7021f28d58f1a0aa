// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { getApiContext } from '../../api/apiContext';
import { setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';
import { brands } from '../themes/brands';
import { decideCompany } from './companyDecision';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));

const NEWCO = { code: 'NEWCO', name: 'Nova Freight Lines', phone: '7055550100', email: 'info@nova.example', skin: 'standard' };

describe('decideCompany', () => {
  it('knows a built-in brand without asking the server', async () => {
    const lookup = vi.fn();
    expect(await decideCompany('DRC', lookup)).toEqual({ kind: 'brand', code: 'DRC', brandCode: 'DRC', brand: brands.DRC });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('takes a company the server knows in the default look under its own name and phone', async () => {
    const decision = await decideCompany('NEWCO', async (code) => (code === 'NEWCO' ? NEWCO : null));
    expect(decision).toEqual({ kind: 'server', code: 'NEWCO', brandCode: 'MANITOULIN', brand: { ...brands.MANITOULIN, name: 'Nova Freight Lines', phone: '7055550100' } });
  });

  it('refuses a code the server does not know, and a malformed one without asking', async () => {
    expect(await decideCompany('NOSUCHCO', async () => null)).toEqual({ kind: 'unknown' });
    const lookup = vi.fn();
    expect(await decideCompany('newco', lookup)).toEqual({ kind: 'unknown' });
    expect(await decideCompany('NEW-CO', lookup)).toEqual({ kind: 'unknown' });
    expect(await decideCompany(undefined, lookup)).toEqual({ kind: 'unknown' });
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('CompanyGate on /{company}/login', () => {
  const mocked = vi.mocked(callApi);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setCurrentSessionKey(null);
    mocked.mockReset();
    mocked.mockImplementation(((id: string, opts: { params?: { code?: string }; body?: { company?: string } }) => {
      if (id === 'globals.company' && opts.params?.code === 'NEWCO') return Promise.resolve(NEWCO);
      if (id === 'users.login' && opts.body?.company === 'NEWCO') {
        const answer = loginAnswer(0, 'HOME');
        answer.profile.MT_COMP = 'NEWCO';
        return Promise.resolve(answer);
      }
      return Promise.reject(new ApiError(404, 'Not found'));
    }) as unknown as typeof callApi);
  });
  afterEach(cleanup);

  const companyCalls = () => mocked.mock.calls.filter(([id]) => id === 'globals.company');

  it('shows a built-in brand at once, with no company call', async () => {
    renderShellAt('/MULTIMODAL/login');
    expect(await screen.findByRole('img', { name: 'Manitoulin Multimodal' })).toBeTruthy();
    expect(companyCalls()).toEqual([]);
  });

  it('shows the login of a server-known company under its own name', async () => {
    renderShellAt('/NEWCO/login');
    expect(await screen.findByRole('img', { name: 'Nova Freight Lines' })).toBeTruthy();
    expect(screen.getByText('Customer Service: 7055550100')).toBeTruthy();
    expect(companyCalls()).toEqual([['globals.company', { params: { code: 'NEWCO' } }]]);
  });

  it('shows the unknown-company page for a code the server refuses', async () => {
    renderShellAt('/NOSUCHCO/login');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    // No company header for a code the server refused: a signed-in user's calls stay theirs.
    expect(getApiContext().company).toBeNull();
  });

  it('names a confirmed company in the calls it makes, so the server can refuse a token of another', async () => {
    renderShellAt('/NEWCO/login');
    expect(await screen.findByRole('img', { name: 'Nova Freight Lines' })).toBeTruthy();
    await waitFor(() => expect(getApiContext().company).toBe('NEWCO'));
  });

  it('signs a user of a server-known company in and lands on its home page under its name', async () => {
    const router = renderShellAt('/NEWCO/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'customer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/NEWCO/home'));
    expect(await screen.findByTestId('user-name')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nova Freight Lines' })).toBeTruthy();
    expect(mocked.mock.calls.find(([id]) => id === 'users.login')?.[1]).toMatchObject({ body: { company: 'NEWCO' } });
  });
});
