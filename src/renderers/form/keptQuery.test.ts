import { describe, expect, it } from 'vitest';
import { withKeptQuery } from './keptQuery';

describe('withKeptQuery', () => {
  it('carries only the named parameters the URL has', () => {
    expect(withKeptQuery('/pages/BOL2_finalized?bolID=4', ['isFromOLP', 'isFromPickup'], '?quote_number=Q1&isFromOLP=1')).toBe('/pages/BOL2_finalized?bolID=4&isFromOLP=1');
    expect(withKeptQuery('/pages/X/view/3', ['isFromPickup'], '?isFromPickup=true')).toBe('/pages/X/view/3?isFromPickup=true');
    expect(withKeptQuery('/pages/X', ['isFromOLP'], '?quote_number=Q1')).toBe('/pages/X');
    expect(withKeptQuery('/pages/X', undefined, '?isFromOLP=1')).toBe('/pages/X');
  });
});
