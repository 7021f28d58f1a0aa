import { addDays, calendarDate, minutesOf } from '../calendar/calendarDates';
import { holidayOn } from '../calendar/canadianHolidays';
import { at, defineRule, FIELD, type RuleFault } from './ruleTypes';

export const PICKUP_DAYS_AHEAD = 14;

export const pickupDate = defineRule<{ date: string; daysAhead?: number }>({
  description: 'A pickup date is today or later, at most 14 days ahead (daysAhead), and not a Canadian statutory holiday.',
  params: {
    date: FIELD,
    daysAhead: { type: 'integer', minimum: 0, maximum: 366 },
  },
  required: ['date'],
  fields: ['date'],
  check(target, p, ctx) {
    const date = calendarDate(target[p.date]);
    if (!date) return [];
    const ahead = p.daysAhead ?? PICKUP_DAYS_AHEAD;
    const pointer = at(p.date);
    if (date < ctx.today) return [{ pointer, message: 'Date cannot be in the past' }];
    if (date > addDays(ctx.today, ahead))
      return [
        {
          pointer,
          message: 'Pickup date cannot be more than {1} days ahead',
          values: { 1: ahead },
        },
      ];
    if (holidayOn(date)) return [{ pointer, message: 'Pickup date cannot be a holiday' }];
    return [];
  },
});

const HOUR = 60;

export const readyBeforeClosing = defineRule<{
  ready: string;
  closing: string;
}>({
  description: "The ready time (24-hour) is less than the closing time, and at least an hour before it: 'Ready time must be less than closing time', 'Times must be at least an hour apart' (02-business.md §5, Pickup).",
  params: { ready: FIELD, closing: FIELD },
  required: ['ready', 'closing'],
  fields: ['ready', 'closing'],
  check(target, p) {
    const ready = minutesOf(target[p.ready]);
    const closing = minutesOf(target[p.closing]);
    if (ready === undefined || closing === undefined) return [];
    if (ready >= closing)
      return [
        {
          pointer: at(p.closing),
          message: 'Ready time must be less than closing time',
        },
      ];
    if (closing - ready < HOUR)
      return [
        {
          pointer: at(p.closing),
          message: 'Times must be at least an hour apart',
        },
      ];
    return [];
  },
});

export const INSTRUCTIONS_MAX = 27;

export const instructions = defineRule<{ fields: string[]; max?: number }>({
  description: 'Special pickup and delivery instructions are at most 27 characters (max).',
  params: {
    fields: { type: 'array', items: FIELD, minItems: 1 },
    max: { type: 'integer', minimum: 1 },
  },
  required: ['fields'],
  fields: ['fields'],
  check(target, p) {
    const max = p.max ?? INSTRUCTIONS_MAX;
    const faults: RuleFault[] = [];
    for (const field of p.fields) {
      const value = target[field];
      // Counted in characters as the user sees them, as ajv's maxLength does.
      if (typeof value === 'string' && [...value].length > max)
        faults.push({
          pointer: at(field),
          message: 'Maximum {1} characters',
          values: { 1: max },
        });
    }
    return faults;
  },
});
