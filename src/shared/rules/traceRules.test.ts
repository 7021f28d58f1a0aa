import { describe, expect, it } from 'vitest';
import { splitTraceNumbers, traceNumbers } from './traceRules';

const check = (numbers: string) => traceNumbers.check({ numbers }, { field: 'numbers' }, { today: '2026-11-26' });

describe('a pasted list of numbers to trace', () => {
  it('splits on lines, commas, semicolons and spaces, each number once, in the order typed', () => {
    expect(splitTraceNumbers('1000000007\r\n1000000014, 1000000021;PU000131  1000000007\n\n')).toEqual(['1000000007', '1000000014', '1000000021', 'PU000131']);
    expect(splitTraceNumbers(' , \n')).toEqual([]);
  });

  it('takes 50 numbers and refuses 51 with the spec’s limit; a blank list or a number over 30 characters is refused too', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => String(1_000_000_000 + i)).join('\n');
    expect(check(list(50))).toEqual([]);
    expect(check(list(51))).toEqual([{ pointer: '/numbers', message: 'Up to {1} shipments can be traced at once', values: { 1: 50 } }]);
    expect(check(' ,, ')).toEqual([{ pointer: '/numbers', message: 'Field is required' }]);
    expect(check('x'.repeat(31))).toEqual([{ pointer: '/numbers', message: 'Maximum {1} characters', values: { 1: 30 } }]);
  });
});
