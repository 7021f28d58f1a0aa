import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

const [pglite] = await dialectsUnderTest();

describe('bad input never gets a 500 or a stack trace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!, { shipments: 10 });
  });
  afterAll(() => t.close());

  const expectClean = (res: { statusCode: number; body: string }, status: number) => {
    expect(res.statusCode).toBe(status);
    const body = JSON.parse(res.body);
    expect(typeof body.detail).toBe('string');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|node_modules|SELECT|syntax error/i);
  };

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/json' }, payload: '{"probill":' });
    expectClean(res, 400);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/json' }, payload: JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) }) });
    expectClean(res, 413);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'content-type': 'application/xml' }, payload: '<claim/>' });
    expectClean(res, 415);
  });

  it('answers unknown calls with 404 naming them', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/claims/../../etc/passwd' });
    expectClean(res, 404);
    const res2 = await t.app.inject({ method: 'GET', url: '/api/no/such/call?x=1' });
    expect(res2.json()).toEqual({ detail: 'No defined API matching GET /api/no/such/call' });
  });

  it('answers JSON nested 2,000 deep (4 KB) with 400, on anonymous calls too', async () => {
    for (const payload of ['['.repeat(2000) + ']'.repeat(2000), '{"username":' + '{"a":'.repeat(2000) + '1' + '}'.repeat(2001)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload });
      expectClean(res, 400);
      expect(res.json().detail).toBe('The request nests deeper than 32 levels');
    }
    // 32 levels pass the walk and meet the schema.
    const fine = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '['.repeat(31) + ']'.repeat(31) });
    expectClean(fine, 400);
    expect(fine.json().detail).toBe('Validation failed');
  });

  it('answers a method a path does not have with 405 and Allow, an unknown path with 404', async () => {
    for (const method of ['TRACE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/menus' });
      expectClean(res, 405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    expectClean(await t.app.inject({ method: 'TRACE', url: '/api/no/such/call' }), 404);
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
    }
    for (const value of ['\u0000', '\ud800', 'é'.repeat(5000), '%', '\\', "'; drop table users; --"]) {
      const post = await t.app.inject({ method: 'POST', url: '/api/claims', headers: auth(token), payload: { probill: value, amount: 1, claimant_email: value, description: value } });
      expect(post.statusCode).toBeGreaterThanOrEqual(400);
      expect(post.statusCode).toBeLessThan(500);
    }
  });
});
