import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';

/** A pickup day the rules accept: soon, and not a holiday. */
function bookableDay(): string {
  for (let i = 1; i <= 14; i++) {
    const day = addDays(portalToday(), i);
    if (!holidayOn(day)) return day;
  }
  throw new Error('no bookable day in the next two weeks');
}

const valid = () => ({
  pickup_date: bookableDay(),
  ready_time: '09:00',
  closing_time: '16:30',
  requester: { name: 'Claire Roy', phone: '7055551234', email: 'claire@example.com' },
  shipper: { company: 'Northern Lights Hardware', address: '12 Elm St', city: 'Sudbury', province: 'on', postal_code: 'p3a 1a1', country: 'CA', contact: 'Dock office', phone: '7055550000', dock: 'Door 4' },
  destination: { city: 'Montreal', province: 'QC', postal_code: 'H2X 1Y4', country: 'CA' },
  pieces: 3,
  weight: 850,
  cube: 42.5,
  accessorials: ['TAILGATE', 'APPOINTMENT'],
  pickup_instructions: 'Ring at door 4',
  references: ['PO-1001', 'PO 1002'],
  send_confirmation: false,
});

for (const dialect of await dialectsUnderTest()) {
  describe(`online pickups [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());

    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, username = 'customer') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });
    const count = async () => (await t.database.db.selectFrom('pickups').select('id').execute()).length;

    it("books a pickup on the customer's own account and shows it to them only", async () => {
      const res = await call('POST', 'online_pickup/pickups', valid());
      expect(res.statusCode, res.body).toBe(200);
      const p = res.json();
      expect(p).toMatchObject({ status: 'New', customer_account: '100001', created_by: 'customer', shipper: { province: 'ON', postal_code: 'P3A 1A1', dock: 'Door 4' }, references: ['PO-1001', 'PO 1002'], accessorials: ['TAILGATE', 'APPOINTMENT'], confirmation_sent: false });
      expect(p.pickup_number).toMatch(/^PU\d{7}$/);
      expect((await call('GET', `online_pickup/pickups/${p.pickup_number}`)).json()).toEqual(p);
      expect((await call('GET', `online_pickup/pickups/${p.pickup_number}`, undefined, 'customer2')).statusCode).toBe(404);
      expect((await call('GET', `online_pickup/pickups/${p.pickup_number}`, undefined, 'employee')).statusCode).toBe(200);
    });

    it('queues the confirmation email unless told not to', async () => {
      const res = await call('POST', 'online_pickup/pickups', { ...valid(), send_confirmation: undefined });
      expect(res.json().confirmation_sent).toBe(true);
      const mail = await t.database.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(mail.to_addresses)).toEqual(['claire@example.com']);
      expect(mail.subject).toBe(`Pickup ${res.json().pickup_number} requested`);
    });

    it('books for a named account only when the caller may', async () => {
      const staff = await call('POST', 'online_pickup/pickups', { ...valid(), account_number: '200002' }, 'employee');
      expect(staff.json().customer_account).toBe('200002');
      for (const [username, account] of [['customer', '200002'], ['employee', '300003'], ['employee', '424242']]) {
        const res = await call('POST', 'online_pickup/pickups', { ...valid(), account_number: account }, username);
        expect(res.json().errors, `${username} ${account}`).toEqual([{ pointer: '/account_number', message: 'Error validating account number' }]);
      }
    });

    it('refuses every pickup rule the form checks, and writes nothing', async () => {
      const before = await count();
      const v = valid();
      const cases: [object, { pointer: string; message: string }[]][] = [
        [{ ...v, pickup_date: addDays(portalToday(), -1) }, [{ pointer: '/pickup_date', message: 'Date cannot be in the past' }]],
        [{ ...v, pickup_date: addDays(portalToday(), 15) }, [{ pointer: '/pickup_date', message: 'Pickup date cannot be more than {1} days ahead'.replace('{1}', '14') }]],
        [{ ...v, pickup_date: '2030-02-30' }, [{ pointer: '/pickup_date', message: 'Invalid date format. Valid format is: YYYY-MM-DD' }]],
        [{ ...v, ready_time: '16:00', closing_time: '15:00' }, [{ pointer: '/closing_time', message: 'Ready time must be less than closing time' }]],
        [{ ...v, ready_time: '15:30', closing_time: '16:00' }, [{ pointer: '/closing_time', message: 'Times must be at least an hour apart' }]],
        [{ ...v, ready_time: '9:00' }, [{ pointer: '/ready_time', message: 'Time must be in 24hr format' }]],
        [{ ...v, pickup_instructions: 'x'.repeat(28) }, [{ pointer: '/pickup_instructions', message: 'Maximum 27 characters' }]],
        [{ ...v, shipper: { ...v.shipper, province: 'ONT' } }, [{ pointer: '/shipper/province', message: 'Invalid format' }]],
        [{ ...v, shipper: { ...v.shipper, postal_code: '123' } }, [{ pointer: '/shipper/postal_code', message: 'Invalid Postal/Zip Code' }]],
        [{ ...v, requester: { ...v.requester, phone: '555-1234' } }, [{ pointer: '/requester/phone', message: 'Must be a 10 digit number' }]],
        [{ ...v, requester: { name: 'x', phone: '7055551234' } }, [{ pointer: '/requester/email', message: 'Field is required' }]],
        [{ ...v, pieces: 0 }, [{ pointer: '/pieces', message: 'Value must be greater or equal to: 1' }]],
        [{ ...v, weight: 100000 }, [{ pointer: '/weight', message: 'Value must be less than or equal to: 99999' }]],
        [{ ...v, cube: 3394.5 }, [{ pointer: '/cube', message: 'Total cube over 53 feet of trailer' }]],
        [{ ...v, accessorials: ['FLAT_DECK', 'REEFER'] }, [{ pointer: '/accessorials', message: 'Flat Deck cannot be combined with Reefer or with Tailgate' }]],
        [{ ...v, accessorials: ['APPOINTMENT', 'CARRY_OUT', 'HEATED', 'RESIDENTIAL', 'TAILGATE'] }, [{ pointer: '/accessorials', message: 'A maximum of four accessorials' }]],
      ];
      for (const [body, errors] of cases) {
        const res = await call('POST', 'online_pickup/pickups', body);
        expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([400, errors]);
      }
      expect(await count()).toBe(before);
    });

    it('refuses users without the pickup screens', async () => {
      expect((await call('POST', 'online_pickup/pickups', valid(), 'quoteonly')).statusCode).toBe(403);
    });
  });
}
