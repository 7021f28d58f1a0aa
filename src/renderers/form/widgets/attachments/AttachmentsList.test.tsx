// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testProviders';
import { AttachmentsPanel } from './AttachmentsPanel';
import type { AttachmentsConfig } from './attachmentsConfig';
import { localTimestamp } from './localTime';

const request = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
const download = vi.fn();
const saveFile = vi.fn();
vi.mock('../../../../api/download', () => ({ download: (...a: unknown[]) => download(...a), saveFile: (...a: unknown[]) => saveFile(...a) }));
vi.mock('../../../../core/notices/notify', () => ({ notify: () => {} }));
const progress: string[] = [];
vi.mock('../../progressNotice', () => ({
  progressNotice: (title: string) => {
    progress.push(title);
    return () => progress.push(`dismissed ${title}`);
  },
}));

const config: AttachmentsConfig = {
  list: 'GET claims/attachments/{probill}',
  upload: 'POST claims/attachments/{probill}',
  download: 'GET claims/attachments/{probill}/file',
  delete: 'DELETE claims/attachments/{probill}',
  query: { claim_number: 'claim_number' },
  allowedField: 'attachments_allowed',
  closedMessage: 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information',
};
const claim = { claim_number: 'C5000001', probill: '1000000007', attachments_allowed: true };
const THUMB = 'data:image/png;base64,iVBORw0KGgo=';
const rows = [
  { id: 1, filename: 'photo.png', size: 2048, uploadBy: 'customer', uploadDate: '2024-05-01T14:03:09Z', thumbnails: THUMB, current_status: 'uploaded' },
  { id: 2, filename: 'bol.pdf', size: 1024, uploadBy: 'admin', uploadDate: '2024-12-31T23:59:59Z', thumbnails: null, current_status: 'uploaded' },
];

beforeAll(() => {
  // Attachment times are shown in the user's local time.
  process.env.TZ = 'America/Toronto';
});
beforeEach(() => {
  request.mockReset();
  download.mockReset();
  saveFile.mockReset();
  progress.length = 0;
});
afterEach(cleanup);

async function mount(record: Record<string, unknown> = claim) {
  renderWithProviders(<AttachmentsPanel config={config} record={record} company="MANITOULIN" />);
  await screen.findByRole('list', { name: 'Attachments' });
}

describe('the attachments list', { timeout: 20000 }, () => {
  it('shows local time YYYY-MM-DD HH:mm:ss from UTC', () => {
    expect(localTimestamp('2024-05-01T14:03:09Z')).toBe('2024-05-01 10:03:09');
    expect(localTimestamp('2025-01-01T04:59:59Z')).toBe('2024-12-31 23:59:59');
  });

  it('lists each attachment with a 30x30 thumbnail, who and when, asking the record’s claim', async () => {
    request.mockResolvedValueOnce({ results: rows });
    await mount();
    expect(request).toHaveBeenCalledWith('GET claims/attachments/{probill}', { params: { probill: '1000000007' }, query: { claim_number: 'C5000001' }, silent: true });
    const items = screen.getAllByRole('listitem');
    const img = items[0]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(THUMB);
    expect(getComputedStyle(img).width).toBe('30px');
    expect(getComputedStyle(img).height).toBe('30px');
    expect(within(items[0]!).getByText('customer · 2024-05-01 10:03:09 · 2.0 KB')).toBeTruthy();
    expect(items[1]!.querySelector('img')).toBeNull();
    expect(within(items[1]!).getByText('PDF')).toBeTruthy();
  });

  it('asks Do you want to remove the attachment?, shows deleting, then lists again', async () => {
    request.mockResolvedValueOnce({ results: rows });
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Remove bol.pdf' }));
    expect(await screen.findByText('Do you want to remove the attachment?')).toBeTruthy();
    let done!: (v: unknown) => void;
    request.mockReturnValueOnce(new Promise((r) => (done = r)));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[1]!.getAttribute('data-status')).toBe('deleting'));
    expect(screen.getByText('Deleting...')).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith('DELETE claims/attachments/{probill}', { params: { probill: '1000000007' }, query: { file: 2 }, silent: true });
    request.mockResolvedValueOnce({ results: [rows[0]] });
    await act(async () => done({ status: 0, message: 'Attachment removed' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('keeps the attachment when the question is answered Cancel', async () => {
    request.mockResolvedValueOnce({ results: rows });
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Remove bol.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('downloads under its name while Getting file... Please wait. shows', async () => {
    request.mockResolvedValueOnce({ results: rows });
    const file = { fileName: 'bol.pdf', blob: new Blob(['x']) };
    download.mockResolvedValueOnce(file);
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'bol.pdf' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(download.mock.calls[0]![1]).toEqual({ params: { probill: '1000000007' }, query: { file: 2 } });
    expect(progress).toEqual(['Getting file... Please wait.', 'dismissed Getting file... Please wait.']);
  });

  it('shows only the reason when the record does not allow attachments', async () => {
    renderWithProviders(<AttachmentsPanel config={config} record={{ ...claim, attachments_allowed: false }} company="MANITOULIN" />);
    expect(screen.getByText('Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information')).toBeTruthy();
    expect(screen.queryByLabelText('Choose file')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
