import { addDays, toIsoDate, weekday } from './calendarDates';

/**
 * Canadian statutory holidays: the general holidays of the Canada Labour Code
 * (s. 166), which governs an interprovincial carrier. A holiday that falls on
 * a weekend is also observed on the next weekday that is not itself a holiday
 * (Christmas on a Saturday: Monday 27 for Christmas, Tuesday 28 for Boxing Day).
 */
export interface Holiday {
  /** YYYY-MM-DD */
  date: string;
  /** English name (the browser translates it like any text). */
  name: string;
}

const iso = (year: number, month: number, day: number) => toIsoDate(new Date(Date.UTC(year, month - 1, day)));

/** The n-th (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): string {
  const first = iso(year, month, 1);
  const offset = (dayOfWeek - weekday(first) + 7) % 7;
  return addDays(first, offset + 7 * (n - 1));
}

/** The Monday before May 25 (Victoria Day). */
function mondayBefore(year: number, month: number, day: number): string {
  const date = iso(year, month, day);
  return addDays(date, -(((weekday(date) - 1 + 7) % 7) || 7));
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

const MONDAY = 1;

/** Every holiday of a year, observed days included, in date order. */
export function canadianHolidays(year: number): Holiday[] {
  const fixed: Holiday[] = [
    { date: iso(year, 1, 1), name: "New Year's Day" },
    { date: iso(year, 7, 1), name: 'Canada Day' },
    { date: iso(year, 9, 30), name: 'National Day for Truth and Reconciliation' },
    { date: iso(year, 11, 11), name: 'Remembrance Day' },
    { date: iso(year, 12, 25), name: 'Christmas Day' },
    { date: iso(year, 12, 26), name: 'Boxing Day' },
  ];
  const moving: Holiday[] = [
    { date: addDays(easterSunday(year), -2), name: 'Good Friday' },
    { date: mondayBefore(year, 5, 25), name: 'Victoria Day' },
    { date: nthWeekday(year, 8, MONDAY, 1), name: 'Civic Holiday' },
    { date: nthWeekday(year, 9, MONDAY, 1), name: 'Labour Day' },
    { date: nthWeekday(year, 10, MONDAY, 2), name: 'Thanksgiving Day' },
  ];
  const taken = new Set([...fixed, ...moving].map((h) => h.date));
  const observed: Holiday[] = [];
  for (const h of fixed) {
    if (weekday(h.date) !== 0 && weekday(h.date) !== 6) continue;
    let day = h.date;
    do day = addDays(day, 1);
    while (weekday(day) === 0 || weekday(day) === 6 || taken.has(day));
    taken.add(day);
    observed.push({ date: day, name: `${h.name} (observed)` });
  }
  return [...fixed, ...moving, ...observed].sort((a, b) => a.date.localeCompare(b.date));
}

const byYear = new Map<number, Map<string, Holiday>>();

/** The holiday on a YYYY-MM-DD, if it is one. */
export function holidayOn(date: string): Holiday | undefined {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) byYear.set(year, (days = new Map(canadianHolidays(year).map((h) => [h.date, h]))));
  return days.get(date);
}
