import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { readPdf } from '../support/readPdf';
import { validBol } from '../support/bolExamples';

const readPdfText = async (pdf: Buffer) => (await readPdf(pdf)).flatMap((p) => p.lines.map((l) => l.join(' '))).join('\n');

const shipDate = () => addDays(portalToday(), 3);
const request = (over: object = {}) => ({
  origin: { postal_code: 'M4C 1A1', city: 'Toronto', province: 'ON', country: 'CA' },
  destination: { postal_code: 'H2X 1Y4', city: 'Montréal', province: 'QC', country: 'CA' },
  ship_date: shipDate(),
  items: [{ pieces: 2, weight: 800, class: '85', description: 'Hardware on skids' }],
  accessorials: ['TAILGATE'],
  declared_value: 1000,
  ...over,
});

for (const dialect of await dialectsUnderTest()) {
  describe(`online quoting [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, username = 'customer') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const quoteCount = async () => (await t.database.db.selectFrom('quotes').select('id').execute()).length;

    it('rates a quote for the customer, keeps it and reads it back', async () => {
      const res = await call('POST', 'online_quoting/quotes', request());
      expect(res.statusCode, res.body).toBe(200);
      const q = res.json();
      expect(q.quote_number).toMatch(/^Q\d{7}$/);
      expect(q).toMatchObject({ customer_account: '100001', currency: 'CAD', origin: { terminal: 'TOR', city: 'Toronto' }, destination: { terminal: 'MTL', city: 'Montréal' }, guaranteed_available: true, quotes_remaining: null });
      expect(q.charges.map((c: { code: string }) => c.code)).toEqual(['FREIGHT', 'FUEL', 'TAILGATE']);
      expect(q.total).toBeCloseTo(q.charges.reduce((s: number, c: { amount: number }) => s + c.amount, 0), 2);
      expect(q.transit_days).toBeGreaterThanOrEqual(1);
      const again = await call('GET', `online_quoting/quotes/${q.quote_number}`);
      expect(again.json()).toEqual(q);
      expect((await call('GET', `online_quoting/quotes/${q.quote_number}`, undefined, 'customer2')).statusCode).toBe(404);
      const history = (await call('GET', 'online_quoting/quotes')).json();
      expect(history.results.map((r: { quote_number: string }) => r.quote_number)).toContain(q.quote_number);
      expect((await call('GET', 'online_quoting/quotes', undefined, 'customer2')).json().results).toEqual([]);
    });

    it('prints the quote as a PDF with its number and total', async () => {
      const q = (await call('POST', 'online_quoting/quotes', request())).json();
      const pdf = await call('GET', `online_quoting/quotes/${q.quote_number}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await readPdfText(pdf.rawPayload);
      expect(text).toContain(q.quote_number);
      expect(text).toContain('Montréal');
      const fr = await t.app.inject({ method: 'GET', url: `/api/online_quoting/quotes/${q.quote_number}/pdf`, headers: { ...auth(await t.tokenOf('customer')), 'accept-language': 'fr' } });
      expect(await readPdfText(fr.rawPayload)).toContain('Cotation');
    });

    it('refuses places that do not match the tariff, and writes nothing', async () => {
      const before = await quoteCount();
      const mismatch = [{ pointer: '/origin/postal_code', message: 'That combination of city, province and postal code does not match our records' }];
      for (const origin of [
        { postal_code: 'M4C 1A1', city: 'Ottawa', province: 'ON', country: 'CA' },
        { postal_code: 'M4C 1A1', city: 'Toronto', province: 'QC', country: 'CA' },
        { postal_code: 'X0A 0A0', country: 'CA' },
        { postal_code: 'M4C', country: 'US' },
      ]) {
        const res = await call('POST', 'online_quoting/quotes', request({ origin }));
        expect(res.statusCode, JSON.stringify(origin)).toBe(400);
        expect(res.json().errors).toEqual(mismatch);
      }
      expect(await quoteCount()).toBe(before);
    });

    it('answers the spec messages for guaranteed and intermodal service', async () => {
      const gsPoints = await call('POST', 'online_quoting/quotes', request({ destination: { postal_code: 'H7T 1A1', country: 'CA' }, guaranteed: 'noon' }));
      expect(gsPoints.json().errors).toEqual([{ pointer: '/guaranteed', message: 'Guaranteed service is not available for these points' }]);
      const intermodal = await call('POST', 'online_quoting/quotes', request({ intermodal: true }));
      expect(intermodal.json().errors).toEqual([{ pointer: '/intermodal', message: 'Intermodal service is not available for this lane' }]);
      const west = await call('POST', 'online_quoting/quotes', request({ destination: { postal_code: 'V5L 1A1', country: 'CA' }, intermodal: true }));
      expect(west.statusCode, west.body).toBe(200);
      expect(west.json()).toMatchObject({ intermodal: true, guaranteed_available: false });
    });

    it('quotes from the United States in US dollars', async () => {
      const res = await call('POST', 'online_quoting/quotes', request({ origin: { postal_code: '60601', city: 'Chicago', province: 'IL', country: 'US' } }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ currency: 'USD', international: true, guaranteed_available: false });
    });

    it("lets staff quote for a customer of their company, and a customer only for their own account", async () => {
      expect((await call('POST', 'online_quoting/quotes', request({ account_number: '200002' }), 'sales')).json().customer_account).toBe('200002');
      for (const [username, account] of [['customer', '200002'], ['sales', '300003']]) {
        const res = await call('POST', 'online_quoting/quotes', request({ account_number: account }), username);
        expect(res.json().errors, `${username} ${account}`).toEqual([{ pointer: '/account_number', message: 'Error validating account number' }]);
      }
    });

    it('requotes a past quote for a new date, and refuses one that is not the caller’s', async () => {
      const q = (await call('POST', 'online_quoting/quotes', request())).json();
      const re = await call('POST', `online_quoting/quotes/${q.quote_number}/requote`, { ship_date: addDays(portalToday(), 5) });
      expect(re.statusCode, re.body).toBe(200);
      expect(re.json()).toMatchObject({ requoted_from: q.quote_number, ship_date: addDays(portalToday(), 5) });
      const other = await call('POST', `online_quoting/quotes/${q.quote_number}/requote`, { ship_date: shipDate() }, 'customer2');
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 'REQUOTE_NOT_FOUND', detail: 'Could not get quote data for requote.' });
    });

    it('keeps a year of history: an older quote leaves the list and cannot be requoted', async () => {
      const q = (await call('POST', 'online_quoting/quotes', request(), 'customer2')).json();
      const listed = async () => (await call('GET', `online_quoting/quotes?quote_number__iexact=${q.quote_number}`, undefined, 'customer2')).json().count;
      expect(await listed()).toBe(1);
      await t.database.db.updateTable('quotes').set({ created_at: new Date(Date.now() - 366 * 86_400_000).toISOString() } as never).where('quote_number', '=', q.quote_number).execute();
      expect(await listed()).toBe(0);
      const re = await call('POST', `online_quoting/quotes/${q.quote_number}/requote`, { ship_date: shipDate() }, 'customer2');
      expect(re.json()).toEqual({ code: 'REQUOTE_NOT_FOUND', detail: 'Could not get quote data for requote.' });
    });

    it("limits the quote-only user to 5 quotes in 24 hours, counted atomically", async () => {
      const before = await quoteCount();
      const usage0 = (await call('GET', 'online_quoting/usage', undefined, 'quoteonly')).json();
      expect(usage0).toMatchObject({ limited: true, quotes_used: 0, quotes_allowed: 5, window_hours: 24 });
      // Eight at once: exactly five are kept, whatever order the server takes them in.
      const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', 'online_quoting/quotes', request(), 'quoteonly')));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({ code: 'QUOTE_DAILY_LIMIT', detail: 'You have reached your daily limit of rate quotes...' });
      expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json().quotes_remaining).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(await quoteCount()).toBe(before + 5);
      const sixth = await call('POST', 'online_quoting/quotes', request(), 'quoteonly');
      expect(sixth.statusCode).toBe(429);
      expect((await call('GET', 'online_quoting/usage', undefined, 'quoteonly')).json()).toMatchObject({ quotes_used: 5, quotes_allowed: 5 });
      // Quotes older than 24 hours leave the window.
      await t.database.db.updateTable('quotes').set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() } as never).where('limited', '=', true).execute();
      expect((await call('POST', 'online_quoting/quotes', request(), 'quoteonly')).statusCode).toBe(200);
    });

    it('takes the daily limit from the master configuration, for everyone', async () => {
      await t.database.db.updateTable('master_config').set({ mc_value: '1' }).where('mc_key', '=', 'ONLINE_QUOTE_DAILY_LIMIT').execute();
      try {
        const used = (await call('GET', 'online_quoting/usage', undefined, 'customer2')).json();
        expect(used).toMatchObject({ limited: false, quotes_allowed: 1 });
        expect((await call('POST', 'online_quoting/quotes', request(), 'customer2')).statusCode).toBe(200);
        expect((await call('POST', 'online_quoting/quotes', request(), 'customer2')).statusCode).toBe(429);
      } finally {
        await t.database.db.updateTable('master_config').set({ mc_value: '' }).where('mc_key', '=', 'ONLINE_QUOTE_DAILY_LIMIT').execute();
      }
    });

    it('turns a quote into a bill of lading: the BOL form starts from it, and saving marks the quote converted', async () => {
      const q = (await call('POST', 'online_quoting/quotes', request({ accessorials: ['TAILGATE', 'APPOINTMENT'], declared_value: 4000 }))).json();
      const prefill = await call('GET', `online_quoting/bol_prefill?quote_number=${q.quote_number}`);
      expect(prefill.statusCode, prefill.body).toBe(200);
      const { values } = prefill.json();
      expect(values).toMatchObject({
        ship_date: q.ship_date,
        quote_number: q.quote_number,
        consignee: { city: 'Montréal', province: 'QC', postal_code: 'H2X 1Y4', country: 'CA' },
        items: [{ pieces: 2, weight: 800, class: '85', description: 'Hardware on skids' }],
        accessorials: ['TAILGATE', 'APPOINTMENT'],
        declared_value: 4000,
        shipper: { account_number: '100001' },
      });
      // Without a quote the form starts from the account alone; another user's quote is not there.
      expect(Object.keys((await call('GET', 'online_quoting/bol_prefill')).json().values)).toEqual(['shipper']);
      expect((await call('GET', `online_quoting/bol_prefill?quote_number=${q.quote_number}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('GET', `online_quoting/bol_prefill?quote_number=${q.quote_number}`, undefined, 'quoteonly')).statusCode).toBe(403);
      const saved = await call('POST', 'bol/bols', { ...validBol(), quote_number: q.quote_number });
      expect(saved.statusCode, saved.body).toBe(200);
      const row = (await call('GET', `online_quoting/reports/quotes?quote_number__iexact=${q.quote_number}`, undefined, 'admin')).json().results[0];
      expect(row).toMatchObject({ quote_number: q.quote_number, converted_to_bol: true });
    });

    it('shows the quote reports to staff only', async () => {
      const report = await call('GET', 'online_quoting/reports/quotes', undefined, 'sales');
      expect(report.statusCode).toBe(200);
      expect(report.json().count).toBeGreaterThan(5);
      expect((await call('GET', 'online_quoting/reports/terminals', undefined, 'admin')).json().results.some((r: { terminal: string }) => r.terminal === 'TOR')).toBe(true);
      for (const username of ['customer', 'quoteonly']) expect((await call('GET', 'online_quoting/reports/quotes', undefined, username)).statusCode).toBe(403);
      const users = (await call('GET', 'online_quoting/users?username__iexact=quoteonly', undefined, 'admin')).json();
      expect(users.results[0]).toMatchObject({ username: 'quoteonly', limited: true, quotes_last_24h: expect.any(Number), quotes_total: expect.any(Number) });
      expect(users.results[0].quotes_total).toBeGreaterThanOrEqual(6);
      expect((await call('GET', 'online_quoting/users', undefined, 'sales')).statusCode).toBe(200);
      for (const username of ['customer', 'quoteonly']) expect((await call('GET', 'online_quoting/users', undefined, username)).statusCode).toBe(403);
    });

    it('keeps quote money exact in the history and reports: numeric columns, 1234.57 and a sum to the cent (m0092)', async () => {
      const { sql } = await import('kysely');
      const db = t.database.db;
      // No view column of the quotes holds money as a float (issue 15: money is never a float).
      const { rows: types } = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns
         where table_schema = current_schema() and table_name in ('quote_history', 'quote_report', 'quote_terminal_report')
           and column_name in ('total', 'value_quoted') order by table_name`.execute(db);
      expect(types.map((c) => `${c.table_name}.${c.column_name}:${c.data_type}`)).toEqual(['quote_history.total:numeric', 'quote_report.total:numeric', 'quote_terminal_report.value_quoted:numeric']);

      const made: string[] = [];
      for (let i = 0; i < 4; i++) made.push((await call('POST', 'online_quoting/quotes', request())).json().quote_number);
      await sql`update quotes set total = '1234.57' where quote_number = ${made[0]!}`.execute(db);
      const history = (await call('GET', `online_quoting/quotes?quote_number__iexact=${made[0]}`)).json().results[0];
      expect(history.total).toBe(1234.57);
      expect(JSON.stringify(history)).toContain('"total":1234.57');
      const report = (await call('GET', `online_quoting/reports/quotes?quote_number__iexact=${made[0]}`, undefined, 'admin')).json().results[0];
      expect(report.total).toBe(1234.57);
      // A month of its own for three quotes leaving Toronto: 0.10 + 0.20 + 1234.57 is 1234.87 to the cent.
      for (const [n, total] of [[1, '0.10'], [2, '0.20'], [3, '1234.57']] as const) {
        await sql`update quotes set total = ${total}, created_at = '2021-02-10T12:00:00Z', origin_terminal = 'TOR' where quote_number = ${made[n]!}`.execute(db);
      }
      const month = (await call('GET', 'online_quoting/reports/terminals?terminal__iexact=TOR&period__iexact=2021-02', undefined, 'admin')).json().results;
      expect(month).toHaveLength(1);
      expect(month[0]).toMatchObject({ terminal: 'TOR', period: '2021-02', quotes_origin: 3, value_quoted: 1234.87 });
    });

    it('answers the transit time between two points and the fuel surcharge in force', async () => {
      const transit = await call('GET', `shippingtools/transit_time?origin_postal=P3A%201A1&destination_postal=A1C%205A1&ship_date=${shipDate()}`, undefined, 'admin');
      expect(transit.statusCode, transit.body).toBe(200);
      expect(transit.json()).toMatchObject({ origin: { terminal: 'SUD', city: 'Sudbury' }, destination: { terminal: 'HFX', direct: false }, direct: false, guaranteed_available: false, messages: ['Guaranteed service is not available for these points'] });
      const unknown = await call('GET', `shippingtools/transit_time?origin_postal=X0A&destination_postal=H2X&ship_date=${shipDate()}`, undefined, 'admin');
      expect(unknown.json().errors).toEqual([{ pointer: '/origin_postal', message: 'That combination of city, province and postal code does not match our records' }]);
      const fuel = (await call('GET', 'shippingtools/fuel_surcharge', undefined, 'admin')).json();
      expect(fuel.effective_date <= portalToday()).toBe(true);
      expect(fuel.ltl_percent).toBeGreaterThan(0);
      expect((await call('GET', 'shippingtools/fuel_surcharge', undefined, 'customer')).statusCode).toBe(403);
    });

    it('lets staff edit the tariff screens and refuses them to customers', async () => {
      const points = await call('GET', 'shippingtools/points?postal_prefix__iexact=H2Y', undefined, 'employee');
      expect(points.json().results[0]).toMatchObject({ postal_prefix: 'H2Y', terminal: 'MTL', congestion: true, guaranteed: true });
      const id = points.json().results[0].id;
      const body = { postal_prefix: 'H2Y', city: 'Montreal', province: 'QC', country: 'CA', terminal: 'MTL', direct: true, guaranteed: false };
      const changed = await call('PUT', `shippingtools/points/${id}`, body, 'employee');
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call('GET', 'shippingtools/guaranteed_points?postal_prefix__iexact=H2Y', undefined, 'admin')).json().count).toBe(0);
      const badTerminal = await call('PUT', `shippingtools/points/${id}`, { ...body, terminal: 'ZZZ' }, 'employee');
      expect(badTerminal.json().errors).toEqual([{ pointer: '/terminal', message: 'Invalid format' }]);
      const fuel = await call('POST', 'shippingtools/fuel_table', { effective_date: addDays(portalToday(), 400), fuel_price: 171.5, ltl_percent: 33.4 }, 'admin');
      expect(fuel.statusCode, fuel.body).toBe(200);
      // Moving another fuel row onto that date is the duplicate the declaration names (400), on update as on create.
      const older = (await call('GET', 'shippingtools/fuel_surcharge/history?limit=5&sort=effective_date', undefined, 'admin')).json().results[0];
      const onto = await call('PUT', `shippingtools/fuel_table/${older.id}`, { effective_date: addDays(portalToday(), 400), fuel_price: 1, ltl_percent: 1 }, 'admin');
      expect([onto.statusCode, onto.json().errors]).toEqual([400, [{ pointer: '/effective_date', message: 'ID must be unique' }]]);
      for (const username of ['customer', 'quoteonly', 'customer2']) {
        for (const [method, url, payload] of [
          ['GET', 'shippingtools/points', undefined],
          ['PUT', `shippingtools/points/${id}`, body],
          ['GET', 'shippingtools/fuel_surcharge/history', undefined],
          ['POST', 'shippingtools/fuel_table', { effective_date: addDays(portalToday(), 401), fuel_price: 1, ltl_percent: 1 }],
          ['GET', 'shippingtools/direct_points', undefined],
        ] as const) {
          expect((await call(method, url, payload, username)).statusCode, `${username} ${method} ${url}`).toBe(403);
        }
      }
    });
  });
}
