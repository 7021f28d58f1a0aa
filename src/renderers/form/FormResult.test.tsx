// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import claimAdd from '../../../screens/CLAIM-ADD.json';
import { renderWithProviders } from '../testProviders';
import type { FormDefinition } from './formDefinition';
import { FormScreen } from './FormScreen';

const request = vi.fn();
vi.mock('../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
const notify = vi.fn();
vi.mock('../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

/** PBILBYNUM as the server serves it: its one shared part (the status labels) put in place. */
async function traceScreen(): Promise<FormDefinition> {
  const raw = (await import('../../../screens/PBILBYNUM.json')).default;
  const { map } = (await import('../../../screens/_shared/shipment-status.json')).default;
  return JSON.parse(JSON.stringify(raw).replaceAll('{"$ref":"_shared/shipment-status.json#/map"}', JSON.stringify(map))) as FormDefinition;
}

async function trace(numbers: string) {
  renderWithProviders(<FormScreen def={await traceScreen()} company="MANITOULIN" path="" />, { route: '/MANITOULIN/pages/PBILBYNUM' });
  const box = (await screen.findByLabelText(/Probill numbers/)) as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: numbers } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Trace' }));
  });
}

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
});
afterEach(cleanup);

describe('a search form (the trace screens)', { timeout: 30000 }, () => {
  it('shows a row per shipment found, opening it, and the spec’s message per number not found; no saved notice', async () => {
    request.mockResolvedValueOnce({
      results: [{ number: '1000000007', probill: '1000000007', customer_account: '100001', pickup_date: '2026-11-01', status: 'Delivered', pieces: 3, weight: 120 }],
      not_found: ['1000000014'],
      messages: [{ number: '1000000014', message: 'Number not found or customer is not allowed to view the probill' }],
    });
    await trace('1000000007\n1000000014');
    expect(request).toHaveBeenCalledWith('POST probill/by_number', { body: { numbers: '1000000007\n1000000014' }, params: {}, silent: true });
    expect(await screen.findByRole('heading', { name: 'Shipments found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/MANITOULIN/pages/MTDSPPBILL/1000000007');
    expect(screen.getByText('1000000014: Number not found or customer is not allowed to view the probill')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses 51 numbers in the browser with the spec’s limit, before any call', async () => {
    await trace(Array.from({ length: 51 }, (_, i) => String(1_000_000_000 + i)).join(' '));
    await waitFor(() => expect(screen.getByText('Up to 50 shipments can be traced at once')).toBeTruthy());
    expect(request).not.toHaveBeenCalled();
  });

  it('prefills a form from the address: a claim opened from a shipment names its probill', async () => {
    renderWithProviders(<FormScreen def={claimAdd as unknown as FormDefinition} company="MANITOULIN" path="" />, { route: '/MANITOULIN/pages/CLAIM-ADD?probill=1000000007' });
    await screen.findByRole('button', { name: 'Submit claim' });
    expect((screen.getByLabelText('Probill number') as HTMLInputElement).value).toBe('1000000007');
  });
});
