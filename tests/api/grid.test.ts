import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

for (const dialect of await dialectsUnderTest()) {
  describe(`grid data sources [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 600 });
    });
    afterAll(() => t.close());

    const get = async (username: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/probill/pickup_date?${query}`, headers: auth(await t.tokenOf(username)) });

    it("scopes a customer's rows to the customer's account", async () => {
      const mine = (await get('customer', 'limit=1000')).json();
      expect(mine.count).toBeGreaterThan(0);
      expect(new Set(mine.results.map((r: any) => r.customer_account))).toEqual(new Set(['100001']));
      const other = (await get('customer2', 'limit=1000')).json();
      expect(new Set(other.results.map((r: any) => r.customer_account))).toEqual(new Set(['200002']));
      const total = await t.database.db.selectFrom('shipments').select((eb) => eb.fn.countAll().as('n')).where('customer_account', '=', '100001').executeTakeFirstOrThrow();
      expect(mine.count).toBe(Number(total.n));
    });

    it('lets an employee see every customer of the company, and no other company', async () => {
      const all = (await get('employee', 'limit=1000')).json();
      const accounts = new Set(all.results.map((r: any) => r.customer_account));
      expect(accounts.has('100001') && accounts.has('200002')).toBe(true);
      expect(accounts.has('300003')).toBe(false); // DRC's customer
    });

    it('answers a filter and its negation that add up to the total', async () => {
      const total = (await get('customer', 'limit=1')).json().count;
      for (const op of ['icontains', 'iexact', 'istartswith', 'iendswith']) {
        const yes = (await get('customer', `limit=1&shipper_city__${op}=to`)).json().count;
        const no = (await get('customer', `limit=1&shipper_city__not_${op}=to`)).json().count;
        expect(yes + no).toBe(total);
      }
    });

    it('sorts, pages without overlap, and filters dates with an exclusive upper bound', async () => {
      const p1 = (await get('employee', 'limit=50&sort=weight')).json().results;
      const p2 = (await get('employee', 'limit=50&offset=50&sort=weight')).json().results;
      const weights = [...p1, ...p2].map((r: any) => r.weight);
      expect(weights).toEqual([...weights].sort((a, b) => a - b));
      expect(new Set([...p1, ...p2].map((r: any) => r.probill)).size).toBe(100);
      const day = p1[0].pickup_date;
      const next = new Date(Date.parse(day) + 86400000).toISOString().slice(0, 10);
      const range = (await get('employee', `limit=1000&pickup_date__gte=${day}&pickup_date__lt=${next}`)).json();
      expect(range.count).toBeGreaterThan(0);
      expect(range.results.every((r: any) => r.pickup_date === day)).toBe(true);
    });

    it('answers the generic search over several fields', async () => {
      const res = (await get('customer', 'limit=1000&search=shipper_city=sudbury|consignee_city=sudbury')).json();
      expect(res.count).toBeGreaterThan(0);
      expect(res.results.every((r: any) => /sudbury/i.test(r.shipper_city + r.consignee_city))).toBe(true);
    });

    it('refuses unknown fields and operators by name, and bad values', async () => {
      const res = await get('customer', 'nosuch__icontains=1&weight__between=1&pieces__gt=many&sort=password');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { pointer: '/nosuch__icontains', message: 'Unknown field nosuch' },
          { pointer: '/weight__between', message: 'Unknown operator between' },
          { pointer: '/pieces__gt', message: 'Value must be number' },
          { pointer: '/sort', message: 'Unknown field password' },
        ]),
      );
    });

    it('treats SQL in values as plain text', async () => {
      const res = await get('customer', `shipper_city__icontains=${encodeURIComponent("x' or '1'='1")}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(0);
    });

    it('refuses the grid to a user whose menus lack its screen, and to anonymous callers', async () => {
      expect((await get('quoteonly', 'limit=1')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/probill/pickup_date' })).statusCode).toBe(401);
    });
  });
}
