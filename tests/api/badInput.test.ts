import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { errorShapeFault } from '../support/errorShape';

const [pglite] = await dialectsUnderTest();

describe('bad input never gets a 500 or a stack trace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!, { shipments: 10 });
  });
  afterAll(() => t.close());

  /** The status, and the pinned shape with a catalogue code (tests/support/errorShape). */
  const expectClean = (res: { statusCode: number; body: string }, status: number, code?: string) => {
    expect(res.statusCode).toBe(status);
    expect(errorShapeFault(res), res.body).toBeNull();
    if (code) expect(JSON.parse(res.body).code).toBe(code);
  };

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/json' }, payload: '{"probill":' });
    expectClean(res, 400, 'MALFORMED_BODY');
    const empty = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/json' }, payload: '' });
    expectClean(empty, 400, 'MALFORMED_BODY');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/json' }, payload: JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) }) });
    expectClean(res, 413, 'BODY_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/xml' }, payload: '<claim/>' });
    expectClean(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown calls with 404 naming them', async () => {
    // The path is normalised before routing: /etc/passwd, no call and no page.
    const res = await t.app.inject({ method: 'DELETE', url: '/api/claims/../../etc/passwd' });
    expectClean(res, 404, 'NOT_FOUND');
    const res2 = await t.app.inject({ method: 'GET', url: '/api/no/such/call?x=1' });
    expect(res2.json()).toEqual({ code: 'UNKNOWN_CALL', detail: 'No defined API matching GET /api/no/such/call' });
    // A method the path does not take is 405 with Allow (below); a path the catalogue lacks, in any method, 404.
    expectClean(await t.app.inject({ method: 'PATCH', url: '/api/no/such/call' }), 404, 'UNKNOWN_CALL');
    expectClean(await t.app.inject({ method: 'POST', url: '/no-such-page' }), 404, 'NOT_FOUND');
  });

  it('answers the same code in either language, only the detail follows it', async () => {
    const headers = { 'content-type': 'application/json' };
    const en = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...headers, 'accept-language': 'en-us' }, payload: '{}' });
    const fr = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...headers, 'accept-language': 'fr' }, payload: '{}' });
    expectClean(en, 401, 'UNAUTHENTICATED');
    expectClean(fr, 401, 'UNAUTHENTICATED');
    expect([en.json().detail, fr.json().detail]).toEqual(['Authorization error!', "Erreur d'autorisation!"]);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'accept-language': 'fr' }, payload: { probill: 'x' } });
    expectClean(invalid, 400, 'VALIDATION');
    expect(invalid.json().errors.length).toBeGreaterThan(0);
  });

  it('answers JSON nested 2,000 deep (4 KB) with 400, on anonymous calls too', async () => {
    for (const payload of ['['.repeat(2000) + ']'.repeat(2000), '{"username":' + '{"a":'.repeat(2000) + '1' + '}'.repeat(2001)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload });
      expectClean(res, 400, 'NESTING_TOO_DEEP');
      expect(res.json().detail).toBe('The request nests deeper than 32 levels');
    }
    // 32 levels pass the walk and meet the schema.
    const fine = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '['.repeat(31) + ']'.repeat(31) });
    expectClean(fine, 400, 'VALIDATION');
    expect(fine.json().detail).toBe('Validation failed');
  });

  it('answers a method a path does not have with 405 and Allow, an unknown path with 404', async () => {
    // light-my-request's method type (6.6, kept for Node 20) lacks TRACE, which it sends all the same.
    const inject = (method: string, url: string) => t.app.inject({ method: method as 'PATCH', url });
    for (const method of ['TRACE', 'PATCH']) {
      const res = await inject(method, '/api/menus');
      expectClean(res, 405, 'METHOD_NOT_ALLOWED');
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    expectClean(await inject('TRACE', '/api/no/such/call'), 404, 'UNKNOWN_CALL');
  });

  it('serves a real robots.txt, and no-store on answers to a session', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/users/refresh', headers: auth(await t.tokenOf('customer')) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('answers huge and odd strings with 4xx', async () => {
    const token = await t.tokenOf('customer');
    for (const raw of ['%00', '%ED%A0%80', '%FF', '%', encodeURIComponent('é'.repeat(900)), "'%3B drop table users%3B --"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/probill/pickup_date?probill__icontains=${raw}`, headers: auth(token) });
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode >= 400) expect(errorShapeFault(res), res.body).toBeNull();
    }
    for (const value of ['\u0000', '\ud800', 'é'.repeat(5000), '%', '\\', "'; drop table users; --"]) {
      const post = await t.app.inject({ method: 'POST', url: '/api/claims', headers: auth(token), payload: { probill: value, amount: 1, claimant_email: value, description: value } });
      expect(post.statusCode).toBeGreaterThanOrEqual(400);
      expect(post.statusCode).toBeLessThan(500);
      expect(errorShapeFault(post), post.body).toBeNull();
    }
  });
});
