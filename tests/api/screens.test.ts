import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';

const [pglite] = await dialectsUnderTest();

describe('screen definitions served from screens/', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'screens-'));
    cpSync(join(repoRoot, 'screens'), dir, { recursive: true });
    writeFileSync(join(dir, 'BROKEN.json'), JSON.stringify({ cmid: 'BROKEN', kind: 'grid', title: 'Broken', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'x', field: 'x', label: 'X', type: 'sideways' }] }));
    writeFileSync(join(dir, 'NOTJSON.json'), '{ nope');
    t = await startTestApp(pglite!, { screensDir: dir, shipments: 10 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const getScreen = async (cmid: string, username = 'admin') =>
    t.app.inject({ method: 'GET', url: `/api/screens/${cmid}`, headers: auth(await t.tokenOf(username)) });

  it('serves a valid definition, frozen as validated', async () => {
    const res = await getScreen('MTDPUDATE', 'customer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cmid: 'MTDPUDATE', kind: 'grid', dataSource: 'GET probill/pickup_date' });
    expect(Object.isFrozen(t.app.screens.get('MTDPUDATE')!.def)).toBe(true);
  });

  it('refuses an invalid definition naming the file and the JSON pointer, and keeps the others working', async () => {
    const res = await getScreen('BROKEN');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Screen definition screens/BROKEN.json is invalid');
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ pointer: '/columns/0/type' })]));
    const notJson = await getScreen('NOTJSON');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().detail).toContain('screens/NOTJSON.json');
    expect((await getScreen('CLAIM-ADD')).statusCode).toBe(200);
  });

  it('cross-checks definitions against the catalogue', async () => {
    writeFileSync(join(dir, 'BADFIELD.json'), JSON.stringify({ cmid: 'BADFIELD', kind: 'grid', title: 'Bad', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'secret', field: 'password_hash', label: 'Secret', type: 'text' }] }));
    writeFileSync(join(dir, 'BADCALL.json'), JSON.stringify({ cmid: 'BADCALL', kind: 'form', title: 'Bad', submit: 'POST nowhere' }));
    t.app.screens.rescan(true);
    expect((await getScreen('BADFIELD')).json().errors).toEqual([{ pointer: '/columns/0/field', message: 'Field password_hash is not in the answer of GET probill/pickup_date' }]);
    expect((await getScreen('BADCALL')).json().errors).toEqual([{ pointer: '/submit', message: 'No call POST nowhere in the call catalogue' }]);
  });

  it('serves a definition dropped in while the server runs, without restart', async () => {
    expect((await getScreen('MY-SHIPMENTS')).statusCode).toBe(404);
    writeFileSync(join(dir, 'MY-SHIPMENTS.json'), JSON.stringify({ cmid: 'MY-SHIPMENTS', kind: 'grid', title: 'My shipments', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'probill', field: 'probill', label: 'Probill', type: 'text' }] }));
    await new Promise((r) => setTimeout(r, 600));
    const res = await getScreen('MY-SHIPMENTS');
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('My shipments');
  });

  it('tells a caller who may not use a cmid nothing about whether it exists; one who may use any learns it is missing', async () => {
    const customer = auth(await t.tokenOf('customer'));
    const exists = await getScreen('UA-START', 'customer');
    const missing = await getScreen('NO-SUCH-CMID', 'customer');
    expect(exists.statusCode).toBe(403);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(exists.json());
    const asked = async (cmid: string) => (await t.app.inject({ method: 'GET', url: `/api/globals/access/cmid?cmid=${cmid}`, headers: customer })).json();
    expect(await asked('UA-START')).toEqual({ access: false });
    expect(await asked('NO-SUCH-CMID')).toEqual({ access: false });
    // An administrator holds every menu id, so "not found" tells them only what they could open anyway.
    expect((await getScreen('NO-SUCH-CMID', 'admin')).statusCode).toBe(404);
    expect((await getScreen('UA-START', 'admin')).statusCode).toBe(200);
  });

  it('serves a screen only to users whose menus hold it', async () => {
    expect((await getScreen('MTDPUDATE', 'quoteonly')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/screens/MTDPUDATE' })).statusCode).toBe(401);
    const access = await t.app.inject({ method: 'GET', url: '/api/globals/access/cmid?cmid=CLAIM-ADD', headers: auth(await t.tokenOf('quoteonly')) });
    expect(access.json()).toEqual({ access: false });
  });
});
