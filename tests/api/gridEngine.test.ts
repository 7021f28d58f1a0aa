import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { giveMenu } from '../support/giveMenu';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { presetRange } from '../../src/shared/datePresets';

const TEXT_OPS = ['icontains', 'iexact', 'istartswith', 'iendswith'];
const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

for (const dialect of await dialectsUnderTest()) {
  describe(`grid query engine [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 1500 });
    });
    afterAll(() => t.close());

    const get = async (username: string, path: string, query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/${path}?${query}`, headers: auth(await t.tokenOf(username)) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const count = async (username: string, path: string, query: string) => (await get(username, path, `limit=1&${query}`)).count as number;

    it('answers every text operator and its negation adding up to the total, on every shipment field (NULL delivery dates too)', async () => {
      const total = await count('employee', 'probill/pickup_date', '');
      const sample = (await get('employee', 'probill/pickup_date', 'limit=1&delivery_date__gte=2000-01-01')).results[0];
      expect(sample.delivery_date).not.toBeNull();
      for (const [field, value] of Object.entries(sample)) {
        const probe = String(value).slice(0, 2).toUpperCase();
        for (const op of TEXT_OPS) {
          const yes = await count('employee', 'probill/pickup_date', `${field}__${op}=${encodeURIComponent(probe)}`);
          const no = await count('employee', 'probill/pickup_date', `${field}__not_${op}=${encodeURIComponent(probe)}`);
          expect(yes + no, `${field}__${op}=${probe}`).toBe(total);
        }
      }
      const undelivered = await count('employee', 'probill/pickup_date', 'delivery_date__iexact=');
      expect(undelivered).toBe(0);
      const delivered = await count('employee', 'probill/pickup_date', 'delivery_date__icontains=-');
      expect(delivered).toBeGreaterThan(0);
      expect(delivered).toBeLessThan(total);
      expect(await count('employee', 'probill/pickup_date', 'delivery_date__not_icontains=-')).toBe(total - delivered);
    });

    it('matches case-insensitively and treats LIKE wildcards as text', async () => {
      expect(await count('employee', 'probill/pickup_date', 'shipper_city__iexact=SUDBURY')).toBe(await count('employee', 'probill/pickup_date', 'shipper_city__iexact=sudbury'));
      expect(await count('employee', 'probill/pickup_date', 'shipper_city__istartswith=TOR')).toBeGreaterThan(0);
      expect(await count('employee', 'probill/pickup_date', 'shipper_city__icontains=%25')).toBe(0);
      expect(await count('employee', 'probill/pickup_date', 'shipper_city__icontains=_')).toBe(0);
    });

    it('answers BOOLEAN_IS, ONE_OF on numbers and text, and decimal equality on open items', async () => {
      const total = await count('employee', 'statements_portal/open_items', '');
      expect(total).toBeGreaterThan(0);
      const disputed = await count('employee', 'statements_portal/open_items', 'disputed=true');
      expect(disputed).toBeGreaterThan(0);
      expect(disputed + (await count('employee', 'statements_portal/open_items', 'disputed=false'))).toBe(total);
      // dispute_status is NULL on undisputed items: the negation counts them.
      const inProgress = await count('employee', 'statements_portal/open_items', 'dispute_status__iexact=in progress');
      expect(inProgress + (await count('employee', 'statements_portal/open_items', 'dispute_status__not_iexact=in progress'))).toBe(total);
      // A disputed item expands to its dispute (row_details); the others have nothing to expand.
      const withDispute = (await get('employee', 'statements_portal/open_items', 'limit=1000&disputed=true')).results;
      expect(withDispute.every((r: any) => r.row_details?.['Dispute status'] === r.dispute_status && r.row_details?.Statement === r.statement_number)).toBe(true);
      expect((await get('employee', 'statements_portal/open_items', 'limit=1000&disputed=false')).results.every((r: any) => r.row_details === null)).toBe(true);
      const item = (await get('employee', 'statements_portal/open_items', 'limit=1')).results[0];
      const same = await get('employee', 'statements_portal/open_items', `limit=1000&balance__iexact=${item.balance.toFixed(3)}`);
      expect(same.results.every((r: any) => r.balance === item.balance)).toBe(true);
      expect(same.count).toBeGreaterThan(0);
      const byDays = await get('employee', 'statements_portal/open_items', `limit=1000&days_past_due__in=0,${item.days_past_due}`);
      expect(byDays.results.every((r: any) => r.days_past_due === 0 || r.days_past_due === item.days_past_due)).toBe(true);
      const pieces = await get('employee', 'probill/pickup_date', 'limit=1000&pieces__in=1,2');
      expect(pieces.count).toBeGreaterThan(0);
      expect(new Set(pieces.results.map((r: any) => r.pieces))).toEqual(new Set([1, 2]));
      const statuses = await get('employee', 'probill/pickup_date', 'limit=1000&status__in=refused,OUT FOR DELIVERY');
      expect(new Set(statuses.results.map((r: any) => r.status))).toEqual(new Set(['Refused', 'Out for delivery']));
      expect(await count('employee', 'probill/pickup_date', 'weight__gt=10000') + (await count('employee', 'probill/pickup_date', 'weight__lte=10000'))).toBe(await count('employee', 'probill/pickup_date', ''));
    });

    it('sorts on any field with NULLs last ascending, ties broken by the probill in the same direction', async () => {
      for (const sort of ['status', '-status', 'delivery_date', '-delivery_date', 'shipper_city', '-weight']) {
        const rows = (await get('customer2', 'probill/pickup_date', `limit=1000&sort=${sort}`)).results;
        const field = sort.replace('-', '');
        const desc = sort.startsWith('-');
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1], rows[i]];
          const key = (r: any) => r[field];
          let cmp: number;
          if (key(a) === key(b)) cmp = a.probill < b.probill ? -1 : 1;
          else if (key(a) === null) cmp = 1;
          else if (key(b) === null) cmp = -1;
          else cmp = key(a) < key(b) ? -1 : 1;
          expect(desc ? -cmp : cmp, `${sort} at ${i}`).toBe(-1);
        }
      }
      const byDelivery = (await get('customer2', 'probill/delivery_date', 'limit=5')).results;
      expect(byDelivery[0].delivery_date).toBeNull(); // MTDDELDATE: not yet delivered first, then newest deliveries
    });

    it('pages without gaps or overlap, deep pages included', async () => {
      const total = await count('employee', 'probill/pickup_date', 'sort=status');
      expect(total).toBeGreaterThan(1100);
      const first = (await get('employee', 'probill/pickup_date', 'sort=status&limit=1000')).results;
      const deep = (await get('employee', 'probill/pickup_date', 'sort=status&limit=1000&offset=1000')).results;
      const middle = (await get('employee', 'probill/pickup_date', 'sort=status&limit=200&offset=900')).results;
      expect(first.length + deep.length).toBe(total);
      const all = [...first, ...deep].map((r: any) => r.probill);
      expect(new Set(all).size).toBe(total);
      expect(middle.map((r: any) => r.probill)).toEqual(all.slice(900, 1100));
      expect(deep[0]).toEqual((await get('employee', 'probill/pickup_date', 'sort=status&limit=1&offset=1000')).results[0]);
    });

    it('filters dates with inclusive lower and exclusive upper bounds, and presets as their ranges', async () => {
      const total = await count('employee', 'probill/pickup_date', '');
      const day = (await get('employee', 'probill/pickup_date', 'limit=1&offset=100')).results[0].pickup_date;
      const onDay = await get('employee', 'probill/pickup_date', `limit=1000&pickup_date__gte=${day}&pickup_date__lt=${nextDay(day)}`);
      expect(onDay.count).toBeGreaterThan(0);
      expect(onDay.results.every((r: any) => r.pickup_date === day)).toBe(true);
      expect(await count('employee', 'probill/pickup_date', `pickup_date__lte=${day}`)).toBe(await count('employee', 'probill/pickup_date', `pickup_date__lt=${nextDay(day)}`));
      expect((await count('employee', 'probill/pickup_date', `pickup_date__lt=${day}`)) + (await count('employee', 'probill/pickup_date', `pickup_date__gte=${day}`))).toBe(total);
      for (const preset of ['today', 'last_7_days', 'last_month', 'this_year', 'last_6_months'] as const) {
        const [start, end] = presetRange(preset);
        expect(await count('employee', 'probill/pickup_date', `pickup_date__daterange=${preset}`), preset).toBe(await count('employee', 'probill/pickup_date', `pickup_date__gte=${start}&pickup_date__lt=${end}`));
      }
      const today = new Date().toISOString().slice(0, 10);
      expect(await count('admin', 'users/user', `created_at__gte=${today}`)).toBe(await count('admin', 'users/user', ''));
      expect(await count('admin', 'users/user', `created_at__lt=${today}`)).toBe(0);
      expect(await count('admin', 'users/user', 'created_at__daterange=today')).toBe(await count('admin', 'users/user', ''));
    });

    it("scopes open items to a customer's account and users to the company, never showing password hashes", async () => {
      const mine = await get('customer', 'statements_portal/open_items', 'limit=1000');
      expect(mine.count).toBeGreaterThan(0);
      expect(new Set(mine.results.map((r: any) => r.customer_account))).toEqual(new Set(['100001']));
      expect(mine.results.every((r: any) => r.balance > 0 && Math.abs(r.amount - r.paid - r.balance) < 0.005)).toBe(true);
      const users = await get('admin', 'users/user', 'limit=100');
      expect(users.results.map((r: any) => r.uid)).toContain('customer');
      expect(users.results.map((r: any) => r.uid)).not.toContain('drc');
      expect(JSON.stringify(users)).not.toMatch(/password|argon/i);
      expect(users.columns).not.toContain('password_hash');
      const forbidden = await t.app.inject({ method: 'GET', url: '/api/users/user', headers: auth(await t.tokenOf('employee')) });
      expect(forbidden.statusCode).toBe(403);
      const hash = await t.app.inject({ method: 'GET', url: '/api/users/user?password_hash__icontains=a', headers: auth(await t.tokenOf('admin')) });
      expect(hash.json().errors).toEqual([{ pointer: '/password_hash__icontains', message: 'Unknown field password_hash' }]);
    });

    it('shows a customer administrator with the users screen only the users of the own account', async () => {
      const group = await t.database.db.selectFrom('menu_groups').select('id').where('name', '=', 'Customer administrators').executeTakeFirstOrThrow();
      await giveMenu(t.database.db, group.id, 'Users', [['UA-LIST', 'Users']]);
      const users = await get('customer', 'users/user', 'limit=100');
      expect(users.results.map((r: any) => r.uid).sort()).toEqual(['customer', 'locked', 'newpass']);
    });
  });
}
