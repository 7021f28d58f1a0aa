// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pbillImage from '../../../../../screens/PBILL-IMAGE.json';
import { ApiError } from '../../../../api/ApiError';
import { renderWithProviders } from '../../../testProviders';
import type { FormDefinition } from '../../formDefinition';
import { FormScreen } from '../../FormScreen';
import { multipartBody } from '../../multipartBody';
import { boundsHint, fileBounds, fileProblem } from './fileChoice';

const request = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
const notify = vi.fn();
vi.mock('../../../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const def = pbillImage as unknown as FormDefinition;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const upload = { maxFileBytes: 26214400, maxFiles: 1, types: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] };

async function mount(lang: 'en' | 'fr' = 'en') {
  renderWithProviders(<FormScreen def={def} company="MANITOULIN" path="add/1000000007" />, { lang, route: '/MANITOULIN/pages/PBILL-IMAGE/add/1000000007' });
  await screen.findByRole('button', { name: 'Attach' }, { timeout: 10000 });
}
function choose(label: string, chosen: File) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [chosen], configurable: true });
  fireEvent.change(input);
}
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Attach' })));

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
});
afterEach(cleanup);

describe('the file bounds', () => {
  it('are the call’s upload bounds, narrowed (never widened) by the field’s options', () => {
    expect(fileBounds(upload, {})).toEqual({ types: upload.types, maxBytes: 26214400 });
    expect(fileBounds(upload, { accept: ['application/pdf', 'text/csv'], maxBytes: 10 ** 9 })).toEqual({ types: ['application/pdf'], maxBytes: 26214400 });
    expect(fileBounds(upload, { maxBytes: 1024 }).maxBytes).toBe(1024);
    expect(fileBounds(undefined, {})).toEqual({ types: [], maxBytes: 0 });
    expect(boundsHint(fileBounds(upload, {}), 'or')).toEqual({ types: 'PDF, PNG, JPEG or TIFF', size: '25.0 MB' });
  });
  it('refuse a file of another type or over the size', () => {
    const bounds = fileBounds(upload, { maxBytes: 100 });
    expect(fileProblem(file('a.pdf', 'application/pdf', 100), bounds)).toBeNull();
    expect(fileProblem(file('a.pdf', 'application/pdf', 101), bounds)).toBe('File size is over limit');
    expect(fileProblem(file('a.docx', 'application/msword'), bounds)).toBe('File type is not accepted');
  });
  it('multipart: files as parts, lists as JSON, empty values left out', async () => {
    const pdf = file('pod.pdf', 'application/pdf');
    const body = multipartBody({ type: 'POD', file: 'pod.pdf', note: '', items: [1, 2], none: undefined }, new Map([['file', pdf]]));
    expect([...body.keys()]).toEqual(['type', 'file', 'items']);
    expect(body.get('items')).toBe('[1,2]');
    expect((body.get('file') as File).name).toBe('pod.pdf');
  });
});

// Each test mounts the whole form with its validator: slow on a loaded machine.
describe('the file widget in a form (PBILL-IMAGE)', { timeout: 30000 }, () => {
  it('labels the input, says what it takes, and sends the form as multipart with the file', async () => {
    await mount();
    expect(screen.getByText('Accepted: PDF, PNG, JPEG or TIFF; at most 25.0 MB')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Image type'), { target: { value: '0' } });
    choose('File', file('pod.pdf', 'application/pdf', 2048));
    expect(screen.getByText('pod.pdf (2.0 KB)')).toBeTruthy();
    request.mockResolvedValue({ id: 'I1', probill: '1000000007', type: 'POD', scanned_at: '2026-11-26 09:00', content_type: 'application/pdf', notified: 1 });
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [call, opts] = request.mock.calls[0]!;
    expect(call).toBe('POST probill/{probill}/images');
    expect(opts.params).toEqual({ probill: '1000000007' });
    const body = opts.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('type')).toBe('POD');
    expect((body.get('file') as File).name).toBe('pod.pdf');
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Image attached' })));
  });

  it('drops a refused choice with its message, and a missing file is required', async () => {
    await mount();
    fireEvent.change(screen.getByLabelText('Image type'), { target: { value: '2' } });
    choose('File', file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(screen.getByRole('alert').textContent).toBe('File type is not accepted');
    choose('File', file('huge.pdf', 'application/pdf', 26214401));
    expect(screen.getByRole('alert').textContent).toBe('File size is over limit');
    await submit();
    expect(request).not.toHaveBeenCalled();
    expect(screen.getAllByText('Field is required').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal of the bytes on the field', async () => {
    await mount();
    fireEvent.change(screen.getByLabelText('Image type'), { target: { value: '0' } });
    choose('File', file('fake.pdf', 'application/pdf'));
    request.mockRejectedValue(new ApiError(400, 'Validation failed', [{ pointer: '/file', message: 'Only PDF and image files are accepted' }], '/api/probill/1000000007/images'));
    await submit();
    expect(await screen.findByText('Only PDF and image files are accepted')).toBeTruthy();
  });

  it('tells its bounds in French', async () => {
    await mount('fr');
    expect(screen.getByText('Acceptés : PDF, PNG, JPEG ou TIFF; au plus 25.0 MB')).toBeTruthy();
  });
});
