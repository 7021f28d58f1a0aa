// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { renderWithProviders } from '../testProviders';
import type { DetailDefinition } from './detailDefinition';
import { DetailScreen } from './DetailScreen';

const request = vi.fn();
vi.mock('../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));

const def: DetailDefinition = {
  cmid: 'CLAIM-VIEW',
  kind: 'detail',
  title: 'Claim',
  load: 'GET claims/{claim_number}',
  fields: [
    { field: 'claim_number', label: 'Claim number' },
    { field: 'amount', label: 'Amount', cell: 'decimal' },
    { field: 'phone', label: 'Phone', cell: 'phone' },
    { field: 'filed_on', label: 'Filed', cell: 'date' },
  ],
};

beforeEach(() => request.mockReset());
afterEach(cleanup);

describe('DetailScreen', { timeout: 20000 }, () => {
  it('loads the record named by the route and shows formatted label/value pairs', async () => {
    request.mockResolvedValueOnce({ claim_number: 'CL-9', amount: 1250, phone: '4165551234', filed_on: '2024-05-01' });
    renderWithProviders(<DetailScreen def={def} company="MANITOULIN" path="CL-9" />);
    expect(await screen.findByText('CL-9')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET claims/{claim_number}', { params: { claim_number: 'CL-9' }, silent: true });
    expect(screen.getByText('Claim number')).toBeTruthy();
    expect(screen.getByText('1,250.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(416) 555-1234' }).getAttribute('href')).toBe('tel:+14165551234');
    expect(screen.getByText('2024-05-01')).toBeTruthy();
  });

  it('draws CLAIM-VIEW: sections, the history table, and why a closed claim takes no attachments', async () => {
    const claimView = (await import('../../../screens/CLAIM-VIEW.json')).default as unknown as DetailDefinition;
    request.mockResolvedValueOnce({
      claim_number: 'C5000002',
      probill: '1000000007',
      status: 'Closed',
      amount: 96.4,
      attachments_allowed: false,
      shipper_name: 'Acme Industrial',
      history: [
        { status: 'Open', comment: null, changed_by: 'customer', changed_at: '2024-05-01T10:00:00Z' },
        { status: 'Closed', comment: 'Reviewed by claims', changed_by: 'admin', changed_at: '2024-05-03T10:00:00Z' },
      ],
    });
    renderWithProviders(<DetailScreen def={claimView} company="MANITOULIN" path="C5000002" />);
    expect(await screen.findByRole('heading', { name: 'Shipment' })).toBeTruthy();
    expect(screen.getByText('Acme Industrial')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Reviewed by claims')).toBeTruthy();
    expect(screen.getByText('Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says You do not have permissions to access this option when the server refuses the record', async () => {
    request.mockRejectedValueOnce(new ApiError(403, 'Forbidden'));
    renderWithProviders(<DetailScreen def={def} company="MANITOULIN" path="CL-9" />);
    expect(await screen.findByText('You do not have permissions to access this option')).toBeTruthy();
  });

  it('says Error loading record when the load fails', async () => {
    request.mockRejectedValueOnce(new Error('404'));
    renderWithProviders(<DetailScreen def={def} company="MANITOULIN" path="NOPE" />);
    expect(await screen.findByText('Error loading record')).toBeTruthy();
  });
});
