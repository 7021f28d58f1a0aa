import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { sampleOf } from '../support/schemaSamples';
import { browserFaults } from '../support/browserValidation';
import { ruleExamples, TODAY, type FaultExample, type RuleExample } from '../support/ruleExamples';
import { genericExamples } from '../support/genericExamples';
import { holidayCase, screenExamples, type ScreenCase } from '../support/screenExamples';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/testApp';
import { applyRules, ruleEntries } from '../../src/shared/rules/applyRules';
import { ruleCatalogue } from '../../src/shared/rules/ruleCatalogue';
import type { RuleEntry, Target } from '../../src/shared/rules/ruleTypes';
import type { CallEntry } from '../../src/server/catalogue/readCatalogue';

/**
 * Every catalogue body that names a rule (x-rules), fed the rule's examples
 * (tests/support/ruleExamples.ts, the examples of the rules' unit tests): the
 * server refuses each invalid one with the expected pointer and message, in
 * English and French, and the browser's form (precompiled validator + rules)
 * says everything the server says, so a form never sends what the server refuses.
 */
const PASSWORD = 'Freight!Portal2026';
const PICKUP = { pickup_date: '2026-12-21', ready_time: '09:00', closing_time: '17:00' };
const ANSWERS = ruleExamples.find((e) => e.entry.rule === 'security-answers')!.valid[0]!.answers;

/** What a call's sample body needs to satisfy its rules on the day of the examples. */
const BASE: Record<string, Target> = {
  'online_pickup.submit': { ...PICKUP, shipper: { province: 'ON' }, destination: { province: 'QC' } },
  'online_pickup.reschedule': PICKUP,
  'bol.save': { ship_date: TODAY, shipper: { province: 'ON' }, consignee: { province: 'QC' } },
  'bol.update': { ship_date: TODAY, shipper: { province: 'ON' }, consignee: { province: 'QC' } },
  'online_quoting.quote': { ship_date: TODAY },
  'online_quoting.requote': { ship_date: TODAY },
  'passwordreset.change_password': { password: PASSWORD, confirm_password: PASSWORD, reset_token: 'r'.repeat(24) },
  'users.create': { password: PASSWORD, confirm_password: PASSWORD, province: 'ON' },
  'users.activate': { password: PASSWORD, confirm_password: PASSWORD },
  'users.user_create': { user_type: 'EMPLOYEE' },
  'users.user_update': { user_type: 'EMPLOYEE' },
  'jobs.create': { province: 'ON' },
  'jobs.update': { province: 'ON' },
  'reweigh_cube.create': { terminal: 'TOR' },
  'emergency_road.create': { terminal: 'TOR', province: 'ON' },
  'globals.save_securityquestions': { answers: ANSWERS },
  'api_access_token.create': { ip_whitelist: '10.0.0.1' },
  'api_access_token.update': { ip_whitelist: '10.0.0.1' },
  'upload.documents': { params: [{ pdfname: 'scan', pdfoutput: 'PDF', pdfpages: 'All' }] },
  'edi.onboard_update_file_transfer': { ifs_inbound_path: '/edi/in', ifs_outbound_path: '/edi/out' },
};

/** Path parameters the samples cannot guess (patterns). */
const PARAMS: Record<string, Record<string, string>> = {
  'edi.onboard_update_file_transfer': { onboarding_control: '1001' },
};

const clone = <T>(v: T): T => structuredClone(v);

/** The data of the object a rule sits on, made if the sample lacks it ('/properties/items/items' -> body.items[0]). */
function targetAt(body: Target, schema: any, schemaPointer: string): Target {
  const segments = schemaPointer.split('/').slice(1);
  let data: any = body;
  let node: any = schema;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg === 'properties') {
      const name = segments[++i]!;
      node = node.properties[name];
      data = data[name] ??= sampleOf(node);
    } else if (seg === 'items') {
      node = node.items;
      if (!data.length) data.push(sampleOf(node));
      data = data[0];
    } else node = node[seg][Number(segments[++i])];
  }
  return data;
}

/** The data pointer of a schema pointer: '/properties/data/properties/items/items' -> '/data/items/0'. */
function dataPointerOf(schemaPointer: string): string {
  const segments = schemaPointer.split('/').slice(1);
  let out = '';
  for (let i = 0; i < segments.length; i++) {
    if (segments[i] === 'properties') out += `/${segments[++i]}`;
    else if (segments[i] === 'items') out += '/0';
    else i += 1; // allOf/anyOf/oneOf and their index: the same data
  }
  return out;
}

/** The sample body of a call with the overrides its rules need, merged into nested objects. */
function baseOf(call: CallEntry): Target {
  const merge = (into: any, patch: any): any => {
    if (!patch || typeof patch !== 'object' || Array.isArray(patch) || !into || typeof into !== 'object' || Array.isArray(into)) return clone(patch);
    for (const [k, v] of Object.entries(patch)) into[k] = merge(into[k], v);
    return into;
  };
  return merge(sampleOf(call.body) as Target, BASE[call.id] ?? {});
}

/** A patch merged into a body: nested objects merged, lists replaced, null deletes. */
function merge(into: any, patch: Record<string, unknown>) {
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete into[k];
    else if (v && typeof v === 'object' && !Array.isArray(v)) merge((into[k] ??= {}), v as Record<string, unknown>);
    else into[k] = clone(v);
  }
  return into;
}

interface Case {
  call: CallEntry;
  what: string;
  body: Target;
  /** Faults the server must answer (invalid examples), or none for a valid one. */
  faults: FaultExample[];
  /** Pointers of the rule's fields: a valid example gets no fault there. */
  fields: string[];
}

/** The example's field names renamed to the entry's, or undefined when the entry does not fit the example. */
function renaming(example: RuleExample, entry: RuleEntry): Map<string, string> | undefined {
  const rule = ruleCatalogue[entry.rule]!;
  const rest = (e: RuleEntry) => JSON.stringify(Object.entries(e).filter(([k]) => k !== 'rule' && !rule.fields.includes(k)).sort());
  if (rest(example.entry) !== rest(entry)) return undefined;
  const names = new Map<string, string>();
  for (const role of rule.fields) {
    const mine = ([] as string[]).concat((example.entry[role] as string | string[]) ?? []);
    const theirs = ([] as string[]).concat((entry[role] as string | string[]) ?? []);
    if (mine.length > theirs.length) return undefined;
    mine.forEach((name, i) => names.set(name, theirs[i]!));
  }
  return names;
}

function casesOf(call: CallEntry): Case[] {
  const base = baseOf(call);
  const out: Case[] = [];
  for (const { pointer, entry } of ruleEntries(call.body)) {
    const at = dataPointerOf(pointer);
    for (const example of ruleExamples.filter((e) => e.entry.rule === entry.rule)) {
      const names = renaming(example, entry);
      if (!names) continue;
      const fields = [...names.values()].map((f) => `${at}/${f}`);
      const build = (data: Target) => {
        if (Object.keys(data).some((k) => !names.has(k))) return undefined;
        const body = clone(base);
        const target = targetAt(body, call.body, pointer);
        for (const [k, v] of Object.entries(clone(data))) target[names.get(k)!] = v;
        return body;
      };
      const rename = (p: string) => p.replace(/^\/([^/]+)/, (_, f: string) => `/${names.get(f) ?? f}`);
      for (const data of example.valid) {
        const body = build(data);
        if (body) out.push({ call, what: `${entry.rule} accepts ${JSON.stringify(data)}`, body, faults: [], fields });
      }
      for (const c of example.invalid) {
        const body = build(c.data);
        if (body) out.push({ call, what: `${entry.rule} refuses ${JSON.stringify(c.data)}`, body, faults: c.faults.map((f) => ({ ...f, pointer: at + rename(f.pointer) })), fields });
      }
    }
  }
  return out;
}

for (const dialect of await dialectsUnderTest()) {
  describe(`business rules on the server and in the browser [${dialect.name}]`, () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 20, today: TODAY });
      token = await t.tokenOf('admin'); // holds every menu id: only validation can refuse
    });
    afterAll(() => t.close());

    const ruled = () => t.app.calls.filter((c) => ruleEntries(c.body).length);
    const callOf = (id: string) => t.app.calls.find((c) => c.id === id)!;
    const send = (call: CallEntry, body: Target, lang: 'en' | 'fr') => {
      const params = { ...Object.fromEntries(Object.entries((sampleOf(call.params) as Target | null) ?? {}).map(([k, v]) => [k, String(v)])), ...PARAMS[call.id] };
      const url = '/api/' + call.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k]!));
      return t.app.inject({ method: call.method, url, headers: { ...auth(token), 'accept-language': lang === 'fr' ? 'fr' : 'en-us' }, payload: body });
    };

    it('covers every rule the catalogue names, on every call that names one', () => {
      const calls = ruled();
      expect(calls.length).toBeGreaterThan(20);
      const named = new Set(calls.flatMap((c) => ruleEntries(c.body).map((e) => e.entry.rule)));
      const refused = new Set(calls.flatMap((c) => casesOf(c).filter((k) => k.faults.length).map((k) => k.what.split(' ')[0])));
      expect([...named].filter((r) => !refused.has(r))).toEqual([]);
      for (const call of calls) expect(casesOf(call).filter((k) => k.faults.length).length, call.id).toBeGreaterThan(0);
    });

    it('starts from bodies both sides accept', async () => {
      const refused: Record<string, unknown> = {};
      for (const call of [...ruled(), ...genericExamples.map((g) => callOf(g.call))]) {
        const base = baseOf(call);
        const faults = [...applyRules(call.body, base, { today: TODAY, username: 'admin' }), ...Object.entries(await browserFaults(call.id, base, 'en', { today: TODAY, username: 'admin' }))];
        if (faults.length) refused[call.id] = faults;
      }
      expect(refused).toEqual({});
    });

    it('refuses every invalid example with the rule’s pointer and message, as the browser does, in English and French', async () => {
      let ran = 0;
      for (const call of ruled()) {
        for (const k of casesOf(call).filter((c) => c.faults.length)) {
          for (const lang of ['en', 'fr'] as const) {
            const res = await send(call, k.body, lang);
            const where = `${call.id}: ${k.what} [${lang}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBe(400);
            const errors: { pointer: string; message: string }[] = res.json().errors;
            for (const f of k.faults) expect(errors, where).toContainEqual({ pointer: f.pointer, message: f[lang] });
            const browser = await browserFaults(call.id, k.body, lang, { today: TODAY, username: 'admin' });
            for (const e of errors) expect(browser[e.pointer] ?? [], `${where}: the browser misses ${e.pointer} ${e.message}`).toContain(e.message);
            ran += 1;
          }
        }
      }
      expect(ran).toBeGreaterThan(100);
    });

    it('gives the generic input rules’ messages on both sides, in English and French', async () => {
      for (const g of genericExamples) {
        const call = callOf(g.call);
        const body = merge(baseOf(call), g.patch);
        const patched = Object.keys(g.patch);
        for (const lang of ['en', 'fr'] as const) {
          const res = await send(call, body, lang);
          const where = `${g.call} ${JSON.stringify(g.patch)} [${lang}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          const errors: { pointer: string; message: string }[] = res.statusCode === 400 ? (res.json().errors ?? []) : [];
          const browser = await browserFaults(call.id, body, lang, { today: TODAY, username: 'admin' });
          if (g.faults.length) {
            expect(res.statusCode, where).toBe(400);
            for (const f of g.faults) expect(errors, where).toContainEqual({ pointer: f.pointer, message: f[lang] });
            for (const e of errors) expect(browser[e.pointer] ?? [], `${where}: the browser misses ${e.pointer}`).toContain(e.message);
          } else {
            const touched = (p: string) => patched.some((k) => p === `/${k}` || p.startsWith(`/${k}/`));
            expect(errors.filter((e) => touched(e.pointer)), where).toEqual([]);
            expect(Object.keys(browser).filter(touched), where).toEqual([]);
          }
        }
      }
    });

    it('refuses each input the reference screens’ browser tests type, with the message the browser shows, in English and French', async () => {
      let ran = 0;
      for (const ex of screenExamples) {
        // The examples follow the screen: they patch the body of the call it submits.
        const screen = JSON.parse(readFileSync(join(repoRoot, 'screens', `${ex.screen}.json`), 'utf8'));
        const [method, path] = String(screen.submit).split(' ');
        expect(callOf(ex.call), ex.screen).toMatchObject({ method, path });
        const cases: ScreenCase[] = [...ex.rounds(TODAY).flat(), ...(ex.screen === 'MTLPU' ? [holidayCase(TODAY)!] : [])];
        for (const c of cases) {
          const call = callOf(ex.call);
          const body = merge(baseOf(call), c.patch);
          for (const lang of ['en', 'fr'] as const) {
            const res = await send(call, body, lang);
            const where = `${ex.screen} ${JSON.stringify(c.patch)} [${lang}] -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBe(400);
            const errors: { pointer: string; message: string }[] = res.json().errors ?? [];
            for (const f of c.faults) expect(errors, where).toContainEqual({ pointer: f.pointer, message: f[lang] });
            const browser = await browserFaults(call.id, body, lang, { today: TODAY, username: 'admin' });
            for (const f of c.faults) expect(browser[f.pointer] ?? [], `${where}: the browser does not show it`).toContain(f[lang]);
            for (const e of errors) expect(browser[e.pointer] ?? [], `${where}: the browser misses ${e.pointer}`).toContain(e.message);
            ran += 1;
          }
        }
      }
      expect(ran).toBeGreaterThan(40);
    });

    it('lets every valid example through the rules on both sides', async () => {
      for (const call of ruled()) {
        for (const k of casesOf(call).filter((c) => !c.faults.length)) {
          const res = await send(call, k.body, 'en');
          const errors: { pointer: string; message: string }[] = res.statusCode === 400 ? (res.json().errors ?? []) : [];
          expect(errors.filter((e) => k.fields.includes(e.pointer)), `${call.id}: ${k.what} -> ${res.body.slice(0, 300)}`).toEqual([]);
          const browser = await browserFaults(call.id, k.body, 'en', { today: TODAY, username: 'admin' });
          expect(Object.keys(browser).filter((p) => k.fields.includes(p)), `${call.id}: ${k.what}`).toEqual([]);
        }
      }
    });
  });
}
