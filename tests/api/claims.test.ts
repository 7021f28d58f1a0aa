import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';

for (const dialect of await dialectsUnderTest()) {
  describe(`claims [${dialect.name}]`, () => {
    let t: TestApp;
    let mine: string;
    let theirs: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 100 });
      const rows = await t.database.db.selectFrom('shipments').select(['probill', 'customer_account']).execute();
      mine = rows.find((r) => r.customer_account === '100001')!.probill;
      theirs = rows.find((r) => r.customer_account === '200002')!.probill;
    });
    afterAll(() => t.close());

    const post = async (username: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/claims', headers: auth(await t.tokenOf(username)), payload: payload as object });
    const claimCount = async () => Number((await t.database.db.selectFrom('claims').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('files a claim on one of the caller’s shipments and lists it', async () => {
      const res = await post('customer', { probill: mine, amount: 125.5, claimant_email: 'claire@example.com', description: 'Two cartons crushed' });
      expect(res.statusCode).toBe(200);
      const claim = res.json();
      expect(claim.claim_number).toMatch(/^C\d+$/);
      expect(claim.customer_account).toBe('100001');
      const list = await t.app.inject({ method: 'GET', url: `/api/claims?claim_number__iexact=${claim.claim_number}`, headers: auth(await t.tokenOf('customer')) });
      expect(list.json().results).toHaveLength(1);
      const other = await t.app.inject({ method: 'GET', url: `/api/claims?claim_number__iexact=${claim.claim_number}`, headers: auth(await t.tokenOf('customer2')) });
      expect(other.json().count).toBe(0);
    });

    it('refuses bad input with the spec messages and writes nothing', async () => {
      const before = await claimCount();
      const res = await post('customer', { probill: '12345', amount: -3, claimant_email: 'not-an-email', description: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        detail: 'Validation failed',
        errors: expect.arrayContaining([
          { pointer: '/probill', message: 'Invalid Probill Number' },
          { pointer: '/amount', message: 'Negative value is not allowed' },
          { pointer: '/claimant_email', message: 'Invalid email address' },
          { pointer: '/description', message: 'Field is required' },
        ]),
      });
      const wrongTypes = await post('customer', { probill: mine, amount: '12', claimant_email: 'a@b.co', description: 'x', extra: 1 });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().errors).toEqual(expect.arrayContaining([{ pointer: '/amount', message: 'Value must be number' }, { pointer: '/extra', message: 'Unknown field' }]));
      const decimals = await post('customer', { probill: mine, amount: 1.234, claimant_email: 'a@b.co', description: 'x' });
      expect(decimals.json().errors).toEqual([{ pointer: '/amount', message: 'Number of decimal place allowed: 2' }]);
      expect(await claimCount()).toBe(before);
    });

    it('answers in French when the caller asks for it', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...auth(await t.tokenOf('customer')), 'accept-language': 'fr' }, payload: { probill: '1', amount: 1.5, claimant_email: 'a@b.co', description: 'x', amount_typo: 1 } });
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        detail: 'Échec de la validation',
        errors: expect.arrayContaining([
          { pointer: '/probill', message: 'Numéro de connaissement invalide' },
          { pointer: '/amount_typo', message: 'Champ inconnu' },
        ]),
      });
    });

    it('accepts whole cents that binary floating point cannot hold exactly', async () => {
      for (const amount of [19.99, 0.29, 1.13]) {
        const ok = await post('customer', { probill: mine, amount, claimant_email: 'a@b.co', description: 'cents' });
        expect(ok.statusCode, `amount ${amount}`).toBe(200);
      }
    });

    it("refuses a claim on another customer's shipment without saying whose it is", async () => {
      const before = await claimCount();
      const res = await post('customer', { probill: theirs, amount: 10, claimant_email: 'a@b.co', description: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ pointer: '/probill', message: 'Number not found or customer is not allowed to view the probill' }]);
      expect(await claimCount()).toBe(before);
    });

    it('refuses the call to users whose menus lack the claim screens', async () => {
      expect((await post('quoteonly', { probill: mine, amount: 1, claimant_email: 'a@b.co', description: 'x' })).statusCode).toBe(403);
    });
  });
}
