/**
 * Calendar dates as the portal writes them (YYYY-MM-DD), computed in UTC so
 * that adding days never trips over a daylight-saving change.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/;

/** The date part of a YYYY-MM-DD (or YYYY-MM-DD HH:mm...) text when it is a real calendar date. */
export function calendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = ISO_DATE.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? value.slice(0, 10) : undefined;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC midnight of a YYYY-MM-DD. */
export function fromIsoDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const d = fromIsoDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toIsoDate(d);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return fromIsoDate(date).getUTCDay();
}

/** Minutes since midnight of a 24-hour HH:mm or HH:mm:ss, if it is one. */
export function minutesOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) + Number(m[3] ?? 0) / 60 : undefined;
}

/**
 * The portal's time zone. The carrier works on Eastern time (report deadlines
 * are Eastern, 02-business.md §9); browser and server both take "today" there,
 * so a date the browser accepts at 23:30 is not refused by the server at 00:30 UTC.
 */
export const PORTAL_TIME_ZONE = 'America/Toronto';

/** Today's date in the portal's time zone. */
export function portalToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
