// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import emailMessage from '../../../../screens/EMAILMESSAGE.json';
import { ApiError } from '../../../api/ApiError';
import { renderWithProviders } from '../../testProviders';
import type { FormDefinition } from '../formDefinition';
import { FormScreen } from '../FormScreen';
import { parseList } from './recipients';
import { TranslationsScope } from '../../../core/i18n/TranslationsScope';

const request = vi.fn();
vi.mock('../../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
const notify = vi.fn();
vi.mock('../../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));
const progress: string[] = [];
const dismissed: string[] = [];
vi.mock('../progressNotice', () => ({
  progressNotice: (title: string) => {
    progress.push(title);
    return () => dismissed.push(title);
  },
}));

const def = emailMessage as unknown as FormDefinition;

async function mount(d: FormDefinition = def, lang: 'en' | 'fr' = 'en') {
  renderWithProviders(
    <TranslationsScope fr={d.translations?.fr}>
      <FormScreen def={d} company="MANITOULIN" path="" />
    </TranslationsScope>,
    { lang },
  );
  await screen.findByRole('button', { name: lang === 'fr' ? 'Envoyer' : 'Send' });
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
function message(html: string) {
  const editor = screen.getByRole('textbox', { name: 'Message' });
  editor.innerHTML = html;
  fireEvent.input(editor);
}

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
  progress.length = 0;
  dismissed.length = 0;
});
afterEach(cleanup);

describe('the email form', { timeout: 20000 }, () => {
  it('reads lists separated by commas or spaces, ignoring empty values', () => {
    expect(parseList(' a@b.ca,, c@d.ca  e@f.ca ;g@h.ca,')).toEqual(['a@b.ca', 'c@d.ca', 'e@f.ca', 'g@h.ca']);
    expect(parseList('PO 1, PO 2,', 'comma')).toEqual(['PO 1', 'PO 2']);
    expect(parseList(' , ')).toEqual([]);
  });

  it('keeps Cc and Bcc behind their buttons until pressed', async () => {
    await mount();
    expect(screen.queryByLabelText('Cc')).toBeNull();
    expect(screen.queryByLabelText('Bcc')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cc' }));
    expect(field('Cc')).toBeTruthy();
    expect(screen.queryByLabelText('Bcc')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bcc' }));
    expect(field('Bcc')).toBeTruthy();
  });

  it('shows Cc and Bcc at once when they are prefilled', async () => {
    await mount({ ...def, defaults: { cc: ['lead@example.com'], bcc: ['audit@example.com'] } });
    expect(field('Cc').value).toBe('lead@example.com');
    expect(field('Bcc').value).toBe('audit@example.com');
  });

  it("requires To and the subject, and names a bad address", async () => {
    await mount();
    type('To', ' , ');
    await send();
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(2);
    type('To', 'ops@example.com not-an-address');
    await send();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends with email/send, shows Sending email then its success message', async () => {
    let answer!: (v: unknown) => void;
    request.mockReturnValueOnce(new Promise((r) => (answer = r)));
    await mount();
    type('To', 'ops@example.com, desk@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Cc' }));
    type('Cc', 'lead@example.com');
    type('Subject', 'Pallet count');
    message('<p>Two pallets</p>');
    await send();
    expect(progress).toEqual(['Sending email']);
    expect(dismissed).toEqual([]);
    expect(request).toHaveBeenCalledWith('POST email/send', {
      body: { to: ['ops@example.com', 'desk@example.com'], cc: ['lead@example.com'], subject: 'Pallet count', content: '<p>Two pallets</p>' },
      params: {},
      silent: true,
    });
    await act(async () => answer({ success: true, message_id: '<1@portal>' }));
    expect(dismissed).toEqual(['Sending email']);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Your email is on its way' });
  });

  it('on failure only dismisses the progress notice, with no message', async () => {
    request.mockRejectedValueOnce(new ApiError(502, 'Unable to send the email'));
    await mount();
    type('To', 'ops@example.com');
    type('Subject', 'Pallet count');
    message('<p>x</p>');
    await send();
    expect(dismissed).toEqual(['Sending email']);
    expect(notify).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Error adding or editing or deleting record')).toBeNull();
  });

  it('speaks French', async () => {
    await mount(def, 'fr');
    expect(screen.getByRole('button', { name: 'Cci' })).toBeTruthy();
    expect(screen.getByLabelText('À')).toBeTruthy();
  });
});
