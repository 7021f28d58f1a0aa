// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import claimAdd from '../../../screens/CLAIM-ADD.json';
import { ApiError } from '../../api/ApiError';
import { renderWithProviders } from '../testProviders';
import type { FormDefinition } from './formDefinition';
import { FormScreen } from './FormScreen';

const request = vi.fn();
vi.mock('../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
const notify = vi.fn();
vi.mock('../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const def = claimAdd as unknown as FormDefinition;

/** Mounts the form and waits for it: its precompiled validator loads with it. */
async function mount(lang: 'en' | 'fr' = 'en') {
  renderWithProviders(<FormScreen def={def} company="MANITOULIN" path="" />, { lang, route: '/MANITOULIN/pages/CLAIM-ADD' });
  await screen.findByRole('button', { name: 'Submit claim' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function leave(label: string) {
  fireEvent.blur(field(label));
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
  });
}

function fillValid() {
  type('Probill number', '1234567890');
  type('Claim amount', '125.50');
  type('Email', 'ann@example.ca');
  type('Description of loss or damage', 'Two cartons crushed');
}

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
});
afterEach(cleanup);

describe('FormScreen (CLAIM-ADD)', () => {
  it('labels fields by their ui:title and the submit button by submitLabel', async () => {
    await mount();
    for (const label of ['Probill number', 'Claim amount', 'Email', 'Description of loss or damage']) expect(field(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeTruthy();
    expect(screen.getByText('$')).toBeTruthy();
  });

  it('shows Field is required on every empty field after a submit attempt, and sends nothing', async () => {
    await mount();
    expect(screen.queryByText('Field is required')).toBeNull();
    await submit();
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    expect(request).not.toHaveBeenCalled();
  });

  it('counts a cleared text input as missing', async () => {
    await mount();
    type('Description of loss or damage', 'x');
    type('Description of loss or damage', '');
    leave('Description of loss or damage');
    expect(await screen.findByText('Field is required')).toBeTruthy();
  });

  it('shows an error only once the field is left', async () => {
    await mount();
    type('Probill number', '123');
    expect(screen.queryByText('Invalid Probill Number')).toBeNull();
    leave('Probill number');
    expect(await screen.findByText('Invalid Probill Number')).toBeTruthy();
    // Other fields, not visited yet, stay quiet.
    expect(screen.queryByText('Field is required')).toBeNull();
  });

  it('shows the spec messages for a bad email and a number typed as text', async () => {
    await mount();
    type('Email', 'not-an-email');
    leave('Email');
    type('Claim amount', 'abc');
    leave('Claim amount');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(await screen.findByText('Value must be number')).toBeTruthy();
  });

  it('shows the French message in French', async () => {
    await mount('fr');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    });
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(4);
  });

  it('saves, tells the user with the claim number and opens the list', async () => {
    request.mockResolvedValueOnce({ claim_number: 'CL-000042', probill: '1234567890', amount: 125.5, status: 'Open', created_at: '2024-05-01T10:00:00Z' });
    await mount();
    fillValid();
    await submit();
    expect(request).toHaveBeenCalledWith('POST claims', {
      body: { probill: '1234567890', amount: 125.5, claimant_email: 'ann@example.ca', description: 'Two cartons crushed' },
      params: {},
      silent: true,
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Claim CL-000042 filed' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/CLAIM-LIST'));
  });

  it('places the server validation errors on their fields', async () => {
    request.mockRejectedValueOnce(new ApiError(400, 'Validation failed', [{ pointer: '/probill', message: 'Invalid Probill Number' }]));
    await mount();
    fillValid();
    await submit();
    const probill = field('Probill number');
    expect(await screen.findByText('Invalid Probill Number')).toBeTruthy();
    expect(probill.getAttribute('aria-invalid')).toBe('true');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the generic save error for other failures', async () => {
    request.mockRejectedValueOnce(new ApiError(500, 'Internal error'));
    await mount();
    fillValid();
    await submit();
    expect(await screen.findByText('Error adding or editing or deleting record')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/CLAIM-ADD');
  });
});
