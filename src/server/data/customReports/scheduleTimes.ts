import cronParser from 'cron-parser';
import { PORTAL_TIME_ZONE } from '../../jobs/nextRunAt';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A report's schedule as custom_reports holds it (m0081): hour 0-23 Eastern, day of week, day of month 1-31, month 1-12. */
export interface SavedSchedule {
  frequency: 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
  hour: number;
  day_of_week?: string | null;
  day_of_month?: number | null;
  month?: number | null;
}

/** The schedule as cron (minute hour day-of-month month day-of-week); a month without the day (31 in April) is skipped, as cron does. */
export function reportCron(s: SavedSchedule): string {
  const at = `0 ${s.hour}`;
  if (s.frequency === 'Weekly') return `${at} * * ${Math.max(0, DAYS.indexOf(s.day_of_week ?? 'Monday'))}`;
  if (s.frequency === 'Monthly') return `${at} ${s.day_of_month ?? 1} * *`;
  if (s.frequency === 'Yearly') return `${at} ${s.day_of_month ?? 1} ${s.month ?? 1} *`;
  return `${at} * * *`;
}

/** Weekday (0 Sunday) and minutes since midnight of a moment, in Eastern time. */
function eastern(at: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_TIME_ZONE, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** 02-business.md §9 "Report send deadline 12:30 PM Eastern, Monday to Friday" (README: our reading). */
export const SEND_DEADLINE_MINUTES = 12 * 60 + 30;

/** Whether a moment is inside the sending window: a weekday, at or before 12:30 PM Eastern. */
export function inSendWindow(at: Date): boolean {
  const e = eastern(at);
  return e.day >= 1 && e.day <= 5 && e.minutes <= SEND_DEADLINE_MINUTES;
}

/**
 * When a due time is sent: at once inside the window; otherwise (a weekend, or a
 * weekday after 12:30 PM Eastern) at the start (00:00 Eastern) of the next weekday,
 * so it is out before that day's deadline.
 */
export function sendTimeOf(due: Date): Date {
  if (inSendWindow(due)) return due;
  return cronParser.parseExpression('0 0 * * 1-5', { currentDate: due, tz: PORTAL_TIME_ZONE }).next().toDate();
}

/** The schedule's next due time strictly after `after`, moved into the sending window. */
export function nextReportRun(s: SavedSchedule, after: Date): Date {
  const due = cronParser.parseExpression(reportCron(s), { currentDate: after, tz: PORTAL_TIME_ZONE }).next().toDate();
  return sendTimeOf(due);
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/** The Eastern calendar date of a moment, as a UTC midnight. */
function easternDate(at: Date): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** The dates a run covers, by the report's cycle, up to the day before it runs (Eastern). */
export function cycleRange(cycle: string | null | undefined, runAt: Date): { from: string; to: string; days: number } {
  const today = easternDate(runAt);
  const yesterday = addDays(today, -1);
  let from = yesterday;
  let to = yesterday;
  if (cycle === 'Previous week') {
    const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
    from = addDays(monday, -7);
    to = addDays(monday, -1);
  } else if (cycle === 'Previous month') {
    from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  } else if (cycle === 'Month to date') {
    from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
    to = today;
  } else if (cycle === 'Year to date') {
    from = new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
    to = today;
  } else if (cycle === 'Last 7 days') from = addDays(today, -7);
  else if (cycle === 'Last 30 days') from = addDays(today, -30);
  return { from: ymd(from), to: ymd(to), days: Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1 };
}

/** §9 "Refresh data only when the date range is under 10 days": a longer range reuses the last file made for the same range. */
export const REFRESH_UNDER_DAYS = 10;
