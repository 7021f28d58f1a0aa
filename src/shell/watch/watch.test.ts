// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maintenancePath, maintenanceSignalled } from './maintenanceProbe';
import { FRONTEND_VERSION, noteBackendVersion } from './version';
import { sameSiteTarget } from '../layout/MenuItemLink';

const answer = (status: number, headers: Record<string, string> = {}) => (async () => new Response('', { status, headers })) as unknown as typeof fetch;

describe('maintenance probe', () => {
  it('signals maintenance on the header or any error answer, not when offline', async () => {
    expect(await maintenanceSignalled(answer(200))).toBe(false);
    expect(await maintenanceSignalled(answer(200, { 'x-maintenance-redirect': '/maintenance' }))).toBe(true);
    expect(await maintenanceSignalled(answer(503))).toBe(true);
    expect(await maintenanceSignalled((async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBe(false);
    expect(maintenancePath('/MANITOULIN/home?x=1')).toBe('/maintenance?from=%2FMANITOULIN%2Fhome%3Fx%3D1');
  });
});

describe('version', () => {
  it('is package.json’s, and an update is ready when the backend differs', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
    expect(FRONTEND_VERSION).toBe(pkg.version);
    expect(noteBackendVersion(FRONTEND_VERSION)).toBe('current');
    expect(noteBackendVersion('2.8.87')).toBe('ready');
    expect(localStorage.getItem('freightPortal.backendVersion')).toBe('2.8.87');
  });
});

describe('menu links of this site', () => {
  it('route paths and same-origin addresses inside the app, and leave other sites out', () => {
    expect(sameSiteTarget('/MANITOULIN/pages/CLAIM-LIST?x=1', 'https://portal.example')).toBe('/MANITOULIN/pages/CLAIM-LIST?x=1');
    expect(sameSiteTarget('https://portal.example/DRC/home', 'https://portal.example')).toBe('/DRC/home');
    expect(sameSiteTarget('https://carrier.example/', 'https://portal.example')).toBeNull();
    expect(sameSiteTarget('//evil.example/', 'https://portal.example')).toBeNull();
  });
});
