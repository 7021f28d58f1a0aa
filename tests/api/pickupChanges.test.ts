import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../support/testDatabases';
import { auth, startTestApp, type TestApp } from '../support/testApp';
import { addDays, portalToday } from '../../src/shared/calendar/calendarDates';
import { holidayOn } from '../../src/shared/calendar/canadianHolidays';
import { validBol } from '../support/bolExamples';

/** Bookable days (not holidays) from `from` days ahead. */
function bookable(from: number): string {
  for (let i = from; i <= 14; i++) if (!holidayOn(addDays(portalToday(), i))) return addDays(portalToday(), i);
  throw new Error('no bookable day');
}

const valid = () => ({
  pickup_date: bookable(2),
  ready_time: '09:00',
  closing_time: '16:30',
  requester: { name: 'Claire Roy', phone: '7055551234', email: 'claire@example.com' },
  shipper: { company: 'Northern Lights Hardware', address: '12 Elm St', city: 'Sudbury', province: 'ON', postal_code: 'P3A 1A1', country: 'CA', contact: 'Dock office', phone: '7055550000' },
  destination: { city: 'Timmins', province: 'ON', postal_code: 'P4N 1A1', country: 'CA' },
  pieces: 3,
  weight: 850,
  send_confirmation: false,
});

for (const dialect of await dialectsUnderTest()) {
  describe(`pickups: confirmation, prefill, lists, reschedule and cancel [${dialect.name}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 10 });
    });
    afterAll(() => t.close());
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, username = 'customer') =>
      t.app.inject({ method, url: `/api/${url}`, headers: auth(await t.tokenOf(username)), ...(payload ? { payload: payload as object } : {}) });

    it('answers everything submitted: the requester and the account with its name', async () => {
      const p = (await call('POST', 'online_pickup/pickups', valid())).json();
      expect(p).toMatchObject({ requester: { name: 'Claire Roy', phone: '7055551234', email: 'claire@example.com' }, account_number: '100001', account_name: 'Northern Lights Hardware Ltd.' });
      expect((await call('GET', `online_pickup/pickups/${p.pickup_number}`)).json().requester.name).toBe('Claire Roy');
    });

    it('refuses an off-hours time not marked off-hours, and an off-hours pickup less than 24 hours ahead', async () => {
      const early = await call('POST', 'online_pickup/pickups', { ...valid(), ready_time: '06:00' });
      expect(early.json().errors).toEqual([{ pointer: '/off_hours', message: 'Off-hour delivery (7 PM to 7 AM) must be chosen if the time is outside 7 AM to 7 PM' }]);
      const today = await call('POST', 'online_pickup/pickups', { ...valid(), pickup_date: portalToday(), ready_time: '20:00', closing_time: '23:00', off_hours: true });
      expect(today.json().errors).toEqual([{ pointer: '/pickup_date', message: 'Off-hours service must be booked 24 hours ahead' }]);
      const ahead = await call('POST', 'online_pickup/pickups', { ...valid(), ready_time: '20:00', closing_time: '23:00', off_hours: true });
      expect(ahead.statusCode, ahead.body).toBe(200);
    });

    it("prefills the form from the user and the account's last pickup, and from a finalised BOL", async () => {
      const mine = (await call('GET', 'online_pickup/prefill')).json();
      expect(mine.source).toBe('account');
      expect(mine.values).toMatchObject({ account_number: '100001', requester: { name: 'Claire Roy', email: 'customer@example.com' }, shipper: { company: 'Northern Lights Hardware', postal_code: 'P3A 1A1' } });
      const bol = (await call('POST', 'bol/bols', validBol())).json();
      expect((await call('GET', `online_pickup/prefill?bol_id=${bol.bol_id}`)).json().code).toBe('BOL_NOT_FINALIZED');
      const done = (await call('POST', `bol/bols/${bol.bol_id}/finalize`)).json();
      const fromBol = (await call('GET', `online_pickup/prefill?bol_id=${bol.bol_id}`)).json();
      expect(fromBol).toMatchObject({ source: 'bol', values: { bol_id: bol.bol_id, probills: [done.probill], pieces: 4, weight: 650, dangerous_goods: true, shipper: { company: 'Quincaillerie Sudbury' }, destination: { city: 'Montreal', province: 'QC' } } });
      expect((await call('GET', `online_pickup/prefill?bol_id=${bol.bol_id}`, undefined, 'customer2')).statusCode).toBe(404);
      // Booked from the BOL, the pickup is remembered on it.
      const booked = (await call('POST', 'online_pickup/pickups', { ...valid(), bol_id: bol.bol_id, probills: [done.probill] })).json();
      expect((await call('GET', `bol/bols/${bol.bol_id}`)).json().pickup_number).toBe(booked.pickup_number);
    });

    it('lists my pickups to me only, and northbound ones to staff', async () => {
      const p = (await call('POST', 'online_pickup/pickups', valid())).json();
      const mine = (await call('GET', 'online_pickup/pickups?limit=100')).json();
      expect(mine.results.map((r: { pickup_number: string }) => r.pickup_number)).toContain(p.pickup_number);
      expect((await call('GET', 'online_pickup/pickups?limit=100', undefined, 'customer2')).json().results.map((r: { pickup_number: string }) => r.pickup_number)).not.toContain(p.pickup_number);
      const north = (await call('GET', 'online_pickup/pickups?limit=100&destination_postal_code__istartswith=P', undefined, 'employee')).json();
      expect(north.results.map((r: { pickup_number: string }) => r.pickup_number)).toContain(p.pickup_number);
    });

    it('reschedules within the 14-day window and cancels, with the messages of the spec', async () => {
      const p = (await call('POST', 'online_pickup/pickups', valid())).json();
      const moved = await call('POST', `online_pickup/pickups/${p.pickup_number}/reschedule`, { pickup_date: bookable(3), ready_time: '10:00', closing_time: '15:00' });
      expect(moved.json()).toMatchObject({ status: 'Rescheduled', ready_time: '10:00' });
      const far = await call('POST', `online_pickup/pickups/${p.pickup_number}/reschedule`, { pickup_date: addDays(portalToday(), 15), ready_time: '10:00', closing_time: '15:00' });
      expect(far.json().errors).toEqual([{ pointer: '/pickup_date', message: 'Pickup date cannot be more than 14 days ahead' }]);
      const missing = await call('POST', 'online_pickup/pickups/PU0000000/cancel', { reason: 'No longer needed' });
      expect([missing.statusCode, missing.json().detail]).toEqual([404, 'Error: No match found for pickup number']);
      expect((await call('POST', `online_pickup/pickups/${p.pickup_number}/cancel`, { reason: 'Nope' }, 'customer2')).json().detail).toBe('Error: No match found for pickup number');
      const cancelled = await call('POST', `online_pickup/pickups/${p.pickup_number}/cancel`, { reason: 'No longer needed' });
      expect(cancelled.json()).toMatchObject({ status: 'Void', cancel_reason: 'No longer needed' });
      expect((await call('POST', `online_pickup/pickups/${p.pickup_number}/reschedule`, { pickup_date: bookable(3), ready_time: '10:00', closing_time: '15:00' })).json().code).toBe('PICKUP_CLOSED');
    });
  });
}
