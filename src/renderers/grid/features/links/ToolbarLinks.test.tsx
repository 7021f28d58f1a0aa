// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import menus from '../../../../../screens/TM-START.json';
import sideMenus from '../../../../../screens/TM-EDITSIDE.json';
import { TranslationsScope } from '../../../../core/i18n/TranslationsScope';
import { openSession, setCurrentSessionKey } from '../../../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../../../core/testing/fixtures';
import { renderWithProviders } from '../../../testProviders';
import type { GridDefinition } from '../../gridDefinition';
import { GridScreen } from '../../GridScreen';

const request = vi.fn();
const callApi = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args), callApi: (...args: unknown[]) => callApi(...args), send: vi.fn() }));

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

describe('links to other screens', { timeout: 20000 }, () => {
  // A grid linking to its menu's screen, to one the server lets it open, and to one it may not open.
  const withLinks = {
    ...topMenus,
    links: [
      { label: 'By pickup date', to: '/pages/MTDPUDATE' },
      { label: 'Drafts', to: '/pages/BOL2_search' },
      { label: 'Flagged', to: '/pages/Flagged_BOL_List' },
    ],
  } as GridDefinition;
  beforeEach(() => {
    callApi.mockReset();
    // The access question, and the signed-in grid's table preferences (none saved).
    callApi.mockImplementation((id: string, opts: { query: { cmid: string } }) =>
      Promise.resolve(id === 'globals.access_cmid' ? { access: opts.query.cmid === 'BOL2_search' } : { table: [] }),
    );
    openSession('customer@MANITOULIN', sessionOf(loginAnswer()));
  });
  afterEach(() => setCurrentSessionKey(null));

  it("offers only the screens the user holds: its menus' at once, others as the server answers", async () => {
    await mount(withLinks);
    expect(screen.getByRole('link', { name: 'By pickup date' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Drafts' })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Flagged' })).toBeNull();
    // The menu's screen needed no question; the grid's own sub-paths (TM-START/...) neither.
    expect(callApi.mock.calls.filter((c) => c[0] === 'globals.access_cmid').map((c) => c[1].query.cmid).sort()).toEqual(['BOL2_search', 'Flagged_BOL_List']);
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
