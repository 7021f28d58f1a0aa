// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/ApiError';
import { renderWithProviders } from '../../../testProviders';
import { downscale, fitWithin, isDrawable, isTiff } from './imageScaling';
import { Uploader } from './Uploader';
import { accepts, ATTACHMENT_LIMIT_25MB, formatSize, withinLimits } from './uploadLimits';

const request = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
const notify = vi.fn();
vi.mock('../../../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const chooser = () => screen.getByLabelText('Choose file') as HTMLInputElement;
function choose(...files: File[]) {
  Object.defineProperty(chooser(), 'files', { value: files, configurable: true });
  fireEvent.change(chooser());
}
const state = () => document.querySelector('[data-state]')!.getAttribute('data-state');

function mount(props: Partial<Parameters<typeof Uploader>[0]> = {}) {
  const onUploaded = vi.fn();
  renderWithProviders(<Uploader call="POST claims/attachments/{probill}" params={{ probill: '1000000007' }} query={{ claim_number: 'C5000001' }} onUploaded={onUploaded} {...props} />);
  return onUploaded;
}

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
});
afterEach(cleanup);

describe('upload rules', () => {
  it('accepts pdf and any image by default', () => {
    expect(accepts(file('a.pdf', 'application/pdf'))).toBe(true);
    expect(accepts(file('a.tif', 'image/tiff'))).toBe(true);
    expect(accepts(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe(false);
    expect(accepts(file('a.csv', 'text/csv'), '.csv,text/plain')).toBe(true);
  });
  it('holds a selection to the per-file and total limits, none by default', () => {
    expect(withinLimits([{ size: 10 ** 9 }])).toBe(true);
    expect(withinLimits([{ size: 11 }], 10)).toBe(false);
    expect(withinLimits([{ size: 6 }, { size: 6 }], 10, 11)).toBe(false);
    expect(withinLimits([{ size: ATTACHMENT_LIMIT_25MB }], ATTACHMENT_LIMIT_25MB)).toBe(true);
    expect(ATTACHMENT_LIMIT_25MB).toBe(25 * 1024 * 1024);
    expect(formatSize(1536)).toBe('1.5 KB');
  });
  it('scales pictures down in proportion, never up, and never tiff', async () => {
    expect(fitWithin(4000, 3000, 2000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(800, 600, 2000, 2000)).toEqual({ width: 800, height: 600 });
    expect(isTiff(file('scan.TIF', ''))).toBe(true);
    expect(isDrawable(file('scan.tiff', 'image/tiff'))).toBe(false);
    const tiff = file('scan.tiff', 'image/tiff');
    expect(await downscale(tiff, 10, 10)).toBe(tiff);
  });
});

describe('the uploader', { timeout: 20000 }, () => {
  it('drops a selection over the limit with File size is over limit', () => {
    mount({ maxFileSize: 100 });
    choose(file('big.pdf', 'application/pdf', 101));
    expect(screen.getByText('File size is over limit')).toBeTruthy();
    expect(chooser().value).toBe('');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies the total limit to the whole selection', () => {
    mount({ multiple: true, maxTotalSize: 100 });
    choose(file('a.pdf', 'application/pdf', 60), file('b.pdf', 'application/pdf', 60));
    expect(screen.getByText('File size is over limit')).toBeTruthy();
  });

  it('goes idle, uploading, uploaded and says Uploaded successfully', async () => {
    let answer!: (v: unknown) => void;
    request.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const onUploaded = mount();
    expect(state()).toBe('idle');
    choose(file('bol.pdf', 'application/pdf', 2048));
    expect(screen.getByText('bol.pdf (2.0 KB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(state()).toBe('uploading'));
    const [call, opts] = request.mock.calls[0]!;
    expect(call).toBe('POST claims/attachments/{probill}');
    expect(opts.params).toEqual({ probill: '1000000007' });
    expect(opts.query).toEqual({ claim_number: 'C5000001' });
    expect((opts.body as FormData).getAll('file').map((f) => (f as File).name)).toEqual(['bol.pdf']);
    await act(async () => answer({ status: 0, message: 'Uploaded successfully', files: [] }));
    expect(state()).toBe('uploaded');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Uploaded successfully' });
    expect(onUploaded).toHaveBeenCalled();
  });

  it('says Upload failed with the server’s reason', async () => {
    request.mockRejectedValueOnce(new ApiError(409, 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information'));
    mount();
    choose(file('bol.pdf', 'application/pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(state()).toBe('failed'));
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Upload failed', description: 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information' });
  });

  it('refuses a file type it does not accept', () => {
    mount();
    choose(file('notes.txt', 'text/plain'));
    expect(screen.getByText('File type is not accepted')).toBeTruthy();
  });
});
