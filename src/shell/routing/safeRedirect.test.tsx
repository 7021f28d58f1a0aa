// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/MANITOULIN/pages/MTDPUDATE')).toBe('/MANITOULIN/pages/MTDPUDATE');
    expect(safeRedirect('/MANITOULIN/pages/CLAIM-LIST?sort=-created_at#top')).toBe('/MANITOULIN/pages/CLAIM-LIST?sort=-created_at#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    null,
    undefined,
    '',
    'MANITOULIN/home',
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /MANITOULIN/home',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../../b')).toBe('/b');
    expect(safeRedirect('/./evil.example')).toBe('/evil.example');
  });
});
