import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { lintRules } from '../../src/server/catalogue/lintRules';
import { readCatalogue, type CallEntry } from '../../src/server/catalogue/readCatalogue';
import { bodyRuleCheck } from '../../src/server/catalogue/bodyRules';
import { undeclaredInputs } from '../../src/renderers/form/declaredInputs';
import { crossCheck } from '../../src/server/screens/screenValidator';
import { repoRoot } from '../support/testApp';

const call = (body: object, extra: Partial<CallEntry> = {}): CallEntry =>
  ({ id: 'test.save', family: 'test', method: 'POST', path: 'test', access: 'signed-in', silent: false, contentType: 'json', body, response: {}, ...extra }) as CallEntry;

describe('x-rules and x-optional in the catalogue (lint)', () => {
  it('accepts rules with their parameters, on fields the object declares', () => {
    const body = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, 'x-rules': [{ rule: 'end-after-start', start: 'a', end: 'b' }], required: ['a'], 'x-optional': ['b'] };
    expect(lintRules(call(body))).toEqual([]);
  });

  it('refuses unknown rules, bad parameters, unknown fields, and rules outside bodies', () => {
    const body = {
      type: 'object',
      properties: { a: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { c: { type: 'number' } }, 'x-rules': [{ rule: 'cube', cube: 'd' }] } } },
      'x-rules': [{ rule: 'nope' }, { rule: 'cube' }, { rule: 'cube', cube: 'a', max: 'big' }],
    };
    const faults = lintRules(call(body, { query: { type: 'object', 'x-rules': [] } }));
    expect(faults).toEqual([
      'test.save query: x-rules are applied to request bodies only',
      expect.stringMatching(/^test\.save body\/x-rules: unknown rule "nope"/),
      "test.save body/x-rules: cube / must have required property 'cube'",
      'test.save body/x-rules: cube /max must be number',
      'test.save body/properties/items/items/x-rules: cube names d, which is not a property here',
    ]);
  });

  it('refuses optional names that are not properties or are also required', () => {
    const body = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], 'x-optional': ['a', 'z'] };
    expect(lintRules(call(body))).toEqual(['test.save body: a is both required and optional', 'test.save body: optional z is not a property']);
  });

  it('stops the server at start on a rule the code does not know', () => {
    expect(() => bodyRuleCheck(call({ type: 'object', 'x-rules': [{ rule: 'nope' }] }))).toThrow(/unknown rule nope/);
    expect(bodyRuleCheck(call({ type: 'object', properties: {} }))).toBeUndefined();
  });
});

describe('inputs declare required or not (02-business.md §5)', () => {
  it('names every property of a form body that is neither required nor optional, at any depth', () => {
    const body = {
      type: 'object',
      required: ['a'],
      'x-optional': ['list'],
      properties: {
        a: { type: 'object', required: ['x'], properties: { x: { type: 'string' }, y: { type: 'string' } } },
        b: { type: 'string' },
        list: { type: 'array', items: { type: 'object', 'x-optional': ['z'], properties: { z: { type: 'string' } } } },
      },
    };
    expect(undeclaredInputs(body, 'POST test').map((f) => f.message)).toEqual([
      'Input /a/y of POST test declares neither required nor optional (list it in required or in x-optional)',
      'Input /b of POST test declares neither required nor optional (list it in required or in x-optional)',
    ]);
  });

  it('refuses at load a form whose submit call leaves inputs undeclared, and accepts the declared ones', () => {
    const calls = readCatalogue(join(repoRoot, 'schemas'));
    const form = (submit: string) => ({ cmid: 'T', kind: 'form', title: 'T', submit });
    // A planned call whose body declares neither required nor optional for its inputs (API access requests).
    const undeclared = crossCheck(form('POST api_access/requests'), calls);
    expect(undeclared.length).toBeGreaterThan(0);
    expect(undeclared.every((f) => f.pointer === '/submit' && f.message.includes('POST api_access/requests'))).toBe(true);
    for (const declared of ['POST bol/bols', 'POST claims', 'POST online_pickup/pickups', 'POST users/user', 'POST announcements/announcement']) expect(crossCheck(form(declared), calls), declared).toEqual([]);
  });
});
