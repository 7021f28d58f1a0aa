import { describe, expect, it } from 'vitest';
import { ExpressionError, parseExpression } from '../../src/server/data/customReports/expression';
import { reportLimits } from '../../src/shared/rules/reportRules';

const numeric = (n: string) => ['weight', 'charges', 'pieces'].includes(n);

describe('the calculated columns expression language', () => {
  it('parses numbers, number columns, the four operations, unary minus, parentheses and round', () => {
    expect(parseExpression('round(charges / weight * 100, 2)', numeric)).toEqual({
      kind: 'round', digits: 2,
      arg: { kind: 'bin', op: '*', left: { kind: 'bin', op: '/', left: { kind: 'col', name: 'charges' }, right: { kind: 'col', name: 'weight' } }, right: { kind: 'num', value: 100 } },
    });
    expect(parseExpression('-(pieces + 1.5) - 2', numeric)).toEqual({
      kind: 'bin', op: '-', left: { kind: 'neg', arg: { kind: 'bin', op: '+', left: { kind: 'col', name: 'pieces' }, right: { kind: 'num', value: 1.5 } } }, right: { kind: 'num', value: 2 },
    });
  });

  it('refuses anything else: SQL, JavaScript, text columns, unknown functions, unbalanced or endless input', () => {
    for (const text of ["charges; drop table users", "weight || 'x'", '(select 1)', 'probill * 2', 'pg_sleep(5)', 'round(charges, 10)', 'weight -- x', 'a.b', '1e5', '(weight', 'weight)', '', '+', `${'('.repeat(40)}1${')'.repeat(40)}`, Array(300).fill('1').join('+')]) {
      expect(() => parseExpression(text, numeric), text).toThrow(ExpressionError);
    }
  });

  it("answers the spec's messages for too many columns, sorts and sums", () => {
    const P = { columns: 'columns', sort: 'sort', sums: 'sum_columns', calculated: 'calculated_columns' };
    const cols = Array.from({ length: 71 }, (_, i) => `c${i}`);
    expect(reportLimits.check({ columns: cols, sort: [1, 2, 3, 4], sum_columns: cols.slice(0, 11) }, P, { today: '2026-01-01' }).map((f) => f.message)).toEqual([
      'A maximum of 70 columns per report', 'Up to 3 sort levels', 'Select up to 10 columns to add together',
    ]);
    expect(reportLimits.check({ columns: cols.slice(0, 70), sum_columns: ['c1', 'Margin'], calculated_columns: [{ name: 'Margin' }] }, P, { today: '2026-01-01' })).toEqual([]);
    expect(reportLimits.check({ columns: ['a'], sum_columns: ['b'] }, P, { today: '2026-01-01' })[0]).toEqual({ pointer: '/sum_columns/0', message: "Sum columns must be among the report's columns" });
  });
});
