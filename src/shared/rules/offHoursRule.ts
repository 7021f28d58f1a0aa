import { fromIsoDate, minutesOf, PORTAL_TIME_ZONE } from '../calendar/calendarDates';
import { at, defineRule, FIELD, type RuleContext, type RuleFault } from './ruleTypes';

const DAY_START = 7 * 60;
const DAY_END = 19 * 60;
const MINUTES_AHEAD = 24 * 60;

/** Now in the portal's time zone as `YYYY-MM-DD HH:mm`. */
export function portalNow(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Minutes from the epoch of a local date and time: only differences are used, so the zone cancels out. */
const stamp = (date: string, minutes: number) => fromIsoDate(date).getTime() / 60000 + minutes;

function nowStamp(ctx: RuleContext): number {
  // A fixed "today" (tests, the server's clock setting) keeps the wall-clock time of now.
  const [date, time] = (ctx.now ?? portalNow()).split(' ');
  return stamp(ctx.today ?? date!, minutesOf(time) ?? 0);
}

export const offHours = defineRule<{ date: string; ready: string; closing: string; offHours: string }>({
  description:
    "Off-hours service (7 PM to 7 AM, 02-business.md §5 and §9): a ready or closing time outside 7 AM to 7 PM needs off-hours chosen ('Off-hour delivery (7 PM to 7 AM) must be chosen if the time is outside 7 AM to 7 PM'), and an off-hours pickup is booked 24 hours ahead of its ready time.",
  params: { date: FIELD, ready: FIELD, closing: FIELD, offHours: FIELD },
  required: ['date', 'ready', 'closing', 'offHours'],
  fields: ['date', 'ready', 'closing', 'offHours'],
  check(target, p, ctx) {
    const ready = minutesOf(target[p.ready]);
    const closing = minutesOf(target[p.closing]);
    const date = target[p.date];
    if (ready === undefined || closing === undefined) return [];
    const chosen = target[p.offHours] === true;
    const faults: RuleFault[] = [];
    if (!chosen && (ready < DAY_START || closing > DAY_END))
      faults.push({ pointer: at(p.offHours), message: 'Off-hour delivery (7 PM to 7 AM) must be chosen if the time is outside 7 AM to 7 PM' });
    if (chosen && typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && stamp(date, ready) - nowStamp(ctx) < MINUTES_AHEAD)
      faults.push({ pointer: at(p.date), message: 'Off-hours service must be booked 24 hours ahead' });
    return faults;
  },
});
