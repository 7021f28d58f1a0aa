import cronParser from 'cron-parser';

/** A push report's schedule as saved (schemas/calls/pushreport.json#/definitions/schedule). */
export interface ReportSchedule {
  frequency: 'daily' | 'weekly' | 'monthly';
  hour: number;
  minute?: number;
  /** 0 is Sunday; weekly only (Monday when left out). */
  days_of_week?: number[];
  /** Monthly only (the 1st when left out); a month without that day is skipped, as cron does. */
  day_of_month?: number;
  /** IANA zone the hour is in; the portal's (Eastern) when left out. */
  timezone?: string;
}

export const PORTAL_TIME_ZONE = 'America/Toronto';

/** The schedule as a cron expression: minute hour day-of-month month day-of-week. */
export function cronOf(s: ReportSchedule): string {
  const at = `${s.minute ?? 0} ${s.hour}`;
  if (s.frequency === 'weekly') return `${at} * * ${(s.days_of_week?.length ? s.days_of_week : [1]).join(',')}`;
  if (s.frequency === 'monthly') return `${at} ${s.day_of_month ?? 1} * *`;
  return `${at} * * *`;
}

/**
 * The first time the schedule is due strictly after `after`, in the schedule's
 * zone (daylight saving handled by cron-parser). A zone the runtime does not
 * know falls back to the portal's.
 */
export function nextRunAt(schedule: ReportSchedule, after: Date): Date {
  const tz = schedule.timezone && isZone(schedule.timezone) ? schedule.timezone : PORTAL_TIME_ZONE;
  return cronParser.parseExpression(cronOf(schedule), { currentDate: after, tz }).next().toDate();
}

function isZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
