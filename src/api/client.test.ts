import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, callApi, pathValues } from './client';
import { getApiContext, setApiContext } from './apiContext';
import { setErrorReporter } from './errorReporter';
import type { ApiError } from './ApiError';

afterEach(() => {
  vi.unstubAllGlobals();
  setErrorReporter(() => {});
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: Request | string | URL) => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the API client', () => {
  it('refuses a call outside the catalogue before sending, with the spec message', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    const reported: ApiError[] = [];
    setErrorReporter((e) => reported.push(e));
    await expect(request('GET nowhere/else')).rejects.toMatchObject({ status: 0, code: 'UNKNOWN_CALL', detail: 'No defined API matching GET /api/nowhere/else' });
    await expect(request('DELETE claims')).rejects.toMatchObject({ detail: 'No defined API matching DELETE /api/claims' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reported).toHaveLength(2);
  });

  it('sends the shell headers with every call', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ access: true }), { headers: { 'content-type': 'application/json' } }));
    setApiContext({ token: 'tok123', cmid: 'MTDPUDATE', group: '7', lang: 'fr' });
    await callApi('globals.access_cmid', { query: { cmid: 'CLAIM-ADD' } });
    const sent = fetchMock.mock.calls[0]![0] as Request;
    expect(sent.url).toMatch(/\/api\/globals\/access\/cmid\?cmid=CLAIM-ADD$/);
    expect(sent.headers.get('authorization')).toBe('Token tok123');
    expect(sent.headers.get('cmid')).toBe('MTDPUDATE');
    expect(sent.headers.get('group')).toBe('7');
    expect(sent.headers.get('accept-language')).toBe('fr');
    expect(Number(sent.headers.get('request-send-time'))).toBeGreaterThan(0);
    setApiContext({ token: null, cmid: null, group: null, lang: 'en' });
    await callApi('globals.version');
    const anon = fetchMock.mock.calls[1]![0] as Request;
    expect(anon.headers.get('cmid')).toBe('UNKNOWN');
    expect(anon.headers.get('accept-language')).toBe('en-us');
    expect(anon.headers.get('authorization')).toBeNull();
  });

  it('takes the secondary sign-on header of a response only for the engaged source', async () => {
    const status = (source: string, authorized: boolean) => JSON.stringify({ source, authorized, expires: null });
    const answer = (header: string) => new Response(JSON.stringify({ access: true }), { headers: { 'content-type': 'application/json', 'x-oidc-status': header } });
    stubFetch(answer(status('google', true)));
    await callApi('globals.access_cmid', { query: { cmid: 'CLAIM-ADD' } });
    expect(getApiContext().oidcStatus).toBeNull();

    setApiContext({ oidcStatus: status('google', false) });
    stubFetch(answer(status('azure', true)));
    await callApi('globals.access_cmid', { query: { cmid: 'CLAIM-ADD' } });
    expect(getApiContext().oidcStatus).toBe(status('google', false));
    stubFetch(answer(status('google', true)));
    await callApi('globals.access_cmid', { query: { cmid: 'CLAIM-ADD' } });
    expect(getApiContext().oidcStatus).toBe(status('google', true));
    setApiContext({ oidcStatus: null });
  });

  it('turns an error answer into an ApiError with the server code, detail and field errors', async () => {
    stubFetch(new Response(JSON.stringify({ code: 'VALIDATION', detail: 'Échec de la validation', errors: [{ pointer: '/probill', message: 'Invalid Probill Number' }] }), { status: 400, headers: { 'content-type': 'application/json' } }));
    await expect(callApi('claims.create', { body: { probill: '1', amount: 1, claimant_email: 'a@b.co', description: 'x' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      detail: 'Échec de la validation',
      errors: [{ pointer: '/probill', message: 'Invalid Probill Number' }],
    });
  });

  it('gives an answer without a known code the generic code of its status, and no answer NETWORK_ERROR', async () => {
    const body = { probill: '1234567890', amount: 1, claimant_email: 'a@b.co', description: 'x' };
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(request('POST claims', { body, silent: true })).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
    stubFetch(new Response(JSON.stringify({ code: 'SOMETHING_NEWER', detail: 'x' }), { status: 409, headers: { 'content-type': 'application/json' } }));
    await expect(request('POST claims', { body, silent: true })).rejects.toMatchObject({ status: 409, code: 'UNEXPECTED_ANSWER' });
    stubFetch(new Response(JSON.stringify({ code: 'FORBIDDEN', detail: 'x' }), { status: 403, headers: { 'content-type': 'application/json' } }));
    await expect(request('POST claims', { body, silent: true })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('POST claims', { body, silent: true })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('leaves the errors of a call its caller shows itself out of the error catalogue, except 429', async () => {
    const reported: ApiError[] = [];
    setErrorReporter((e) => reported.push(e));
    const body = { probill: '1234567890', amount: 1, claimant_email: 'a@b.co', description: 'x' };
    stubFetch(new Response(JSON.stringify({ detail: 'Validation failed', errors: [] }), { status: 400, headers: { 'content-type': 'application/json' } }));
    await expect(request('POST claims', { body, silent: true })).rejects.toMatchObject({ status: 400 });
    expect(reported).toHaveLength(0);
    await expect(request('POST claims', { body })).rejects.toMatchObject({ status: 400 });
    expect(reported).toHaveLength(1);
    stubFetch(new Response(JSON.stringify({ detail: 'Daily limit' }), { status: 429, headers: { 'content-type': 'application/json' } }));
    await expect(request('POST claims', { body, silent: true })).rejects.toMatchObject({ status: 429 });
    expect(reported).toHaveLength(2);
  });

  it('sends a multipart body as the browser builds it', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ status: 0, message: 'Uploaded successfully', files: [] }), { headers: { 'content-type': 'application/json' } }));
    const form = new FormData();
    form.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'bol.pdf');
    await request('POST claims/attachments/{probill}', { params: { probill: '1234567890' }, body: form });
    const sent = fetchMock.mock.calls[0]![0] as Request;
    expect(sent.url).toMatch(/\/api\/claims\/attachments\/1234567890$/);
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('a call named by a concrete path', () => {
  it('takes the template\'s {params} from the path (a grid data source filled from its route)', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ results: [], count: 0 }), { headers: { 'content-type': 'application/json' } }));
    await request('GET pushreport/12/results', { query: { limit: 20 } });
    expect((fetchMock.mock.calls[0]![0] as Request).url).toMatch(/\/api\/pushreport\/12\/results\?limit=20$/);
  });

  it('gives each encoded segment once, decoded, and leaves a template segment to the params', async () => {
    expect(pathValues('pushreport/{pushreport_id}/results/{id}', 'pushreport/a%2Fb/results/7')).toEqual({ pushreport_id: 'a/b', id: '7' });
    expect(pathValues('pushreport/{id}/run', 'pushreport/{id}/run')).toEqual({});
    expect(pathValues('pushreport/{id}/run', 'api/pushreport/5/run?x=1')).toEqual({ id: '5' });
  });
});
