import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CallEntry } from '../../src/server/catalogue/readCatalogue';
import { ownershipOf, tableOwnership, viewOwnership, type Ownership } from '../../src/server/db/ownership';
import { resources } from '../../src/server/data/resources';
import type { Resource } from '../../src/server/data/Resource';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { giveMenu } from '../support/giveMenu';
import { sampleOf } from '../support/schemaSamples';

/**
 * The authorization matrix (issue 9): every built call on rows a company or an
 * account owns (a grid source or a `resource` of the catalogue), for the demo
 * customers of two accounts and of another company, each given every menu id
 * of these calls so that the data layer, not the menu, is what is tried:
 *
 * - list: every row a grid (or a keyless list) answers is the caller's;
 * - export: every row of the call's JSON export is the caller's;
 * - read, update, delete: each call tried with the keys of other accounts'
 *   and other companies' rows (in the path, and in the body where it names a
 *   field of the resource) answers 403 or 404, and leaves those rows as they were.
 *
 * Rows are checked against the database by their key, not against what the
 * server says about them. A new call naming a grid source or resource joins
 * the matrix by itself; the test prints how many calls and requests it made.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Row = Record<string, unknown>;
type Kind = 'list' | 'read' | 'update' | 'delete';

interface MatrixUser {
  username: string;
  id: number;
  company: string;
  account: string;
}

const USERNAMES = ['customer', 'customer2', 'drc'];

const pathParams = (call: CallEntry) => [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const resourceName = (call: CallEntry) => call.grid?.source ?? call.resource?.name;

/** The calls on owned rows (not the group's shared reference data), with what the matrix does to each. */
function matrixCalls(calls: CallEntry[]): { call: CallEntry; name: string; resource: Resource; own: Ownership; kind: Kind }[] {
  const out = [];
  for (const call of calls) {
    const name = resourceName(call);
    if (call.planned || call.access === 'public' || !name) continue;
    const resource = resources[name]!;
    const own = ownershipOf(resource.table);
    if (!own.company && !own.owner) continue;
    const keyed = pathParams(call).length > 0 && !call.grid;
    const kind: Kind = call.method === 'DELETE' ? 'delete' : call.method !== 'GET' ? 'update' : keyed ? 'read' : 'list';
    out.push({ call, name, resource, own, kind });
  }
  return out;
}

/** A field's column, when it is a plain column of the resource's table (not an expression). */
function plainColumn(resource: Resource, field: string): string | undefined {
  const column = resource.fields[field]?.column ?? (field in resource.fields || field === resource.key ? field : undefined);
  return column && /^[a-z_][a-z0-9_]*$/.test(column) ? column : undefined;
}

/** Whether a row (its ownership columns) is the user's: their company, their account, their own. */
function isTheirs(own: Ownership, row: Row, user: MatrixUser): boolean {
  if (own.company && row[own.company] !== user.company) return false;
  if (own.customer && row[own.customer] !== user.account) return false;
  if (own.owner && Number(row[own.owner]) !== user.id) return false;
  // The company's staff rows: a customer user owns none of them.
  if (own.staffRows) return false;
  return true;
}

for (const dialect of await dialectsUnderTest()) {
  describe(`authorization matrix: no row of another account or company [${dialect.name}]`, () => {
    let t: TestApp;
    const users: MatrixUser[] = [];
    let matrix: ReturnType<typeof matrixCalls> = [];
    const tokens = new Map<string, string>();
    const counts = { requests: 0, listed: 0, exported: 0, refused: 0, ownRead: 0, byStatus: new Map<number, number>() };

    async function request(username: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
      counts.requests += 1;
      const res = await t.app.inject({ method, url, headers: { ...auth(tokens.get(username)!), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
      counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
      return res;
    }

    /** The ownership columns of the rows of a resource's table with these keys, from the database. */
    async function ownersOf(resource: Resource, keys: unknown[]): Promise<Map<string, Row>> {
      const key = plainColumn(resource, resource.key)!;
      if (!keys.length) return new Map();
      const { rows } = await sql<Row>`select *, cast(${sql.ref(key)} as text) as "__key" from ${sql.table(resource.table)} where cast(${sql.ref(key)} as text) in (${sql.join(keys.map(String))})`.execute(t.database.db);
      return new Map(rows.map((r) => [String(r.__key), r]));
    }

    /** Every row an answer lists belongs to the user: looked up by key, or by its own ownership columns when the key is not answered. */
    async function expectTheirs(label: string, resource: Resource, own: Ownership, user: MatrixUser, answered: Row[]) {
      if (!answered.length) return;
      const byKey = answered.every((r) => r[resource.key] !== undefined);
      if (byKey) {
        const owners = await ownersOf(resource, answered.map((r) => r[resource.key]));
        const leaks = answered.filter((r) => !owners.has(String(r[resource.key])) || !isTheirs(own, owners.get(String(r[resource.key]))!, user));
        expect(leaks.map((r) => r[resource.key]), `${label}: rows of another account or company`).toEqual([]);
      } else {
        // Without the key in the answer (open items), the ownership columns must be answered themselves.
        const columns = [own.company, own.customer, own.owner].filter((c): c is string => !!c);
        const answeredColumns = columns.filter((c) => answered[0]![c] !== undefined);
        expect(answeredColumns.length, `${label}: answers neither its key nor its ownership columns, so the matrix cannot check it`).toBeGreaterThan(0);
        const leaks = answered.filter((r) => answeredColumns.some((c) => c === own.owner ? Number(r[c]) !== user.id : r[c] !== (c === own.company ? user.company : user.account)));
        expect(leaks.length, `${label}: rows of another account or company`).toBe(0);
      }
    }

    /** Rows of a resource that are not the user's: up to `n` of another account of their company, and `n` of another company. */
    async function foreignRows(resource: Resource, own: Ownership, user: MatrixUser, n = 2): Promise<Row[]> {
      const { rows } = await sql<Row>`select * from ${sql.table(resource.table)} order by 1 limit 5000`.execute(t.database.db);
      const foreign = rows.filter((r) => !isTheirs(own, r, user));
      const sameCompany = foreign.filter((r) => !own.company || r[own.company] === user.company).slice(0, n);
      const otherCompany = foreign.filter((r) => own.company && r[own.company] !== user.company).slice(0, n);
      return [...sameCompany, ...otherCompany];
    }

    /** A value for a path or body field from a row of the table: the field's column in it. */
    const valueOf = (resource: Resource, row: Row, field: string) => row[plainColumn(resource, field) ?? field];

    function urlOf(call: CallEntry, params: Row): string {
      return `/api/${call.path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(String(params[p])))}`;
    }

    /** A real multipart body (a small PDF as `file`), so an upload reaches its handler. */
    async function multipart(): Promise<{ payload: Buffer; type: string }> {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'matrix.pdf');
      const req = new Request('http://x/', { method: 'POST', body: form });
      return { payload: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
    }

    function queryOf(call: CallEntry): string {
      const sample = (sampleOf(call.query) as Row | null) ?? {};
      const q = new URLSearchParams(Object.entries(sample).map(([k, v]) => [k, String(v)]));
      return q.size ? `?${q}` : '';
    }

    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 300 });
      const db = t.database.db;
      matrix = matrixCalls(t.app.calls);
      // Every matrix user holds every menu id of the matrix: the data layer is what keeps them to their rows.
      const cmids = [...new Set(matrix.flatMap(({ call }) => (typeof call.access === 'object' && 'cmids' in call.access ? call.access.cmids : [])))];
      for (const username of USERNAMES) {
        const u = await db.selectFrom('users').select(['id', 'company', 'customer_account']).where('username', '=', username).executeTakeFirstOrThrow();
        users.push({ username, id: u.id, company: u.company, account: u.customer_account! });
        const group = await db.selectFrom('user_groups').select('group_id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
        await giveMenu(db, group.group_id, `Matrix ${username}`, cmids.map((c) => [c, c]));
      }
      // Rows of every owned resource for every account: claims, pickups and presets the demo data lacks.
      const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      for (const account of ['100001', '200002', '300003']) {
        const ship = await db.selectFrom('shipments').select(['probill', 'company']).where('customer_account', '=', account).orderBy('probill').executeTakeFirstOrThrow();
        await db.insertInto('claims').values({ company: ship.company, customer_account: account, probill: ship.probill, amount: 10, claimant_email: 'm@example.com', description: 'Matrix', created_by: admin.id }).execute();
        await db
          .insertInto('pickups')
          .values({
            company: ship.company, customer_account: account, pickup_date: '2030-01-02', ready_time: '09:00', closing_time: '17:00',
            requester_name: 'M', requester_phone: '7055551234', requester_email: 'm@example.com', shipper_company: 'S', shipper_address: '1 Main',
            shipper_city: 'Sudbury', shipper_province: 'ON', shipper_postal_code: 'P3A 1A1', shipper_country: 'CA', shipper_contact: 'C',
            shipper_phone: '7055551234', destination_city: 'Toronto', destination_province: 'ON', destination_postal_code: 'M5V 1A1',
            destination_country: 'CA', pieces: 1, weight: 100, dangerous_goods: false, off_hours: false, accessorials: '[]', reference_numbers: '[]', probills: '[]', created_by: admin.id,
          })
          .execute();
      }
      // Contacts, image subscriptions and shipment notifications (issue 13) of every account: the demo has none.
      for (const account of ['100001', '200002', '300003']) {
        const { company } = await db.selectFrom('customers').select('company').where('account', '=', account).executeTakeFirstOrThrow();
        await db.insertInto('contacts').values({ company, customer_account: account, first_name: 'Matrix', last_name: account }).execute();
        await db
          .insertInto('image_subscriptions')
          .values({ company, customer_account: account, emails: '["m@example.com"]', image_types: '["POD"]', role: 'Shipper', frequency: 'Daily', format: 'PDF', created_by: 'admin' })
          .execute();
        await db.insertInto('shipment_notifications').values({ company, customer_account: account, email: 'm@example.com', role: 'Shipper', events: '["Delivered"]', created_by: 'admin' }).execute();
      }
      for (const company of ['MANITOULIN', 'DRC']) {
        const group = await db.selectFrom('menu_groups').select('id').where('company', '=', company).orderBy('id').executeTakeFirstOrThrow();
        await db.insertInto('user_presets').values({ company, name: `Matrix ${company}`, user_type: 'CUSTOMER', menu_group: group.id, menu_groups: JSON.stringify([group.id]) }).execute();
      }
      for (const username of USERNAMES) tokens.set(username, await t.tokenOf(username));
    });
    afterAll(() => t.close());

    it('declares the ownership of every table and view with a company or customer account column', async () => {
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and column_name in ('company', 'customer_account')`.execute(t.database.db);
      const declared: Record<string, Ownership> = { ...tableOwnership, ...viewOwnership };
      const faults = rows
        .filter((r) => r.table_name !== 'kysely_migration')
        .filter((r) => {
          const own = declared[r.table_name];
          if (!own) return true;
          if (r.column_name === 'company') return own.company !== 'company' && !own.system;
          return own.customer !== 'customer_account' && !own.owner && !own.sharedByLevel;
        })
        .map((r) => `${r.table_name}.${r.column_name}`);
      expect(faults).toEqual([]);
    });

    it('answers every list and export with the caller\'s rows only', async () => {
      const lists = matrix.filter((m) => m.kind === 'list');
      for (const { call, resource, own } of lists) {
        for (const user of users) {
          // A fixed filter from the path (menugroups/{id}/users) takes a foreign row's value: its rows must still be the caller's.
          const fixed = Object.entries(call.grid?.where ?? {});
          const sample = fixed.length ? (await foreignRows(resource, own, user, 1))[0] : undefined;
          const params = Object.fromEntries(fixed.map(([field, param]) => [param, sample ? valueOf(resource, sample, field) : 1]));
          const url = urlOf(call, params);
          const res = await request(user.username, 'GET', `${url}${call.grid ? '?limit=1000' : queryOf(call)}`);
          const label = `${call.id} as ${user.username}`;
          expect([200, 403, 404], `${label}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
          if (res.statusCode !== 200) {
            counts.refused += 1;
            continue;
          }
          const answered = (res.json().results ?? []) as Row[];
          counts.listed += answered.length;
          await expectTheirs(label, resource, own, user, answered);
          if (!call.grid) continue;
          const exported = await request(user.username, 'POST', '/api/export', { api_url: url.replace(/^\//, ''), output_type: 'JSON', title: 'Matrix', query_params: {} });
          expect([200, 403], `${label} export: ${exported.body.slice(0, 200)}`).toContain(exported.statusCode);
          if (exported.statusCode !== 200) continue;
          const rows = JSON.parse(exported.body) as Row[];
          counts.exported += rows.length;
          await expectTheirs(`${label} export`, resource, own, user, rows);
        }
      }
      // Not vacuous: the customers do read rows of their own through these calls.
      expect(counts.listed).toBeGreaterThan(0);
      expect(counts.exported).toBeGreaterThan(0);
    });

    // Several hundred requests on one embedded connection: on a loaded machine this takes more than the default minute.
    it('refuses every read, update and delete of another account\'s or company\'s row, and changes nothing', { timeout: 240_000 }, async () => {
      const keyed = matrix.filter((m) => m.kind !== 'list');
      const uncovered: string[] = [];
      const exercised = new Set<string>();
      for (const { call, resource, own, kind } of keyed) {
        for (const user of users) {
          const rows = await foreignRows(resource, own, user);
          if (!rows.length) uncovered.push(`${call.id} as ${user.username}`);
          for (const row of rows) {
            const params = Object.fromEntries(pathParams(call).map((p) => [p, valueOf(resource, row, p) ?? (sampleOf((call.params as { properties: Row }).properties[p]) as unknown)]));
            const key = valueOf(resource, row, resource.key);
            const before = await ownersOf(resource, [key]);
            // A body naming the row's fields (users.lock_unlock names its user by uid and company) takes the foreign row's values.
            const properties = (call.body as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
            const named = Object.keys(properties).flatMap((f) => {
              const v = valueOf(resource, row, f);
              // A list's column shown as text (a BOL's references) is no value of the body's list.
              const fits = !(properties[f]?.type === 'array' && !Array.isArray(v)) && !(properties[f]?.type === 'object' && (typeof v !== 'object' || Array.isArray(v)));
              return v === undefined || v === null || !fits ? [] : [[f, v] as const];
            });
            const body = call.body ? { ...((sampleOf(call.body) as Row) ?? {}), ...Object.fromEntries(named) } : undefined;
            const form = call.contentType === 'multipart' ? await multipart() : undefined;
            const res = form
              ? await request(user.username, call.method, `${urlOf(call, params)}${queryOf(call)}`, form.payload, { 'content-type': form.type })
              : await request(user.username, call.method, `${urlOf(call, params)}${queryOf(call)}`, body);
            const label = `${call.id} (${kind}) as ${user.username} on ${resource.table} ${String(key)}`;
            // A write whose sample body the schema refuses (400) changed nothing either, but did not reach the data layer.
            // A create naming no owner (a product description) may succeed: with a row of the caller's own, never the foreign one.
            const creates = call.resource?.operation === 'create';
            const allowed = kind === 'read' ? [403, 404] : creates ? [200, 400, 403, 404] : [400, 403, 404];
            expect(allowed, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
            if (creates && res.statusCode === 200) {
              const made = res.json()[resource.key] as unknown;
              expect(String(made), `${label} answered the foreign row`).not.toBe(String(key));
              expect(isTheirs(own, (await ownersOf(resource, [made])).get(String(made))!, user), `${label} made a row of another owner`).toBe(true);
            }
            if (res.statusCode !== 400) exercised.add(call.id);
            const after = await ownersOf(resource, [key]);
            expect(JSON.stringify([...after.values()]), `${label} changed the row`).toBe(JSON.stringify([...before.values()]));
          }
          // The same read of one of the caller's own rows is answered: the refusals above are about whose row it is.
          if (kind === 'read') {
            const { rows: all } = await sql<Row>`select * from ${sql.table(resource.table)} order by 1 limit 5000`.execute(t.database.db);
            const mine = all.find((r) => isTheirs(own, r, user));
            if (mine) {
              const params = Object.fromEntries(pathParams(call).map((p) => [p, valueOf(resource, mine, p) ?? sampleOf((call.params as { properties: Row }).properties[p])]));
              const res = await request(user.username, 'GET', `${urlOf(call, params)}${queryOf(call)}`);
              if (res.statusCode === 200) counts.ownRead += 1;
            }
          }
        }
      }
      expect(uncovered, 'calls without a foreign row to try: seed one').toEqual([]);
      expect(keyed.map((m) => m.call.id).filter((id) => !exercised.has(id)), 'calls only ever refused by their schema: give the matrix a valid body').toEqual([]);
      expect(counts.ownRead).toBeGreaterThan(0);
    });

    it('covered every owned call of the catalogue', () => {
      const byKind = (k: Kind) => matrix.filter((m) => m.kind === k).length;
      const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
      console.log(
        `authorization matrix [${dialect.name}]: ${matrix.length} calls (${byKind('list')} lists with their exports, ${byKind('read')} reads, ${byKind('update')} updates, ${byKind('delete')} deletes) ` +
          `x ${users.length} users = ${counts.requests} requests; ${counts.listed} listed and ${counts.exported} exported rows, all the caller's; ` +
          `${counts.refused} lists refused; ${counts.ownRead} reads of the caller's own rows answered; statuses ${statuses}`,
      );
      expect(matrix.length).toBeGreaterThan(30);
      expect(counts.requests).toBeGreaterThan(200);
    });
  });
}
