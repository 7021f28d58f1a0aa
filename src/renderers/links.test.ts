import { describe, expect, it } from 'vitest';
import { appPath, fillLink, routeParams, templateParams } from './links';

describe('links', () => {
  it('routes /pages/ links under the company', () => {
    expect(appPath('DRC', '/pages/CLAIM-ADD')).toBe('/DRC/pages/CLAIM-ADD');
    expect(appPath('DRC', '/DRC/home')).toBe('/DRC/home');
  });
  it('fills a link from a row, encoding values', () => {
    expect(fillLink('/pages/CLAIM-VIEW/{claim_number}', { claim_number: 'C 1/2' })).toBe('/pages/CLAIM-VIEW/C%201%2F2');
    expect(() => fillLink('/pages/X/{id}', {})).toThrow(/Missing value id/);
  });
  it('maps route segments to the path parameters of a call', () => {
    expect(templateParams('GET claims/{claim_number}/notes/{id}')).toEqual(['claim_number', 'id']);
    expect(routeParams('/C-1/7', ['claim_number', 'id'])).toEqual({ claim_number: 'C-1', id: '7' });
    expect(routeParams('', ['claim_number'])).toEqual({});
  });
});
