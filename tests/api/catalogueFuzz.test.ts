import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { sampleOf, typesOf, wrongTypedValues } from '../support/schemaSamples';
import { errorShapeFault } from '../support/errorShape';
import type { CallEntry } from '../../src/server/catalogue/readCatalogue';

/**
 * Property: every catalogue call, fed input its schemas refuse (wrong types,
 * missing required fields, extra fields, over-long strings, NUL and lone
 * surrogates, bad path parameters, unknown or malformed query parameters),
 * answers 4xx with the pinned shape {code, detail, errors?}, code from the
 * server's catalogue — never 5xx, never a stack trace.
 */
type Mutation = { what: string; body?: unknown; query?: Record<string, string>; params?: Record<string, string> };

const ODD_TEXT = ['\u0000', '\ud800', 'x\udc00y'];

function fillPath(call: CallEntry, params: Record<string, string>): string {
  return '/api/' + call.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? 'x'));
}

function validParams(call: CallEntry): Record<string, string> {
  const sample = sampleOf(call.params) as Record<string, unknown> | null;
  return Object.fromEntries(Object.entries(sample ?? {}).map(([k, v]) => [k, String(v)]));
}

/** The refusable mutations of one call: each is invalid against the call's schemas by construction. */
function mutationsOf(call: CallEntry): Mutation[] {
  const out: Mutation[] = [];
  const body = call.body as any;
  if (body) {
    const valid = sampleOf(body) as Record<string, unknown>;
    out.push({ what: 'body is an array', body: [valid] }, { what: 'body is a number', body: 42 }, { what: 'body is a string', body: 'text' });
    // A required field with a default is filled in by the validator, so leaving it out is not bad input.
    for (const name of (body.required ?? []).filter((n: string) => body.properties?.[n]?.default === undefined)) {
      const { [name]: _, ...rest } = valid;
      out.push({ what: `missing ${name}`, body: rest });
    }
    if (body.additionalProperties === false) out.push({ what: 'extra field', body: { ...valid, zz_unexpected: 1 } });
    for (const [name, prop] of Object.entries<any>(body.properties ?? {})) {
      for (const wrong of wrongTypedValues(prop)) out.push({ what: `${name} wrong type`, body: { ...valid, [name]: wrong } });
      if (typesOf(prop).includes('string')) {
        if (prop.maxLength !== undefined) out.push({ what: `${name} over-long`, body: { ...valid, [name]: 'é'.repeat(prop.maxLength + 1 + (prop.maxLength % 7)) } });
        for (const odd of ODD_TEXT) out.push({ what: `${name} odd unicode`, body: { ...valid, [name]: odd } });
      }
    }
  }
  const query = call.query as any;
  const params = validParams(call);
  if (query?.additionalProperties === false) out.push({ what: 'unknown query parameter', query: { zz_unexpected: '1' }, params });
  for (const [name, prop] of Object.entries<any>(query?.properties ?? {})) {
    const types = typesOf(prop);
    if ((types.includes('integer') || types.includes('number')) && !types.includes('string')) out.push({ what: `${name} not a number`, query: { [name]: 'abc' }, params });
    if (types.includes('string') && prop.maxLength !== undefined) out.push({ what: `${name} over-long`, query: { [name]: 'q'.repeat(prop.maxLength + 1) }, params });
    if (types.includes('string')) out.push({ what: `${name} NUL`, query: { [name]: '\u0000' }, params });
  }
  for (const [name, prop] of Object.entries<any>((call.params as any)?.properties ?? {})) {
    if (prop.maxLength !== undefined) out.push({ what: `path ${name} over-long`, params: { ...params, [name]: 'p'.repeat(prop.maxLength + 1) } });
    if (prop.pattern) out.push({ what: `path ${name} off-pattern`, params: { ...params, [name]: '..;~ %' } });
  }
  return out;
}

const [pglite] = await dialectsUnderTest();

describe('every catalogue call refuses bad input with 4xx (property-based)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(pglite!, { shipments: 20 });
    token = await t.tokenOf('admin'); // holds every menu id: only validation can refuse
  });
  afterAll(() => t.close());

  it('answers 4xx to every generated invalid request', async () => {
    const cases = t.app.calls.flatMap((call) => mutationsOf(call).map((m) => ({ call, m })));
    expect(cases.length).toBeGreaterThan(t.app.calls.length);
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), fc.boolean(), async ({ call, m }, anonymous) => {
        ran += 1;
        const params = m.params ?? validParams(call);
        const qs = new URLSearchParams(m.query ?? {}).toString();
        const res = await t.app.inject({
          method: call.method,
          url: fillPath(call, params) + (qs ? `?${qs}` : ''),
          headers: { ...(anonymous ? {} : auth(token)), ...(m.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(m.body !== undefined ? { payload: JSON.stringify(m.body) } : {}),
        });
        const fault = res.statusCode >= 400 && res.statusCode < 500 ? errorShapeFault(res) : 'not a 4xx';
        if (fault) throw new Error(`${call.method} ${call.path} (${m.what}) answered ${res.statusCode} (${fault}): ${res.body.slice(0, 300)}`);
      }),
      { numRuns: 5000, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    // Every case once more, deterministically, so no call is left to chance.
    for (const { call, m } of cases) {
      const params = m.params ?? validParams(call);
      const qs = new URLSearchParams(m.query ?? {}).toString();
      const res = await t.app.inject({
        method: call.method,
        url: fillPath(call, params) + (qs ? `?${qs}` : ''),
        headers: { ...auth(token), ...(m.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(m.body !== undefined ? { payload: JSON.stringify(m.body) } : {}),
      });
      expect(res.statusCode, `${call.method} ${call.path} (${m.what}): ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${call.method} ${call.path} (${m.what}): ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(errorShapeFault(res), `${call.method} ${call.path} (${m.what}): ${res.body.slice(0, 200)}`).toBeNull();
      ran += 1;
    }
    console.log(`catalogue fuzz: ${ran} requests over ${t.app.calls.length} calls (${cases.length} distinct invalid cases)`);
  }, 300_000);
});
