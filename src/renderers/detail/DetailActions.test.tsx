// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { renderWithProviders } from '../testProviders';
import type { DetailDefinition } from './detailDefinition';
import { DetailScreen } from './DetailScreen';

const request = vi.fn();
const callApi = vi.fn();
vi.mock('../../api/client', () => ({ request: (...args: unknown[]) => request(...args), callApi: (...args: unknown[]) => callApi(...args) }));

const shipment = {
  probill: '1000000007',
  status: 'Delivered',
  events: [{ at: '2026-05-01T14:00:00Z', status: 'Picked Up', city: 'Sudbury' }],
  images: [{ id: '1000000007-POD', type: 'POD', pages: 2 }],
};

/** MTDSPPBILL as the server serves it: its one shared part (the status labels) put in place. */
async function shipmentScreen(): Promise<DetailDefinition> {
  const raw = (await import('../../../screens/MTDSPPBILL.json')).default;
  const { map } = (await import('../../../screens/_shared/shipment-status.json')).default;
  return JSON.parse(JSON.stringify(raw).replaceAll('{"$ref":"_shared/shipment-status.json#/map"}', JSON.stringify(map))) as DetailDefinition;
}

beforeEach(() => {
  request.mockReset();
  callApi.mockReset();
  // Whether the user holds a menu id (globals/access/cmid): a customer holds no staff screen.
  callApi.mockResolvedValue({ access: false });
});
afterEach(cleanup);

describe('the shipment detail (MTDSPPBILL)', { timeout: 20000 }, () => {
  it('links each document to the viewer, prefills a claim and mails the POD through its call', async () => {
    const def = await shipmentScreen();
    request.mockResolvedValueOnce(shipment);
    renderWithProviders(<DetailScreen def={def} company="MANITOULIN" path="1000000007" />);
    expect(await screen.findByRole('heading', { name: 'Trace history' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET probill/{probill}', { params: { probill: '1000000007' }, silent: true });
    expect(screen.getByText('Proof of delivery')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/MANITOULIN/pages/SHOWIMG/1000000007/1000000007-POD/display');
    expect(screen.getByRole('link', { name: 'File a claim' }).getAttribute('href')).toBe('/MANITOULIN/pages/CLAIM-ADD?probill=1000000007');
    request.mockResolvedValueOnce({ status: 'queued', message: 'Email queued' });
    fireEvent.click(screen.getByRole('button', { name: 'Email me the proof of delivery' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('POST probill/{probill}/pod_email', { params: { probill: '1000000007' } }));
    request.mockResolvedValueOnce({ id: 1, status: 0, message: "You will be notified of this shipment's status changes" });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to notifications' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith('POST shipment_notification/probill/{probill}', { params: { probill: '1000000007' } }));
    // The staff's action is asked about, and not offered to a user who does not hold it.
    expect(callApi).toHaveBeenCalledWith('globals.access_cmid', { query: { cmid: 'PBILL-EVENT' } });
    expect(screen.queryByRole('link', { name: 'Record an event' })).toBeNull();
  });

  it('offers recording an event to the holders of its screen only', async () => {
    const def = await shipmentScreen();
    request.mockResolvedValueOnce(shipment);
    callApi.mockResolvedValue({ access: true });
    renderWithProviders(<DetailScreen def={def} company="MANITOULIN" path="1000000007" />);
    const link = await screen.findByRole('link', { name: 'Record an event' });
    expect(link.getAttribute('href')).toBe('/MANITOULIN/pages/PBILL-EVENT/add/1000000007');
  });

  it('says a probill that is not the caller’s in the server’s words, as one that does not exist', async () => {
    const def = await shipmentScreen();
    request.mockRejectedValueOnce(ApiError.coded(404, 'PROBILL_NOT_FOUND', 'Number not found or customer is not allowed to view the probill'));
    renderWithProviders(<DetailScreen def={def} company="MANITOULIN" path="1000000014" />);
    expect(await screen.findByText('Number not found or customer is not allowed to view the probill')).toBeTruthy();
  });
});
