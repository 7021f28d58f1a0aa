// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenDefinition } from '../../../../../tests/support/screenDefinition';
import { ApiError } from '../../../../api/ApiError';
import { TranslationsScope } from '../../../../core/i18n/TranslationsScope';
import { renderWithProviders } from '../../../testProviders';
import type { GridDefinition } from '../../gridDefinition';
import { GridScreen } from '../../GridScreen';

const request = vi.fn();
const notify = vi.fn();
vi.mock('../../../../api/client', () => ({ request: (...args: unknown[]) => request(...args), callApi: vi.fn(), send: vi.fn() }));
vi.mock('../../../../core/notices/notify', () => ({ notify: (...args: unknown[]) => notify(...args) }));

// Shared columns resolved as the server serves them.
const def = screenDefinition<GridDefinition>('UA-START');
// UA-START lists unlocked users only (Lock); UA-LISTALL lists every user (Lock and Unlock).
const allDef = screenDefinition<GridDefinition>('UA-LISTALL');
const ann = { id: 1, uid: 'ann', company: 'MANITOULIN', first_name: 'Ann', locked: false };
const bob = { id: 2, uid: 'bob', company: 'MANITOULIN', first_name: 'Bob', locked: true };
const page = (results: object[]) => ({ results, count: results.length, columns: [], columns_details: [] });
const lists = () => request.mock.calls.filter(([call]) => call === 'GET users/user');
const actions = () => request.mock.calls.filter(([call]) => call === 'POST users/lock_unlock_user');

/** Answers list calls with the rows, the lock call with `lockAnswer`. */
function serve(rows: object[], lockAnswer: () => Promise<unknown> = async () => ({ uid: 'ann', company: 'MANITOULIN', locked: true })) {
  request.mockImplementation((call: string) => (call === 'GET users/user' ? Promise.resolve(page(rows)) : lockAnswer()));
}

async function mount(lang: 'en' | 'fr' = 'en', screenDef: GridDefinition = def) {
  await act(async () => {
    // As the shell's screen page does: the definition's own French over the app's.
    renderWithProviders(
      <TranslationsScope fr={screenDef.translations?.fr}>
        <GridScreen def={screenDef} company="MANITOULIN" path="" />
      </TranslationsScope>,
      { lang, route: `/MANITOULIN/pages/${screenDef.cmid}` },
    );
  });
}

const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

beforeEach(() => {
  request.mockReset();
  notify.mockReset();
});
afterEach(cleanup);

describe('fixed filters (UA-START: users who are not locked)', { timeout: 20000 }, () => {
  it('sends locked=false with every list request', async () => {
    serve([ann]);
    await mount();
    expect(lists()[0]![1].query).toEqual({ limit: 20, offset: 0, sort: 'uid', locked: 'false' });
    // Refreshing asks again, still with the fixed filter.
    await click(screen.getByRole('button', { name: 'Refresh' }));
    expect(lists().at(-1)![1].query).toMatchObject({ locked: 'false' });
  });
});

describe('row actions that call the server', { timeout: 20000 }, () => {
  it('offers Lock on unlocked rows and Unlock on locked ones (UA-LISTALL)', async () => {
    serve([ann, bob]);
    await mount('en', allDef);
    expect(within(rowOf('ann')).getByRole('button', { name: 'Lock' })).toBeTruthy();
    expect(within(rowOf('ann')).queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(within(rowOf('bob')).getByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(within(rowOf('bob')).queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('asks first; Cancel calls nothing, Confirm calls with the row filled in, says so and reloads', async () => {
    serve([ann]);
    await mount();
    await click(within(rowOf('ann')).getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Do you want to lock this user?');
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(actions()).toHaveLength(0);

    const before = lists().length;
    // Past the action button's 300 ms debounce: a second click sooner is a double-click.
    await act(() => new Promise((r) => setTimeout(r, 310)));
    await click(within(rowOf('ann')).getByRole('button', { name: 'Lock' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(actions()).toEqual([['POST users/lock_unlock_user', { params: {}, body: { uid: 'ann', company: 'MANITOULIN', lock: true } }]]);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'User locked' });
    expect(lists().length).toBe(before + 1);
    expect(lists().at(-1)![1].query).toMatchObject({ locked: 'false' });
  });

  it('on a refused call leaves the message to the error catalogue: no success notice, no reload', async () => {
    serve([ann], () => Promise.reject(new ApiError(409, 'You cannot lock yourself')));
    await mount();
    const before = lists().length;
    await click(within(rowOf('ann')).getByRole('button', { name: 'Lock' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(actions()).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
    expect(lists().length).toBe(before);
  });

  it('speaks French from the definition', async () => {
    serve([ann]);
    await mount('fr');
    await click(within(rowOf('ann')).getByRole('button', { name: 'Verrouiller' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Voulez-vous verrouiller cet utilisateur ?');
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirmer' }));
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Utilisateur verrouillé' });
  });
});
