import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { pdfBarcodes } from '../support/pdfBarcodes';
import { readPdf } from '../support/readPdf';
import { validBol } from '../support/bolExamples';

const address = { name: 'Côté Électrique', address: '5 Rue du Port', city: 'Québec', province: 'QC', postal_code: 'G1K 4E1', country: 'CA' };

for (const dialect of await dialectsUnderTest()) {
  describe(`shipping labels [${dialect.name}]`, () => {
    let t: TestApp;
    let probill: string;
    let bolId: number;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
      const bol = (await call('POST', 'bol/bols', validBol())).json();
      bolId = bol.bol_id;
      probill = (await call('POST', `bol/bols/${bolId}/finalize`)).json().probill;
    });
    afterAll(() => t.close());

    async function call(method: 'GET' | 'POST', url: string, payload?: unknown, username = 'customer') {
      return t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    }

    it('offers three Avery sheets and a 4x6 thermal label', async () => {
      const formats = (await call('GET', 'label/formats')).json();
      expect(formats.filter((f: { code: string }) => f.code.startsWith('AVERY')).length).toBeGreaterThanOrEqual(3);
      expect(formats).toContainEqual({ code: 'THERMAL4X6', name: 'Thermal 4 x 6 in', labels_per_sheet: 1, width_in: 4, height_in: 6 });
    });

    it("prints a finalised BOL's labels whose barcode reads back as its probill, from a start position", async () => {
      const res = await call('GET', `bol/bols/${bolId}/labels?format=AVERY5163&start_position=9&number_of_labels=4`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      // Positions 9 and 10 end the first sheet; the other two start a second one.
      const pages = await readPdf(res.rawPayload);
      expect(pages).toHaveLength(2);
      expect(pages[0]!.lines.flat().join(' ')).toContain('Épicerie Montréal');
      expect(await pdfBarcodes(res.rawPayload)).toEqual([[probill], [probill]]);
      const row = await t.database.db.selectFrom('bols').select('labels_printed').where('id', '=', bolId).executeTakeFirstOrThrow();
      expect(row.labels_printed).toBe(true);
    });

    it('prints one 4x6 thermal label a page, one per piece by default', async () => {
      const res = await call('GET', `bol/bols/${bolId}/labels?format=THERMAL4X6`);
      const codes = await pdfBarcodes(res.rawPayload, { bands: 4 });
      expect(codes).toEqual([[probill], [probill], [probill], [probill]]);
    });

    it("refuses a bad count with the spec's message, and a start past the sheet", async () => {
      for (const n of [0, 1000]) {
        const res = await call('GET', `bol/bols/${bolId}/labels?format=AVERY5163&number_of_labels=${n}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ pointer: '/number_of_labels', message: 'Invalid number of labels' }]);
      }
      const shipping = await call('POST', 'label/shipping_labels', { format: 'AVERY5164', number_of_labels: 0, shipper: address, consignee: address, pieces: 2 });
      expect(shipping.json().errors).toEqual([{ pointer: '/number_of_labels', message: 'Invalid number of labels' }]);
      const start = await call('GET', `bol/bols/${bolId}/labels?format=AVERY5164&start_position=7`);
      expect(start.json().errors).toEqual([{ pointer: '/start_position', message: 'Value must be less than or equal to: 6' }]);
    });

    it('labels a draft only once it is finalised, and another account not at all', async () => {
      const draft = (await call('POST', 'bol/bols', validBol())).json();
      expect((await call('GET', `bol/bols/${draft.bol_id}/labels?format=AVERY5163`)).json().code).toBe('BOL_NOT_FINALIZED');
      expect((await call('GET', `bol/bols/${bolId}/labels?format=AVERY5163`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('POST', 'label/from_probill', { probill, format: 'AVERY5163' }, 'customer2')).statusCode).toBe(404);
    });

    it('makes labels from a probill, from addresses typed in, and pre-assigned probill runs', async () => {
      const fromPro = await call('POST', 'label/from_probill', { probill, format: 'AVERY5168', number_of_labels: 2 });
      expect(await pdfBarcodes(fromPro.rawPayload, { bands: 2 })).toEqual([[probill]]);
      const typed = await call('POST', 'label/shipping_labels', { format: 'AVERY5164', number_of_labels: 2, shipper: address, consignee: address, pieces: 2, probill: '1234567890' });
      expect(typed.statusCode, typed.body).toBe(200);
      expect((await readPdf(typed.rawPayload))[0]!.lines.flat().join(' ')).toContain('Côté Électrique');
      const run = await call('POST', 'label/scb', { format: 'AVERY5164', first_probill: '3300000100', probill_count: 3 });
      expect((await pdfBarcodes(run.rawPayload, { bands: 3 }))[0]!.sort()).toEqual(['3300000100', '3300000101', '3300000102']);
    });
  });
}
