// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import menus from '../../../../../screens/TM-START.json';
import sideMenus from '../../../../../screens/TM-EDITSIDE.json';
import { TranslationsScope } from '../../../../core/i18n/TranslationsScope';
import { renderWithProviders } from '../../../testProviders';
import type { GridDefinition } from '../../gridDefinition';
import { GridScreen } from '../../GridScreen';

const request = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args), callApi: vi.fn(), send: vi.fn() }));

const topMenus = menus as unknown as GridDefinition;
const ofOneMenu = sideMenus as unknown as GridDefinition;
const page = (results: object[]) => ({ results, count: results.length, columns: [], columns_details: [] });

async function mount(def: GridDefinition, path = '', lang: 'en' | 'fr' = 'en') {
  await act(async () => {
    renderWithProviders(
      <TranslationsScope fr={def.translations?.fr}>
        <GridScreen def={def} company="MANITOULIN" path={path} />
      </TranslationsScope>,
      { lang, route: `/MANITOULIN/pages/${def.cmid}` },
    );
  });
}

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue(page([]));
});
afterEach(cleanup);

describe('grid toolbar links', { timeout: 20000 }, () => {
  it('links TM-START to its sub-screens under the company, routed inside the app', async () => {
    await mount(topMenus);
    const all = screen.getByRole('link', { name: 'All menus' });
    expect(all.getAttribute('href')).toBe('/MANITOULIN/pages/TM-START/ALLMENUS');
    expect(screen.getByRole('link', { name: 'Copy a menu' }).getAttribute('href')).toBe('/MANITOULIN/pages/TM-START/COPY');
    // The Add button is still there beside them.
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(all);
    });
    expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/TM-START/ALLMENUS');
  });

  it("labels them in the definition's French", async () => {
    await mount(topMenus, '', 'fr');
    expect(screen.getByRole('link', { name: 'Tous les menus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Copier un menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'All menus' })).toBeNull();
  });

  it('draws none for a definition without links', async () => {
    const { links: _l, ...plain } = topMenus;
    await mount(plain as GridDefinition);
    expect(screen.queryByRole('link', { name: 'All menus' })).toBeNull();
  });
});

describe('fixed filters from the route', { timeout: 20000 }, () => {
  it("asks for the route's top menu only (TM-START/EDITSIDE/7 shows TM-EDITSIDE with path 7)", async () => {
    await mount(ofOneMenu, '7');
    expect(request).toHaveBeenCalled();
    expect(request.mock.calls.at(-1)![0]).toBe('GET menus/sidemenus');
    expect(request.mock.calls.at(-1)![1].query).toMatchObject({ tmmid__iexact: '7' });
  });

  it('asks nothing and says so when the route gives no top menu', async () => {
    await mount(ofOneMenu, '');
    expect(request).not.toHaveBeenCalled();
    expect(screen.getByText('This screen needs id in its address')).toBeTruthy();
  });
});
