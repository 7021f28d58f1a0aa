// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import claimList from '../../../screens/CLAIM-LIST.json';
import { screenDefinition } from '../../../tests/support/screenDefinition';
import { renderWithProviders } from '../testProviders';
import type { GridDefinition } from './gridDefinition';
import { GridScreen } from './GridScreen';

const request = vi.fn();
const download = vi.fn();
vi.mock('../../api/client', () => ({ request: (...args: unknown[]) => request(...args), callApi: vi.fn(), send: vi.fn() }));
// The grid's export goes through downloadOrQueued (a 202 queues it); both reach the one spy.
vi.mock('../../api/download', () => ({ download: (...args: unknown[]) => download(...args), downloadOrQueued: (...args: unknown[]) => download(...args), saveFile: vi.fn() }));

// Shared columns resolved as the server serves them.
const shipments = screenDefinition<GridDefinition>('MTDPUDATE');
const claims = claimList as unknown as GridDefinition;

const page = (results: object[], count = results.length) => ({ results, count, columns: [], columns_details: [] });
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const lastQuery = () => request.mock.calls.at(-1)![1].query;

async function mount(def: GridDefinition, lang: 'en' | 'fr' = 'en', route = `/MANITOULIN/pages/${def.cmid}`) {
  let out!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    out = renderWithProviders(<GridScreen def={def} company="MANITOULIN" path="" />, { lang, route });
  });
  return out;
}

beforeEach(() => {
  request.mockReset();
  download.mockReset();
});
afterEach(cleanup);

describe('GridScreen', { timeout: 20000 }, () => {
  it('shows the title, the search box, column headers with category headings, and the row count', async () => {
    request.mockResolvedValue(page([{ probill: '1234567890', pickup_date: '2024-05-01', weight: 12000, shipper_city: 'Toronto' }], 1));
    await mount(shipments);
    expect(screen.getByRole('heading', { name: 'Shipments by pickup date' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    for (const label of ['Probill', 'Pickup date', 'Origin', 'Destination', 'Shipper', 'Weight (lbs)']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toBeTruthy();
    }
    expect(screen.getByRole('columnheader', { name: 'Origin' }).getAttribute('colspan')).toBe('3');
    expect(screen.getByText('12,000')).toBeTruthy();
    expect(screen.getByText('1 rows')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET probill/pickup_date', expect.objectContaining({ query: { limit: 20, offset: 0, sort: '-pickup_date' } }));
    expect(screen.getByRole('columnheader', { name: /^Pickup date/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pins the key column (the first shown) with the selection column: header, filter and cells stick at the start', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-1', amount: 5 }], 1));
    const { container } = await mount({ ...claims, selection: 'multiple' });
    const key = screen.getByRole('columnheader', { name: /^Claim number/ });
    expect(key.style.position).toBe('sticky');
    expect(key.className).toContain('pin-last');
    const cells = [...container.querySelectorAll('tbody tr[data-row] td')] as HTMLElement[];
    // The selection box (40 px) sticks at 0, the key column right after it; the other columns scroll.
    expect([cells[0]!.style.position, cells[0]!.style.insetInlineStart]).toEqual(['sticky', '0px']);
    expect([cells[1]!.textContent, cells[1]!.style.position, cells[1]!.style.insetInlineStart]).toEqual(['CL-1', 'sticky', '40px']);
    expect(cells[2]!.style.position).toBe('');
    expect((container.querySelector('tr.grid-filters td:nth-child(2)') as HTMLElement).style.position).toBe('sticky');
  });

  it('sorts by a clicked header', async () => {
    request.mockResolvedValue(page([]));
    await mount(shipments);
    await act(async () => {
      fireEvent.click(within(screen.getByRole('columnheader', { name: /^Probill/ })).getByRole('button', { name: 'Probill' }));
    });
    expect(lastQuery()).toEqual({ limit: 20, offset: 0, sort: 'probill' });
    expect(screen.getByRole('columnheader', { name: /^Probill/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('says No records found for an empty result and Error getting data for a failure', async () => {
    request.mockResolvedValueOnce(page([]));
    await mount(shipments);
    expect(screen.getByText('No records found')).toBeTruthy();
    request.mockRejectedValueOnce(new Error('500'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Error getting data');
  });

  it('formats email cells as mailto links and opens Add under the company after 300 ms', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-1', claimant_email: 'ann@example.ca', amount: 12.5, created_at: '2024-05-01T10:00:00Z' }]));
    await mount(claims);
    expect(screen.getByRole('link', { name: 'ann@example.ca' }).getAttribute('href')).toBe('mailto:ann@example.ca');
    expect(screen.getByText('12.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/CLAIM-LIST');
    await wait(320);
    expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/CLAIM-ADD');
  });

  it('raises the add event once for quick clicks, and a row-click event with the row', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-7' }]));
    const { container } = await mount({ ...claims, addLink: undefined, addEvent: 'claim-add' });
    const adds = vi.fn();
    const clicks = vi.fn();
    container.addEventListener('claim-add', adds);
    container.addEventListener('grid-row-click', (e) => clicks((e as CustomEvent).detail));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await wait(100);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await wait(320);
    expect(adds).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('CL-7'));
    expect(clicks).toHaveBeenCalledWith({ claim_number: 'CL-7' });
  });

  it('opens the row link with the row values filled in', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-7' }]));
    await mount({ ...claims, rowLink: '/pages/CLAIM-VIEW/{claim_number}' });
    await act(async () => {
      fireEvent.click(screen.getByText('CL-7'));
    });
    expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/CLAIM-VIEW/CL-7');
  });

  it('pages with up to 10 page buttons and changes rows per page', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-1' }], 250));
    await mount(claims);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(10);
    await act(async () => {
      fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    });
    expect(lastQuery()).toMatchObject({ offset: 40 });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    });
    expect(lastQuery()).toMatchObject({ limit: 50, offset: 0 });
  });

  it('switches advanced search in the search panel and offers the operators of each column type', async () => {
    request.mockResolvedValue(page([]));
    await mount(claims);
    expect(screen.queryByLabelText('Filter type for Amount')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Advanced search' }), { target: { value: 'advanced' } });
    const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options('Filter type for Amount')).toContain('Greater than equal');
    expect(options('Filter type for Claim number')).not.toContain('Greater than');
    expect(options('Filter type for Status')).toContain('Is one of');
    expect(options('Filter type for Filed')).toContain('Range');
    fireEvent.change(screen.getByRole('combobox', { name: 'Advanced search' }), { target: { value: 'disabled' } });
    expect(screen.queryByLabelText('Filter Amount')).toBeNull();
  });

  it('opens a column tab from its header, where a non-default operator turns on advanced mode', async () => {
    request.mockResolvedValue(page([]));
    await mount(claims);
    fireEvent.click(screen.getByRole('button', { name: 'Filter by Amount' }));
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('tab', { name: 'Amount' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(within(panel).getByLabelText('Filter type for Amount'), { target: { value: 'gte' } });
    fireEvent.change(within(panel).getByLabelText('Filter Amount'), { target: { value: '100' } });
    await wait(550);
    expect(lastQuery()).toMatchObject({ amount__gte: '100' });
    // Advanced mode: the column search row offers the operators too.
    expect(screen.getAllByLabelText('Filter type for Claim number')).toHaveLength(1);
  });

  it('changes the row separators from their menu', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-1' }]));
    const { container } = await mount(claims);
    expect(container.querySelector('[data-separator]')!.getAttribute('data-separator')).toBe('horizontal');
    fireEvent.click(screen.getByRole('button', { name: 'Separators' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Cell' }));
    });
    expect(container.querySelector('[data-separator]')!.getAttribute('data-separator')).toBe('cell');
  });

  it('hides, reorders and sizes columns in the preferences dialog', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-1', probill: '1234567890' }]));
    await mount(claims);
    fireEvent.click(screen.getByRole('button', { name: 'Grid preferences' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Claim number' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Amount up' }));
    fireEvent.change(within(dialog).getByLabelText('Rows per page'), { target: { value: '10' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['Amount▲', 'Probill▲']);
    expect(headers.join()).not.toContain('Claim number');
    expect(lastQuery()).toMatchObject({ limit: 10 });
  });

  it('searches a column the definition hides once the user shows it in the preferences', async () => {
    request.mockResolvedValue(page([{ claim_number: 'CL-1', probill: '1234567890' }]));
    const notes = { name: 'notes', field: 'notes', label: 'Notes', type: 'text', searchable: true, visible: false };
    await mount({ ...claims, columns: [...claims.columns, notes] } as GridDefinition);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'pallet' } });
    await wait(550);
    expect(lastQuery().search).not.toContain('notes=');
    fireEvent.click(screen.getByRole('button', { name: 'Grid preferences' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Notes' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await wait(50);
    expect(lastQuery().search).toContain('notes=pallet');
  });

  it('selects rows with select-all in multiple mode', async () => {
    request.mockResolvedValue(page([{ claim_number: 'A' }, { claim_number: 'B' }], 2));
    await mount({ ...claims, selection: 'multiple' });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('offers one radio per row and no select-all in single mode', async () => {
    request.mockResolvedValue(page([{ claim_number: 'A' }, { claim_number: 'B' }], 2));
    await mount({ ...claims, selection: 'single' });
    expect(screen.getAllByRole('radio', { name: 'Select row' })).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).toBeNull();
  });

  it('expands a row to its row_details', async () => {
    request.mockResolvedValue(page([{ claim_number: 'A', row_details: { Carrier: 'MTL', Terminal: 'Toronto' } }, { claim_number: 'B' }], 2));
    await mount(claims);
    expect(screen.getAllByRole('button', { name: 'Show details' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('Toronto')).toBeTruthy();
  });

  it('edits a cell: validates, saves the row after 1000 ms and shows the check', async () => {
    request.mockImplementation(async (call: string) =>
      call.startsWith('GET') ? page([{ claim_number: 'CL-1', amount: 10, status: 'Open' }]) : { amount: 25 },
    );
    const editable = {
      ...claims,
      rowUpdate: 'PUT claims/{claim_number}',
      columns: claims.columns.map((c) => (c.name === 'amount' ? { ...c, editable: true, required: true, min: 0 } : c)),
    };
    await mount(editable);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '-5' } });
    await wait(1050);
    expect(screen.getByRole('alert').textContent).toBe('Negative value is not allowed');
    expect(request).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: '25' } });
    await wait(1050);
    expect(request).toHaveBeenLastCalledWith('PUT claims/{claim_number}', { params: { claim_number: 'CL-1' }, body: { amount: 25 } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Saved' })).toBeTruthy());
  });

  it('asks before a download and sends the visible columns and the query', async () => {
    request.mockResolvedValue(page([{ claim_number: 'A' }], 42));
    download.mockResolvedValue({ fileName: 'claims.csv', blob: new Blob(['x']) });
    await mount(claims);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.queryByRole('menuitem', { name: 'Google Sheet' })).toBeNull();
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Do you want to export 42 rows to CSV?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    const body = download.mock.calls[0]![1].body;
    expect(body).toMatchObject({ api_url: 'api/claims', output_type: 'CSV', title: 'Claims', query_params: { sort: '-created_at' } });
    expect(body.columns.map((c: { field: string }) => c.field)).toEqual(['claim_number', 'probill', 'amount', 'status', 'claimant_email', 'created_at']);
  });

  it('goes full screen and back with Escape', async () => {
    request.mockResolvedValue(page([]));
    const { container } = await mount(claims);
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(container.querySelector('section')!.getAttribute('data-fullscreen')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(container.querySelector('section')!.getAttribute('data-fullscreen')).toBeNull();
  });

  it('takes filters and a search from its route', async () => {
    request.mockResolvedValue(page([]));
    await mount(claims, 'en', `/MANITOULIN/pages/CLAIM-LIST?gridFilter=${encodeURIComponent('{"probill":"123"}')}&searchString=abc`);
    await wait(550);
    expect(lastQuery()).toMatchObject({ probill__icontains: '123', search: expect.stringContaining('claim_number=abc') });
  });

  it('speaks French', async () => {
    request.mockResolvedValue(page([]));
    await mount(shipments, 'fr');
    expect(screen.getByRole('textbox', { name: 'Rechercher' })).toBeTruthy();
    expect(screen.getByText('Aucun enregistrement trouvé')).toBeTruthy();
    expect(screen.getByText('Lignes par page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Préférences de la grille' })).toBeTruthy();
  });
});
