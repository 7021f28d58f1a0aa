import { describe, expect, it } from 'vitest';
import { labelIds, sheetBody } from './labelSheet';

describe('printing saved labels: the sheet asked for', () => {
  it("takes one label per piece when no count is given, and the spec's message outside 1 to 999", () => {
    expect(sheetBody({ format: 'AVERY5164', start: '2', count: '' }, 4, 6)).toEqual({ body: { format: 'AVERY5164', start_position: 2, number_of_labels: 4 } });
    expect(sheetBody({ format: 'AVERY5164', start: '1', count: '999' }, 4, 6)).toEqual({ body: { format: 'AVERY5164', start_position: 1, number_of_labels: 999 } });
    for (const count of ['0', '1000', '2.5', '-1', 'x']) expect(sheetBody({ format: 'AVERY5164', start: '1', count }, 4, 6)).toEqual({ error: 'Invalid number of labels' });
  });

  it('keeps the start position on the sheet', () => {
    expect(sheetBody({ format: 'AVERY5164', start: '6', count: '1' }, 1, 6)).toMatchObject({ body: { start_position: 6 } });
    expect(sheetBody({ format: 'AVERY5164', start: '7', count: '1' }, 1, 6)).toEqual({ error: 'Value must be less than or equal to: {1}', values: { 1: 6 } });
    expect(sheetBody({ format: 'AVERY5164', start: '0', count: '1' }, 1, 6)).toEqual({ error: 'Value must be greater than or equal to: {1}', values: { 1: 1 } });
  });

  it('reads the selected ids of the route, each once', () => {
    expect(labelIds('3,5,3')).toEqual([3, 5]);
    expect(labelIds('3%2C7')).toEqual([3, 7]);
    expect(labelIds('')).toEqual([]);
    expect(labelIds('x,0,-2')).toEqual([]);
  });
});
