import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';
import { routeUrl } from '../../src/server/catalogue/registerCatalogue';
import { callRegistry } from '../../src/api/generated/registry';
import { sampleOf } from '../support/schemaSamples';
import { errorCatalogue } from '../../src/server/errors';

const [pglite] = await dialectsUnderTest();

describe('catalogue, generated code and server routes agree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!, { shipments: 10 });
  });
  afterAll(() => t.close());

  it('has one server route and one generated type entry per catalogue call', () => {
    const calls = t.app.calls;
    const types = readFileSync(join(repoRoot, 'src/shared/generated/types.ts'), 'utf8');
    const typed = [...types.matchAll(/^ {2}'([a-z0-9_.]+)': \{ params:/gm)].map((m) => m[1]);
    expect(typed.sort()).toEqual(calls.map((c) => c.id).sort());
    expect(Object.keys(callRegistry).length).toBe(calls.length);
    for (const call of calls) expect(t.app.hasRoute({ method: call.method, url: routeUrl(call.path) }), `${call.method} ${call.path}`).toBe(true);
    console.log(`catalogue: ${calls.length} calls, ${typed.length} generated entries, ${calls.length} server routes`);
  });

  it('answers 501 with a clear detail for a valid call whose handler is planned, after checking access', async () => {
    const planned = t.app.calls.filter((c) => c.planned && c.access !== 'public' && !c.download);
    for (const call of planned) {
      const params = Object.fromEntries(Object.entries((sampleOf(call.params) as object) ?? {}).map(([k, v]) => [k, String(v)]));
      const url = '/api/' + call.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k]!));
      const query = new URLSearchParams(Object.entries((sampleOf(call.query) as object) ?? {}).map(([k, v]) => [k, String(v)])).toString();
      const body = call.body ? sampleOf(call.body) : undefined;
      const anonymous = await t.app.inject({ method: call.method, url });
      expect(anonymous.statusCode, `${call.id} anonymous`).toBe(401);
      const res = await t.app.inject({ method: call.method, url: query ? `${url}?${query}` : url, headers: auth(await t.tokenOf('admin')), ...(body !== undefined ? { payload: body as object } : {}) });
      expect([501, 400], `${call.id}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 501) expect(res.json()).toEqual({ code: 'NOT_IMPLEMENTED', detail: `This call is not available yet: ${call.id}` });
    }
  });

  it('publishes the catalogue as an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values<Record<string, { operationId: string }>>(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(operations.sort()).toEqual(t.app.calls.map((c) => c.id).sort());
    expect(doc.paths['/api/claims'].post.requestBody.content['application/json'].schema.required).toContain('probill');
    // The pinned error shape, its code one of the catalogue's, answers every refusal of every call.
    expect(doc.components.schemas.Error.required).toEqual(['code', 'detail']);
    expect(doc.components.schemas.Error.properties.code.enum).toEqual(Object.keys(errorCatalogue));
    expect(doc.paths['/api/claims'].post.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(doc.components.responses.Error.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  });
});
