import { describe, expect, it } from 'vitest';
import { ruleExamples, TODAY } from '../../../tests/support/ruleExamples';
import { applyRules, ruleEntries } from './applyRules';
import { ruleCatalogue } from './ruleCatalogue';
import { fillPlaceholders } from '../validation/messages';
import rulesFr from './fr.json';
import validationFr from '../validation/fr.json';
import type { RuleFault } from './ruleTypes';

const fr: Record<string, string> = { ...validationFr, ...rulesFr };
const ctx = { today: TODAY };
const inEnglish = (f: RuleFault) => ({ pointer: f.pointer, message: fillPlaceholders(f.message, f.values) });
const inFrench = (f: RuleFault) => ({ pointer: f.pointer, message: fillPlaceholders(fr[f.message] ?? `(no French for ${f.message})`, f.values) });

describe('every business rule, on its examples, in English and French', () => {
  it('has valid and invalid examples for each rule of the catalogue', () => {
    const covered = new Set(ruleExamples.map((e) => e.entry.rule));
    expect(Object.keys(ruleCatalogue).filter((name) => !covered.has(name))).toEqual([]);
    for (const e of ruleExamples) expect(e.valid.length * e.invalid.length, e.entry.rule).toBeGreaterThan(0);
  });

  for (const example of ruleExamples) {
    const schema = { type: 'object', 'x-rules': [example.entry] };
    describe(`${example.entry.rule} ${JSON.stringify(example.entry)}`, () => {
      it.each(example.valid.map((d) => [JSON.stringify(d), d]))('accepts %s', (_, data) => {
        expect(applyRules(schema, data, ctx)).toEqual([]);
      });
      it.each(example.invalid.map((c) => [JSON.stringify(c.data), c]))('refuses %s', (_, c) => {
        const faults = applyRules(schema, c.data, ctx);
        expect(faults.map(inEnglish)).toEqual(c.faults.map((f) => ({ pointer: f.pointer, message: f.en })));
        expect(faults.map(inFrench)).toEqual(c.faults.map((f) => ({ pointer: f.pointer, message: f.fr })));
      });
    });
  }
});

describe('applyRules', () => {
  const item = { type: 'object', 'x-rules': [{ rule: 'cube', cube: 'cube' }], properties: { cube: { type: 'number' } } };
  const schema = {
    type: 'object',
    'x-rules': [{ rule: 'not-in-past', date: 'ship/date' }],
    properties: { items: { type: 'array', items: item }, party: { anyOf: [item, { type: 'null' }] } },
  };

  it('runs the rules of nested objects, list items and anyOf branches, with pointers from the root', () => {
    const faults = applyRules(schema, { 'ship/date': '2020-01-01', items: [{ cube: 1 }, { cube: 4000 }], party: { cube: 5000 } }, ctx);
    expect(faults.map((f) => f.pointer)).toEqual(['/ship~1date', '/items/1/cube', '/party/cube']);
    expect(applyRules(schema, { items: [{ cube: 1 }], party: null }, ctx)).toEqual([]);
  });

  it('keeps one fault per pointer, the first', () => {
    const twice = { type: 'object', 'x-rules': [{ rule: 'cube', cube: 'c' }, { rule: 'cube', cube: 'c', max: 10 }] };
    expect(applyRules(twice, { c: 5000 }, ctx)).toEqual([{ pointer: '/c', message: 'Cube cannot exceed {1} cubic feet', values: { 1: 3394 } }]);
  });

  it('ignores values of the wrong type (the schema refuses them) instead of failing', () => {
    for (const { entry } of ruleExamples) {
      const fields = Object.values(entry).flat().filter((v) => typeof v === 'string');
      for (const odd of [null, 42, 'x', [], {}, true]) {
        const data = Object.fromEntries(fields.map((f) => [f, odd]));
        expect(() => applyRules({ 'x-rules': [entry] }, data, ctx), entry.rule).not.toThrow();
      }
    }
  });

  it('lists the entries of a schema with where they sit', () => {
    expect(ruleEntries(schema).map((e) => [e.pointer, e.entry.rule])).toEqual([
      ['', 'not-in-past'],
      ['/properties/items/items', 'cube'],
      ['/properties/party/anyOf/0', 'cube'],
    ]);
  });

  it('throws on a rule it does not know (the catalogue lint refuses it first)', () => {
    expect(() => applyRules({ 'x-rules': [{ rule: 'nope' }] }, {}, ctx)).toThrow(/Unknown rule nope/);
  });
});
