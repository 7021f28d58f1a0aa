import { describe, expect, it } from 'vitest';
import { canadianHolidays, easterSunday, holidayOn } from './canadianHolidays';
import { addDays, calendarDate, minutesOf, portalToday, weekday } from './calendarDates';

describe('Canadian statutory holidays', () => {
  it('computes Easter', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  it('lists the general holidays of 2026 with their observed days', () => {
    expect(canadianHolidays(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-04-03 Good Friday',
      '2026-05-18 Victoria Day',
      '2026-07-01 Canada Day',
      '2026-08-03 Civic Holiday',
      '2026-09-07 Labour Day',
      '2026-09-30 National Day for Truth and Reconciliation',
      '2026-10-12 Thanksgiving Day',
      '2026-11-11 Remembrance Day',
      '2026-12-25 Christmas Day',
      '2026-12-26 Boxing Day',
      '2026-12-28 Boxing Day (observed)',
    ]);
  });

  it('moves weekend holidays to the next free weekday', () => {
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday; Canada Day on a Thursday.
    const y2027 = canadianHolidays(2027).map((h) => h.date);
    expect(y2027).toContain('2027-12-27');
    expect(y2027).toContain('2027-12-28');
    // Victoria Day is the Monday before May 25, even when the 25th is a Monday (2026: the 18th).
    expect(holidayOn('2026-05-18')?.name).toBe('Victoria Day');
    expect(holidayOn('2025-05-19')?.name).toBe('Victoria Day');
    expect(holidayOn('2026-12-24')).toBeUndefined();
  });
});

describe('calendar dates', () => {
  it('reads only real dates', () => {
    expect(calendarDate('2026-02-28')).toBe('2026-02-28');
    expect(calendarDate('2026-02-29')).toBeUndefined();
    expect(calendarDate('2026-12-18 10:30')).toBe('2026-12-18');
    expect(calendarDate('18/12/2026')).toBeUndefined();
    expect(calendarDate(20261218)).toBeUndefined();
  });

  it('adds days across months and daylight saving, and knows weekdays', () => {
    expect(addDays('2026-12-18', 14)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(weekday('2026-12-18')).toBe(5);
  });

  it('reads 24-hour times', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('23:59:30')).toBe(23 * 60 + 59.5);
    expect(minutesOf('24:00')).toBeUndefined();
    expect(minutesOf('9:30')).toBeUndefined();
  });

  it('takes today in Eastern time, as browser and server both do', () => {
    // 03:30 UTC on the 19th is still the 18th in Toronto.
    expect(portalToday(new Date('2026-12-19T03:30:00Z'))).toBe('2026-12-18');
    expect(portalToday(new Date('2026-12-19T05:30:00Z'))).toBe('2026-12-19');
  });
});
