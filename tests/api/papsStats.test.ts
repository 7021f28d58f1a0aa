import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

interface StatsRow { id: string; day: string; terminal: string | null; port_code: string; shipments: number; on_time: number; late: number; missing: number; rejected: number; pending: number; compliant_percent: number | null }
interface Record { probill: string; day: string; terminal: string | null; port_code: string; status: string; sent: Date | null; crossed: Date | null }

const HOUR = 3_600_000;

/** The README's on-time rule, written again here from the records' own columns (not read from the views). */
function outcomeOf(r: Record): 'on_time' | 'late' | 'missing' | 'rejected' | 'pending' {
  if (r.status === 'rejected') return 'rejected';
  if (r.status === 'missing' || (r.crossed && !r.sent)) return 'missing';
  if (!r.crossed) return 'pending';
  return r.sent!.getTime() <= r.crossed.getTime() - HOUR ? 'on_time' : 'late';
}

/** INT_PAPS_Stats (issue 16, 02-business.md §2): statistics that add up against the records, refusals, filters. */
for (const dialect of await dialectsUnderTest()) {
  describe(`PAPS statistics [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect);
    });
    afterAll(() => t.close());

    const get = async (url: string, username = 'employee') =>
      t.app.inject({ method: 'GET', url: `/api/custom_reports/${url}`, headers: { ...auth(await t.tokenOf(username)), cmid: 'INT_PAPS_Stats' } });

    /** MANITOULIN's records with their shipment's pickup day and origin terminal, from the tables. */
    async function records(): Promise<Record[]> {
      const rows = await t.database.db
        .selectFrom('paps_records as p')
        .innerJoin('shipments as s', 's.probill', 'p.probill')
        .select(['p.probill', sql<string>`s.pickup_date::text`.as('day'), 's.origin_terminal as terminal', 'p.port_code', 'p.status', 'p.sent_to_broker_at as sent', 'p.crossed_at as crossed'])
        .where('p.company', '=', 'MANITOULIN')
        .execute();
      return rows.map((r) => ({ ...r, sent: r.sent ? new Date(r.sent) : null, crossed: r.crossed ? new Date(r.crossed) : null }));
    }

    function expectedRows(recs: Record[]): Map<string, Omit<StatsRow, 'id' | 'compliant_percent'>> {
      const out = new Map<string, Omit<StatsRow, 'id' | 'compliant_percent'>>();
      for (const r of recs) {
        const key = `${r.day}-${r.terminal ?? ''}-${r.port_code}`;
        const row = out.get(key) ?? { day: r.day, terminal: r.terminal, port_code: r.port_code, shipments: 0, on_time: 0, late: 0, missing: 0, rejected: 0, pending: 0 };
        row.shipments++;
        row[outcomeOf(r)]++;
        out.set(key, row);
      }
      return out;
    }

    async function allRows(query = ''): Promise<StatsRow[]> {
      const rows: StatsRow[] = [];
      for (let offset = 0; ; offset += 1000) {
        const res = await get(`paps_stats?limit=1000&offset=${offset}${query}`);
        expect(res.statusCode, res.body).toBe(200);
        rows.push(...res.json().results);
        if (rows.length >= res.json().count) return rows;
      }
    }

    it('seeds a PAPS record for every Canada to US shipment and none for the others, with every outcome', async () => {
      const db = t.database.db;
      const crossBorder = await db.selectFrom('shipments').select(sql<number>`count(*)::int`.as('n')).where('shipper_country', '=', 'CA').where('consignee_country', '=', 'US').executeTakeFirstOrThrow();
      const all = await db.selectFrom('paps_records as p').innerJoin('shipments as s', 's.probill', 'p.probill').select(['s.shipper_country', 's.consignee_country', 'p.paps_number', 'p.probill']).execute();
      expect(all.length).toBe(crossBorder.n);
      expect(all.every((r) => r.shipper_country === 'CA' && r.consignee_country === 'US' && r.paps_number.endsWith(r.probill))).toBe(true);
      const outcomes = new Set((await records()).map(outcomeOf));
      expect([...outcomes].sort()).toEqual(['late', 'missing', 'on_time', 'pending', 'rejected']);
    });

    it('counts per pickup day, terminal and port add up against the records', async () => {
      const recs = await records();
      const expected = expectedRows(recs);
      const rows = await allRows();
      expect(rows.length).toBe(expected.size);
      for (const row of rows) {
        const want = expected.get(row.id);
        expect(want, row.id).toBeDefined();
        expect(row).toMatchObject(want!);
        expect(row.on_time + row.late + row.missing + row.rejected + row.pending).toBe(row.shipments);
        const crossed = row.shipments - row.pending;
        expect(row.compliant_percent).toBe(crossed === 0 ? null : Math.round((1000 * row.on_time) / crossed) / 10);
      }
      expect(rows.reduce((n, r) => n + r.shipments, 0)).toBe(recs.length);
      // DRC's shipments are DRC's: none of their records is in MANITOULIN's statistics.
      const drc = await t.database.db.selectFrom('paps_records').select(sql<number>`count(*)::int`.as('n')).where('company', '=', 'DRC').executeTakeFirstOrThrow();
      expect(drc.n).toBeGreaterThan(0);
    });

    it('filters by a date range, and a row opens on exactly its shipments', async () => {
      const recs = await records();
      const days = [...new Set(recs.map((r) => r.day))].sort();
      const [from, to] = [days[Math.floor(days.length / 4)]!, days[Math.floor(days.length / 2)]!];
      const inRange = recs.filter((r) => r.day >= from && r.day <= to);
      const rows = await allRows(`&day__gte=${from}&day__lte=${to}`);
      expect(rows.length).toBe(expectedRows(inRange).size);
      expect(rows.every((r) => r.day >= from && r.day <= to)).toBe(true);
      expect(rows.reduce((n, r) => n + r.shipments, 0)).toBe(inRange.length);

      const busiest = rows.reduce((a, b) => (b.shipments > a.shipments ? b : a));
      const res = await get(`paps_stats/${busiest.id}/shipments?limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      const shipments = res.json().results as { probill: string; outcome: string; paps_number: string }[];
      expect(shipments.length).toBe(busiest.shipments);
      const mine = recs.filter((r) => `${r.day}-${r.terminal ?? ''}-${r.port_code}` === busiest.id);
      expect(shipments.map((s) => s.probill).sort()).toEqual(mine.map((r) => r.probill).sort());
      for (const s of shipments) expect(s.outcome).toBe(outcomeOf(mine.find((r) => r.probill === s.probill)!));
    });

    it('answers a bad filter with a 400 naming it, never a 500', async () => {
      for (const query of ['day__gte=yesterday', 'shipments__gt=many', 'port__iexact=3801', 'day__between=2026-01-01']) {
        const res = await get(`paps_stats?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code, query).toBe('VALIDATION');
        expect(res.json().errors[0].pointer, query).toBe(`/${query.split('=')[0]}`);
      }
      expect((await get('paps_stats/not-a-row/shipments')).statusCode).toBe(400);
    });

    it('is internal: administrators and employees read it, customers are refused on the server whatever menu they hold', async () => {
      expect((await get('paps_stats', 'admin')).statusCode).toBe(200);
      expect((await get('paps_stats', 'employee')).statusCode).toBe(200);
      for (const user of ['customer', 'customer2', 'drc']) expect((await get('paps_stats', user)).statusCode, user).toBe(403);
      // Given the Customs menu, a customer holds the cmid: the grid sources' guard still refuses them.
      const db = t.database.db;
      const top = await db.selectFrom('top_menus').select('id').where('name', '=', 'Customs').executeTakeFirstOrThrow();
      const group = await db.selectFrom('menu_groups').select('id').where('company', '=', 'MANITOULIN').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      await db.insertInto('group_menus').values({ group_id: group.id, top_menu_id: top.id, seq: 99 }).execute();
      try {
        const row = (await get('paps_stats', 'employee')).json().results[0] as StatsRow;
        expect((await get('paps_stats', 'customer')).statusCode).toBe(403);
        expect((await get(`paps_stats/${row.id}/shipments`, 'customer')).statusCode).toBe(403);
      } finally {
        await db.deleteFrom('group_menus').where('group_id', '=', group.id).where('top_menu_id', '=', top.id).execute();
      }
    });

    it('exports through the grid’s own export (CSV of the filtered result)', async () => {
      const rows = await allRows('&port_code=3801&sort=day');
      expect(rows.length).toBeGreaterThan(0);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/export',
        headers: { ...auth(await t.tokenOf('employee')), cmid: 'INT_PAPS_Stats' },
        payload: {
          api_url: 'api/custom_reports/paps_stats',
          title: 'PAPS statistics',
          output_type: 'CSV',
          query_params: { port_code: '3801', sort: 'day' },
          columns: [{ field: 'day', label: 'Pickup date' }, { field: 'shipments', label: 'Cross-border shipments' }, { field: 'on_time', label: 'Sent on time' }],
          timezone: 'America/Toronto',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
      expect(lines[0]).toBe('Pickup date,Cross-border shipments,Sent on time');
      expect(lines.slice(1)).toEqual(rows.map((r) => `${r.day},${r.shipments},${r.on_time}`));
      const refused = await t.app.inject({ method: 'POST', url: '/api/export', headers: { ...auth(await t.tokenOf('customer')), cmid: 'INT_PAPS_Stats' }, payload: { api_url: 'api/custom_reports/paps_stats', title: 'PAPS', output_type: 'CSV', query_params: {}, columns: [{ field: 'day', label: 'Day' }] } });
      expect(refused.statusCode).toBe(403);
    });
  });
}
