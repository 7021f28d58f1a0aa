// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
// The renderers are another module's business: the page only has to hand them the right definition and path.
vi.mock('../../renderers/ScreenRenderer', () => ({
  ScreenRenderer: ({ def, path }: { def: { cmid: string }; path: string }) => <p>{`screen ${def.cmid} [${path}]`}</p>,
}));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

const mockedCall = vi.mocked(callApi);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const START = {
  cmid: 'TM-START',
  kind: 'grid',
  title: 'Menus',
  subScreens: { ALLMENUS: 'TM-ALLMENUS', COPY: 'TM-COPY', 'APPEND/{id}': 'TM-APPEND/add/{id}', GONE: 'TM-GONE' },
};

/** The demo customer's login answer with TM-START on its menus. */
function withMenus() {
  const answer = loginAnswer();
  answer.groups[0]!.menulist[0]!.items.push({ TSCID: 14, CMCID: 'TM-START', CMTITLE: 'Menus', CMHID: 'N' });
  return answer;
}

/** A customer session whose menus hold TM-START only; definitions by cmid, access asked of the server is refused. */
function serve(access = vi.fn((_opts: unknown) => ({ access: false }))) {
  const asked: string[] = [];
  mockedCall.mockImplementation(((id: string, opts: any) => {
    if (id === 'users.refresh') return Promise.resolve({ ...withMenus(), token: undefined });
    if (id === 'globals.access_cmid') return Promise.resolve(access(opts));
    if (id === 'screens.get') {
      asked.push(opts.params.cmid);
      if (opts.params.cmid === 'TM-START') return Promise.resolve(START);
      if (opts.params.cmid === 'TM-GONE') return Promise.reject(new ApiError(404, 'Not found'));
      return Promise.resolve({ cmid: opts.params.cmid, kind: 'form', title: opts.params.cmid });
    }
    return Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
  return { asked, access };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  mockedCall.mockReset();
  openSession('customer@MANITOULIN', sessionOf(withMenus()));
});
afterEach(cleanup);

describe('sub-screens (subScreens of a definition)', () => {
  it('renders the target definition with the parameters of the matched pattern, checked on the route cmid', async () => {
    const { asked, access } = serve();
    renderShellAt('/MANITOULIN/pages/TM-START/append/42');
    expect(await screen.findByText('screen TM-APPEND [add/42]')).toBeTruthy();
    expect(asked).toEqual(['TM-START', 'TM-APPEND']);
    // TM-START is held locally: the server is never asked about TM-APPEND itself.
    expect(access).not.toHaveBeenCalled();
  });

  it('renders a target without parameters, and the screen itself for a path no pattern matches', async () => {
    serve();
    renderShellAt('/MANITOULIN/pages/TM-START/COPY');
    expect(await screen.findByText('screen TM-COPY []')).toBeTruthy();
    cleanup();
    renderShellAt('/MANITOULIN/pages/TM-START/APPEND');
    expect(await screen.findByText('screen TM-START [APPEND]')).toBeTruthy();
    cleanup();
    renderShellAt('/MANITOULIN/pages/TM-START');
    expect(await screen.findByText('screen TM-START []')).toBeTruthy();
  });

  it('names a target whose definition is missing', async () => {
    serve();
    renderShellAt('/MANITOULIN/pages/TM-START/GONE');
    expect(await screen.findByText('No screen is defined for TM-GONE.')).toBeTruthy();
  });

  it('does not open a sub-screen through a route the user may not open', async () => {
    const { asked } = serve();
    const router = renderShellAt('/MANITOULIN/pages/TM-COPY');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403-forbidden'));
    expect(asked).toEqual([]);
  });
});
