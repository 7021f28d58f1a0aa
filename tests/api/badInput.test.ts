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
