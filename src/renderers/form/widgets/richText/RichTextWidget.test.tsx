// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import anoAdd from '../../../../../screens/ANO-ADD.json';
import { renderWithProviders } from '../../../testProviders';
import type { FormDefinition } from '../../formDefinition';
import { FormScreen } from '../../FormScreen';
import { openSession, removeSession, setCurrentSessionKey } from '../../../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../../../core/testing/fixtures';
import { EDITOR_MIN_HEIGHT } from './RichTextWidget';

const request = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
vi.mock('../../../../core/notices/notify', () => ({ notify: () => {} }));

const def = anoAdd as unknown as FormDefinition;

function signInAs(type: string) {
  openSession('admin@MANITOULIN', sessionOf(loginAnswer(0, 'MTDPUDATE', type)));
  setCurrentSessionKey('admin@MANITOULIN');
}

async function mount(path = '', lang: 'en' | 'fr' = 'en') {
  renderWithProviders(<FormScreen def={def} company="MANITOULIN" path={path} />, { lang, route: `/MANITOULIN/pages/ANO-ADD/${path}` });
  await screen.findByRole('button', { name: lang === 'fr' ? 'Publier' : 'Publish' });
}

const editor = () => screen.getByRole('textbox', { name: 'Content' });
function typeHtml(html: string) {
  editor().innerHTML = html;
  fireEvent.input(editor());
}
const fillOthers = () => {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Closure' } });
  fireEvent.change(screen.getByLabelText('Starting date'), { target: { value: '2030-06-01' } });
};
const publish = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Publish' })));

beforeEach(() => request.mockReset());
afterEach(() => {
  cleanup();
  removeSession('admin@MANITOULIN');
  setCurrentSessionKey(null);
});

describe('the rich-text editor', { timeout: 20000 }, () => {
  it('is an editor of at least 10rem, tinted red while a required text is empty', async () => {
    await mount();
    expect(EDITOR_MIN_HEIGHT).toBe('10rem');
    expect(getComputedStyle(editor()).minHeight).toBe('10rem');
    expect(editor().getAttribute('aria-required')).toBe('true');
    expect(editor().hasAttribute('data-tinted')).toBe(true);
    typeHtml('<p>Hello</p>');
    await waitFor(() => expect(editor().hasAttribute('data-tinted')).toBe(false));
  });

  it('requires text once the tags are stripped: markup alone is Field is required', async () => {
    await mount();
    fillOthers();
    typeHtml('<p><br></p><p>&nbsp;</p>');
    await publish();
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('saves sanitised HTML', async () => {
    request.mockResolvedValueOnce({ id: 7 });
    await mount();
    fillOthers();
    typeHtml('<p onclick="x()"><b>Closed</b> today</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>');
    await publish();
    expect(request).toHaveBeenCalledWith('POST announcements/announcement', expect.objectContaining({ body: expect.objectContaining({ content: '<p><b>Closed</b> today</p><a>x</a>' }) }));
  });

  it('toggles between edit and a sanitised preview', async () => {
    await mount();
    typeHtml('<ul><li>One</li></ul><img src=x onerror="alert(1)">');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('rich-text-preview');
    expect(preview.innerHTML).toBe('<ul><li>One</li></ul>');
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(editor().innerHTML).toBe('<ul><li>One</li></ul>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
  });

  it('offers view source to ADMIN users only, and sanitises what is typed there', async () => {
    signInAs('EMPLOYEE');
    await mount();
    expect(screen.queryByRole('button', { name: 'View source' })).toBeNull();
    cleanup();
    signInAs('ADMIN');
    request.mockResolvedValueOnce({ id: 8 });
    await mount();
    fireEvent.click(screen.getByRole('button', { name: 'View source' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: '<h2>Title</h2><iframe src="x"></iframe>' } });
    fillOthers();
    await publish();
    expect(request.mock.calls[0]![1].body.content).toBe('<h2>Title</h2>');
  });

  it('is a preview only when readonly', async () => {
    const readonly = { ...def, uiSchema: { ...def.uiSchema, content: { 'ui:title': 'Content', 'ui:widget': 'richtext', 'ui:readonly': true } } } as FormDefinition;
    request.mockResolvedValue({ id: 3, title: 'Closure', content: '<p>Fixed</p>', start_date: '2030-06-01', priority: 'info', active: true });
    renderWithProviders(<FormScreen def={readonly} company="MANITOULIN" path="edit/3" />);
    await waitFor(() => expect(screen.getByTestId('rich-text-preview').innerHTML).toBe('<p>Fixed</p>'));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();
  });

  it('shows a loaded record, read-only in the view intent', async () => {
    request.mockResolvedValue({ id: 3, title: 'Closure', content: '<p><i>Loaded</i></p>', start_date: '2030-06-01', priority: 'info', active: true, created_at: '2030-05-01T12:00:00Z' });
    await mount('3');
    await waitFor(() => expect(editor().innerHTML).toBe('<p><i>Loaded</i></p>'));
    cleanup();
    renderWithProviders(<FormScreen def={def} company="MANITOULIN" path="view/3" />);
    expect(await screen.findByText('Loaded')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();
  });
});
