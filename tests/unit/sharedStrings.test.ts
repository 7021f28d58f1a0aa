import { describe, expect, it } from 'vitest';
import { SharedStrings } from '../../src/server/export/SharedStrings';

describe('XLSX shared strings', () => {
  it('gives repeated text one index, in the order first seen', () => {
    const strings = new SharedStrings();
    const city = strings.column();
    expect(['Montréal', 'Québec', 'Montréal', 'Québec'].map((t) => city.indexOf(t))).toEqual([0, 1, 0, 1]);
    // Another column shares the same table.
    expect(strings.column().indexOf('Québec')).toBe(1);
    expect(strings.list()).toEqual(['Montréal', 'Québec']);
  });

  it('keeps long text inline, and stops a column whose values are mostly new after its first 2,000', () => {
    const strings = new SharedStrings();
    expect(strings.column().indexOf('x'.repeat(201))).toBe(-1);
    const probill = strings.column();
    const indexes = Array.from({ length: 3000 }, (_, i) => probill.indexOf(`P${i}`));
    expect(indexes.slice(0, 2000).every((n, i) => n === i)).toBe(true);
    expect(indexes.slice(2000).every((n) => n === -1)).toBe(true);
    // Even a value it shared before: the column writes inline from then on.
    expect(probill.indexOf('P0')).toBe(-1);
    expect(strings.size).toBe(2000);
  });

  it('is bounded: once it holds 2,000,000 characters new text is inline, known text still shared', () => {
    const strings = new SharedStrings();
    const text = (i: number) => `${String(i).padStart(6, '0')}${'y'.repeat(194)}`;
    // A column whose values repeat (each three times) never stops sharing: only the bound stops the table.
    const notes = strings.column();
    for (let i = 0; i < 12_000; i++) for (let k = 0; k < 3; k++) notes.indexOf(text(i));
    expect(strings.size).toBe(10_000);
    expect(notes.indexOf(text(11_999))).toBe(-1);
    expect(notes.indexOf(text(9_999))).toBe(9_999);
  });
});
