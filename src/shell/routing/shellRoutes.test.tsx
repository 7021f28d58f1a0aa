// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import { getSession, openSession, setCurrentSessionKey } from '../../core/session/sessionStore';
import { loginAnswer, sessionOf } from '../../core/testing/fixtures';
import { renderShellAt } from '../testing/renderShellAt';

vi.mock('../../api/client', () => ({ callApi: vi.fn() }));
vi.mock('../../renderers/ScreenRenderer', () => ({
  ScreenRenderer: ({ def, path }: { def: { cmid: string }; path: string }) => <p>{`screen ${def.cmid} [${path}]`}</p>,
}));
vi.mock('../../renderers/registry', () => ({ renderers: {} }));

const mockedCall = vi.mocked(callApi);
type Handler = (opts: any) => unknown;
function serve(handlers: Record<string, Handler>) {
  mockedCall.mockImplementation(((id: string, opts: unknown) => {
    const h = handlers[id];
    return h ? Promise.resolve().then(() => h(opts)) : Promise.reject(new ApiError(404, 'Not found'));
  }) as typeof callApi);
}
const alive = { 'users.refresh': () => ({ ...loginAnswer(), token: undefined }) };
const where = (router: ReturnType<typeof renderShellAt>) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCurrentSessionKey(null);
  mockedCall.mockReset();
  serve(alive);
});
afterEach(cleanup);

describe('routes of the old portal and redirects', () => {
  it.each([
    ['/login_en.html', '/MANITOULIN/login?lang=en'],
    ['/login_fr.html?redirect=%2Fx', '/MANITOULIN/login?redirect=%2Fx&lang=fr'],
    ['/drc_login.html', '/DRC/login'],
    ['/nnc_login.html', '/NEARNORTHCUSTOMS/login'],
    ['/mgf_login.html', '/MGF/login'],
    ['/multimodal_login.html', '/MULTIMODAL/login'],
    ['/login/old/anything', '/MANITOULIN/login'],
    ['/menu/MTDPUDATE', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2FMTDPUDATE'],
    ['/reset-questions', '/MANITOULIN/login?redirect=%2FMANITOULIN%2Fpages%2Fupdate-security-profile'],
  ])('%s goes to %s', async (from, to) => {
    const router = renderShellAt(from);
    await waitFor(() => expect(where(router)).toBe(to));
  });

  it('sends UA-PWD to the password reset and UA-SECQST to the security profile', async () => {
    openSession('customer@MANITOULIN', sessionOf());
    serve({ ...alive, 'globals.securityquestions': () => ({ questions: [], profile: [], min_required: 3 }) });
    let router = renderShellAt('/MANITOULIN/pages/UA-PWD');
    await waitFor(() => expect(where(router)).toBe('/reset-password?company=MANITOULIN'));
    cleanup();
    router = renderShellAt('/MANITOULIN/pages/UA-SECQST');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/pages/update-security-profile'));
  });

  it('follows a short URL to a same-site path only', async () => {
    serve({ ...alive, 'shorten_urls.resolve': ({ params }: { params: { id: string } }) => ({ id: params.id, url: params.id === 'good1' ? '/DRC/login?lang=fr' : '//evil.example/' }) });
    let router = renderShellAt('/st/good1');
    await waitFor(() => expect(where(router)).toBe('/DRC/login?lang=fr'));
    cleanup();
    // The first hop chose French for this tab (?lang=fr); the refusal is checked in English.
    sessionStorage.clear();
    router = renderShellAt('/st/evil1');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(where(router)).toBe('/st/evil1');
  });

  it('goes straight to add in a document library with DCCMD=add', async () => {
    openSession('customer@MANITOULIN', sessionOf());
    serve({ ...alive, 'globals.access_cmid': () => ({ access: true }) });
    const router = renderShellAt('/MANITOULIN/doclib/DOCLIB_POLICY?DCCMD=add');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/doclib/DOCLIB_POLICY/add'));
    expect(await screen.findByText('No screen is defined for DOCLIB_POLICY.')).toBeTruthy();
  });

  it("opens a library on its add page when the user's menu gives it the add type, but not its edit pages", async () => {
    const answer = loginAnswer();
    answer.groups[0]!.menulist.push({
      TMMID: 2, TMVNAM: 'Documents', TMMTYP: 'M', DOCLIB: 'Y', DOCLIB_TYPE: 'ADD',
      items: [{ TSCID: 21, CMCID: 'DOCLIB_FORMS', CMTITLE: 'Forms', CMHID: 'N' }],
    });
    openSession('customer@MANITOULIN', sessionOf(answer));
    serve({ 'users.refresh': () => ({ ...answer, token: undefined }) });
    let router = renderShellAt('/MANITOULIN/doclib/DOCLIB_FORMS');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/doclib/DOCLIB_FORMS/add'));
    cleanup();
    router = renderShellAt('/MANITOULIN/doclib/DOCLIB_FORMS/edit/7');
    expect(await screen.findByText('No screen is defined for DOCLIB_FORMS.')).toBeTruthy();
    expect(where(router)).toBe('/MANITOULIN/doclib/DOCLIB_FORMS/edit/7');
  });

  it('selects the group named by set_current_menugroup and drops the option', async () => {
    const answer = loginAnswer(0, 'HOME');
    answer.groups.push({ ...answer.groups[0]!, id: 9, name: 'Employees' });
    openSession('customer@MANITOULIN', sessionOf(answer));
    serve({ 'users.refresh': () => ({ ...answer, token: undefined }) });
    const router = renderShellAt('/MANITOULIN/home?set_current_menugroup=9&x=1');
    await waitFor(() => expect(where(router)).toBe('/MANITOULIN/home?x=1'));
    expect(getSession('customer@MANITOULIN')?.selectedGroup).toBe(9);
  });

  it('shows the maintenance page with a same-site way back, and the access limit page', async () => {
    renderShellAt('/maintenance?from=%2FMANITOULIN%2Fhome');
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/MANITOULIN/home');
    cleanup();
    renderShellAt('/maintenance?from=https%3A%2F%2Fevil.example');
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe('/');
    cleanup();
    renderShellAt('/access-limit');
    expect(await screen.findByText('Daily access limit reached')).toBeTruthy();
  });

  it('sends an inactive user to the activation page of their service without a session', async () => {
    const answer = loginAnswer(0);
    answer.profile.MT_STATUS = 'Inactive';
    delete answer.token;
    serve({ 'users.login': () => answer });
    const router = renderShellAt('/MANITOULIN/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'customer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where(router)).toBe('/online-quoting-activation?company=MANITOULIN&username=customer'));
    expect(localStorage.getItem('freightPortal.sessions') ?? '{}').toBe('{}');
  });
});
