// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import anoAdd from '../../../../screens/ANO-ADD.json';
import mtlpu from '../../../../screens/MTLPU.json';
import uaAdd from '../../../../screens/UA-ADD.json';
import { ApiError } from '../../../api/ApiError';
import { renderWithProviders } from '../../testProviders';
import type { FormDefinition } from '../formDefinition';
import { FormScreen } from '../FormScreen';
import { resolveIntent } from './formIntent';

const request = vi.fn();
vi.mock('../../../api/client', () => ({ request: (...args: unknown[]) => request(...args), callApi: vi.fn(() => new Promise(() => {})), send: vi.fn() }));
const notify = vi.fn();
vi.mock('../../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const ano = anoAdd as unknown as FormDefinition;
const pickup = mtlpu as unknown as FormDefinition;
const user = uaAdd as unknown as FormDefinition;

const record = {
  id: 3,
  title: 'Holiday schedule',
  content: '<p><b>Closed</b> Monday</p>',
  start_date: '2030-06-01',
  end_date: null,
  companies: ['MANITOULIN'],
  user_types: [],
  customers: ['100001'],
  customer_count: 1,
  priority: 'warning',
  show_on_start: false,
  active: true,
  created_by: 'admin',
  created_at: '2030-05-01T12:00:00Z',
  updated_at: null,
};

function mount(def: FormDefinition, path: string) {
  renderWithProviders(<FormScreen def={def} company="MANITOULIN" path={path} />, { route: `/MANITOULIN/pages/${def.cmid}/${path}` });
}
const location = () => screen.getByTestId('location').textContent;
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
});
afterEach(cleanup);

describe('the intent of a route (01-shell.md §2.1)', () => {
  it('reads /{intent}/{id}, the spec shapes /{id}, and a bare screen as add', () => {
    expect(resolveIntent(ano, '')).toEqual({ intent: 'add', recordPath: '' });
    expect(resolveIntent(ano, 'edit/3')).toEqual({ intent: 'edit', recordPath: '3' });
    expect(resolveIntent(ano, '3')).toEqual({ intent: 'edit', recordPath: '3' });
    expect(resolveIntent(ano, 'VIEW/3')).toEqual({ intent: 'view', recordPath: '3' });
    expect(resolveIntent(ano, 'list')).toEqual({ intent: 'list', recordPath: '' });
    expect(resolveIntent(ano, 'delete/3')).toEqual({ intent: 'delete', recordPath: '3' });
    expect(resolveIntent(pickup, 'PU1000001')).toEqual({ intent: 'view', recordPath: 'PU1000001' });
  });

  it('refuses an intent the definition does not offer, or one missing its record', () => {
    expect(resolveIntent(ano, 'edit').intent).toBeNull();
    expect(resolveIntent(pickup, 'edit/PU1').intent).toBeNull();
    expect(resolveIntent(pickup, 'delete/PU1').intent).toBeNull();
    expect(resolveIntent(pickup, 'list').intent).toBeNull();
  });
});

describe('one screen, every intent', { timeout: 20000 }, () => {
  it('edit: loads the record into the form and saves it with PUT, sending only the form’s fields', async () => {
    request.mockResolvedValueOnce(record).mockResolvedValueOnce({ ...record, title: 'New title' });
    mount(ano, '3');
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Holiday schedule'));
    expect(request).toHaveBeenCalledWith('GET announcements/{id}', { params: { id: '3' }, silent: true });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    await click('Publish');
    expect(request).toHaveBeenLastCalledWith('PUT announcements/{id}', {
      params: { id: '3' },
      silent: true,
      body: { title: 'New title', content: '<p><b>Closed</b> Monday</p>', start_date: '2030-06-01', companies: ['MANITOULIN'], user_types: [], customers: ['100001'], priority: 'warning', show_on_start: false, active: true },
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Announcement saved' });
    await waitFor(() => expect(location()).toBe('/MANITOULIN/pages/ANO-ADD/3'));
  });

  it('add: starts from the definition’s defaults, the company of the URL among them', async () => {
    request.mockImplementation(() => new Promise(() => {}));
    mount(user, '');
    await screen.findByRole('button', { name: 'Save user' });
    expect((screen.getByLabelText('Language') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('English');
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET users/options'));
    expect(request).not.toHaveBeenCalledWith('GET users/user/{id}', expect.anything());
  });

  it('says the permission messages of 01-shell.md §6 when the server answers 403', async () => {
    request.mockRejectedValueOnce(new ApiError(403, 'You do not have permissions to access this option'));
    mount(ano, 'edit/3');
    expect(await screen.findByText('You do not have permissions to access this option')).toBeTruthy();
    cleanup();

    request.mockResolvedValueOnce(record).mockRejectedValueOnce(new ApiError(403, 'x'));
    mount(ano, 'edit/3');
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Holiday schedule'));
    await click('Publish');
    expect(await screen.findByText('You do not have permission to change selected records')).toBeTruthy();
  });

  it('says You do not have permission to add record on a refused add', async () => {
    request.mockRejectedValueOnce(new ApiError(403, 'You do not have permissions to access this option'));
    const claim = (await import('../../../../screens/CLAIM-ADD.json')).default as unknown as FormDefinition;
    mount(claim, '');
    await screen.findByRole('button', { name: 'Submit claim' });
    fireEvent.change(screen.getByLabelText('Probill number'), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByLabelText('Claim amount'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.ca' } });
    fireEvent.change(screen.getByLabelText('Description of loss or damage'), { target: { value: 'x' } });
    await click('Submit claim');
    expect(await screen.findByText('You do not have permission to add record')).toBeTruthy();
  });

  it("passes on the server's company-administrator refusal, known by its code", async () => {
    request.mockResolvedValueOnce(record).mockRejectedValueOnce(ApiError.coded(403, 'NOT_COMPANY_ADMIN', 'You have not been allocated as the Administrator for your Company'));
    mount(ano, 'edit/3');
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Holiday schedule'));
    await click('Publish');
    expect(await screen.findByText('You have not been allocated as the Administrator for your Company')).toBeTruthy();
  });

  it('decides on the code, not the text: the French detail the server answers a French user still is the administrator refusal', async () => {
    // What the server answers a French user (Accept-Language: fr): the code, and the detail in French.
    const french = new ApiError(403, "Vous n'avez pas été désigné comme administrateur de votre entreprise", [], '/api/announcements/3', {}, {
      code: 'NOT_COMPANY_ADMIN',
      detail: "Vous n'avez pas été désigné comme administrateur de votre entreprise",
    });
    expect(french.code).toBe('NOT_COMPANY_ADMIN');
    request.mockResolvedValueOnce(record).mockRejectedValueOnce(french);
    // The renderers' own texts in French (the screen's labels are translated by the shell's scope, not mounted here).
    renderWithProviders(<FormScreen def={ano} company="MANITOULIN" path="edit/3" />, { lang: 'fr', route: '/MANITOULIN/pages/ANO-ADD/edit/3' });
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Holiday schedule'));
    await click('Publish');
    expect(await screen.findByText("Vous n'avez pas été désigné comme administrateur de votre entreprise")).toBeTruthy();
    cleanup();

    // The same English sentence under another code is no administrator refusal.
    request.mockResolvedValueOnce(record).mockRejectedValueOnce(ApiError.coded(403, 'FORBIDDEN', 'You have not been allocated as the Administrator for your Company'));
    mount(ano, 'edit/3');
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Holiday schedule'));
    await click('Publish');
    expect(await screen.findByText('You do not have permission to change selected records')).toBeTruthy();
  });

  it('says Error loading record when the record cannot be loaded', async () => {
    request.mockRejectedValueOnce(new ApiError(404, 'Not found'));
    mount(ano, 'view/99');
    expect(await screen.findByText('Error loading record')).toBeTruthy();
  });

  it('view: the record read-only from the same definition, with the way to edit it', async () => {
    request.mockResolvedValueOnce(record);
    mount(ano, 'view/3');
    expect(await screen.findByText('Holiday schedule')).toBeTruthy();
    expect(screen.getByText('Created by')).toBeTruthy();
    expect(screen.getByText('Starting date')).toBeTruthy();
    expect(screen.getByText('Closed').tagName).toBe('B');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/MANITOULIN/pages/ANO-ADD/edit/3');
  });

  it('delete: asks, removes with the delete call and opens the list', async () => {
    request.mockResolvedValueOnce(record);
    mount(ano, 'delete/3');
    expect(await screen.findByText('Do you want to delete this record?')).toBeTruthy();
    request.mockResolvedValueOnce({ success: true });
    await click('Confirm');
    expect(request).toHaveBeenLastCalledWith('DELETE announcements/{id}', { params: { id: '3' }, silent: true });
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Record deleted' });
    await waitFor(() => expect(location()).toBe('/MANITOULIN/pages/ANO-ADD/list'));
  });

  it('delete: a refusal is the permission message and the record stays', async () => {
    request.mockResolvedValueOnce(record);
    mount(ano, 'edit/3');
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Holiday schedule'));
    await click('Delete');
    request.mockRejectedValueOnce(new ApiError(403, 'You do not have permission to delete this notice!'));
    await click('Confirm');
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'You do not have permission to change selected records' });
    expect(location()).toBe('/MANITOULIN/pages/ANO-ADD/edit/3');
  });

  it('list: the definition’s grid, whose rows open the record', async () => {
    request.mockResolvedValue({ results: [record], count: 1, columns: [], columns_details: [] });
    mount(ano, 'list');
    // The grid draws its first page in a deferred render: room for a loaded machine.
    expect(await screen.findByText('Holiday schedule', {}, { timeout: 5000 })).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET announcements/announcement', expect.anything());
    fireEvent.click(screen.getByText('Holiday schedule'));
    await waitFor(() => expect(location()).toBe('/MANITOULIN/pages/ANO-ADD/3'));
  });

  it('says so for an intent the screen does not offer', () => {
    mount(pickup, 'edit/PU1000001');
    expect(screen.getByText('The requested page does not exist')).toBeTruthy();
  });
});
