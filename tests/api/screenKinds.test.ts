import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, repoRoot, startTestApp, type TestApp } from '../support/testApp';

const [pglite] = await dialectsUnderTest();

/** The store looks at the folder again after 500 ms; a changed file needs a new mtime. */
const rescanned = () => new Promise((r) => setTimeout(r, 600));

describe('screen kinds and shared parts, served from screens/', () => {
  let t: TestApp;
  let dir: string;
  const write = (file: string, value: unknown) => {
    writeFileSync(join(dir, file), JSON.stringify(value));
    // Two writes within one clock tick would share an mtime: push each one forward.
    const later = new Date(Date.now() + Math.floor(Math.random() * 100000) + 1000);
    utimesSync(join(dir, file), later, later);
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'screens-kinds-'));
    cpSync(join(repoRoot, 'screens'), dir, { recursive: true });
    t = await startTestApp(pglite!, { screensDir: dir, shipments: 10 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const getScreen = async (cmid: string, username = 'admin') => t.app.inject({ method: 'GET', url: `/api/screens/${cmid}`, headers: auth(await t.tokenOf(username)) });

  it('serves definitions with their shared columns in place', async () => {
    const start = (await getScreen('UA-START')).json();
    const all = (await getScreen('UA-LISTALL')).json();
    expect(start.columns.map((c: { name: string }) => c.name)).toEqual(['uid', 'first_name', 'last_name', 'email', 'user_type', 'menu_group_name', 'default_account', 'language', 'status', 'locked', 'last_login', 'lock']);
    expect(all.columns.map((c: { name: string }) => c.name)).toEqual([...start.columns.slice(0, 11).map((c: { name: string }) => c.name), 'is_admin', 'display_name', 'created_at', 'lock', 'unlock']);
    expect(all.columns[14]).toEqual(start.columns[11]);
    const byPickup = (await getScreen('MTDPUDATE', 'customer')).json();
    const byDelivery = (await getScreen('MTDDELDATE', 'customer')).json();
    expect(byPickup.columns).toHaveLength(13);
    expect(byDelivery.columns).toHaveLength(14);
    expect(JSON.stringify(byPickup)).not.toContain('$ref');
    expect(Object.isFrozen(t.app.screens.get('MTDPUDATE')!.def!.columns[12])).toBe(true);
  });

  it('refuses unknown kinds, widgets, fields and cells at load with their JSON pointers', async () => {
    write('T-KIND.json', { cmid: 'T-KIND', kind: 'chart', title: 'T' });
    write('T-WIDGET.json', { cmid: 'T-WIDGET', kind: 'form', title: 'T', submit: 'POST claims', uiSchema: { description: { 'ui:widget': 'richtxt' }, probill: { 'ui:field': 'picker' } } });
    write('T-CELL.json', { cmid: 'T-CELL', kind: 'grid', title: 'T', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'p', field: 'probill', label: 'P', type: 'text', cell: 'sparkline' }] });
    t.app.screens.rescan(true);
    const kind = await getScreen('T-KIND');
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors).toEqual([{ pointer: '/kind', message: 'Unknown screen kind chart; known: grid, form, detail, pdf-viewer, document-wizard, quote, doc-library, bol-finalized, labels-print, bol-templates, report-builder' }]);
    expect((await getScreen('T-WIDGET')).json().errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/uiSchema/description/ui:widget', '/uiSchema/probill/ui:field']);
    const cell = (await getScreen('T-CELL')).json();
    expect(cell.detail).toBe('Screen definition screens/T-CELL.json is invalid');
    expect(cell.errors).toEqual([{ pointer: '/columns/0/cell', message: expect.stringMatching(/^Unknown cell type sparkline; known: action, /) }]);
  });

  it('traces a fault in a shared file to that file, at the screen’s $ref', async () => {
    write('_shared/t-cols.json', { set: [{ name: 'p', field: 'probill', label: 'P', type: 'text' }, { name: 'x', field: 'no_such_field', label: 'X', type: 'text' }] });
    write('T-SHARED.json', { cmid: 'T-SHARED', kind: 'grid', title: 'T', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ name: 'w', field: 'weight', label: 'W', type: 'number' }, { $ref: '_shared/t-cols.json#/set' }, { name: 'bad', field: 'nope', label: 'N', type: 'text' }] });
    write('T-MISSING.json', { cmid: 'T-MISSING', kind: 'grid', title: 'T', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ $ref: '_shared/nothing.json' }] });
    t.app.screens.rescan(true);
    expect((await getScreen('T-SHARED')).json().errors).toEqual([
      { pointer: '/columns/1', message: 'screens/_shared/t-cols.json#/set/1/field: Field no_such_field is not in the answer of GET probill/pickup_date' },
      { pointer: '/columns/2/field', message: 'Field nope is not in the answer of GET probill/pickup_date' },
    ]);
    expect((await getScreen('T-MISSING')).json().errors).toEqual([{ pointer: '/columns/0/$ref', message: 'screens/_shared/nothing.json: No such shared file' }]);
  });

  it('picks up a changed shared file while running, re-validating only the screens that use it', async () => {
    write('_shared/t-live.json', { cols: [{ name: 'p', field: 'probill', label: 'Probill', type: 'text' }] });
    write('T-LIVE.json', { cmid: 'T-LIVE', kind: 'grid', title: 'Live', dataSource: 'GET probill/pickup_date', rowKey: 'probill', columns: [{ $ref: '_shared/t-live.json#/cols' }] });
    await rescanned();
    expect((await getScreen('T-LIVE')).json().columns.map((c: { label: string }) => c.label)).toEqual(['Probill']);
    const untouched = t.app.screens.get('MTDPUDATE');

    write('_shared/t-live.json', { cols: [{ name: 'p', field: 'probill', label: 'Pro number', type: 'text' }, { name: 'w', field: 'weight', label: 'Weight', type: 'number' }] });
    await rescanned();
    expect((await getScreen('T-LIVE')).json().columns.map((c: { label: string }) => c.label)).toEqual(['Pro number', 'Weight']);
    expect(t.app.screens.get('MTDPUDATE')).toBe(untouched);

    write('_shared/t-live.json', { cols: [{ name: 'p', field: 'probill', label: 'P', type: 'sideways' }] });
    await rescanned();
    const broken = await getScreen('T-LIVE');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors[0]).toMatchObject({ pointer: '/columns/0', message: expect.stringMatching(/^screens\/_shared\/t-live.json#\/cols\/0\/type: /) });

    rmSync(join(dir, '_shared/t-live.json'));
    await rescanned();
    expect((await getScreen('T-LIVE')).json().errors).toEqual([{ pointer: '/columns/0/$ref', message: 'screens/_shared/t-live.json: No such shared file' }]);
    expect((await getScreen('MTDPUDATE', 'customer')).statusCode).toBe(200);
  });

  it('serves the PDF viewer flow as a screen, under the same access check as any other', async () => {
    const doc = await getScreen('CLAIM-DOC', 'customer');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ kind: 'pdf-viewer', document: 'GET claims/attachments/{probill}/file', params: ['claim_number', 'probill', 'file'] });
    expect((await getScreen('CLAIM-DOC', 'quoteonly')).statusCode).toBe(403);
    const access = await t.app.inject({ method: 'GET', url: '/api/globals/access/cmid?cmid=CLAIM-DOC', headers: auth(await t.tokenOf('customer')) });
    expect(access.json()).toEqual({ access: true });
    // The claim view links its attachments to it.
    expect((await getScreen('CLAIM-VIEW', 'customer')).json().attachments.viewer).toBe('/pages/CLAIM-DOC/{claim_number}/{probill}/{id}');
    expect(JSON.parse(readFileSync(join(repoRoot, 'screens/CLAIM-DOC.json'), 'utf8')).kind).toBe('pdf-viewer');
  });
});
