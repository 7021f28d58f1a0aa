import { calendarDate, minutesOf } from '../calendar/calendarDates';
import { at, defineRule, FIELD, type Target } from './ruleTypes';

/** Two date fields of the target, when both hold real dates (their format is the schema's business). */
function datePair(target: Target, first: string, second: string): [string, string] | undefined {
  const a = calendarDate(target[first]);
  const b = calendarDate(target[second]);
  return a && b ? [a, b] : undefined;
}

export const endAfterStart = defineRule<{ start: string; end: string }>({
  description: "The end date is later than the start date: 'Ending Date must be later than Starting Date'.",
  params: { start: FIELD, end: FIELD },
  required: ['start', 'end'],
  fields: ['start', 'end'],
  check(target, p) {
    const pair = datePair(target, p.start, p.end);
    return pair && pair[1] <= pair[0]
      ? [
          {
            pointer: at(p.end),
            message: 'Ending Date must be later than Starting Date',
          },
        ]
      : [];
  },
});

export const fromNotAfterTo = defineRule<{ from: string; to: string }>({
  description: "The from date is on or before the to date: 'From Date cannot be after To Date'.",
  params: { from: FIELD, to: FIELD },
  required: ['from', 'to'],
  fields: ['from', 'to'],
  check(target, p) {
    const pair = datePair(target, p.from, p.to);
    return pair && pair[0] > pair[1] ? [{ pointer: at(p.from), message: 'From Date cannot be after To Date' }] : [];
  },
});

export const toWithinFromAndToday = defineRule<{ from: string; to: string }>({
  description: "The to date is between the from date and today: 'The To date cannot be before the from date and cannot be after today'.",
  params: { from: FIELD, to: FIELD },
  required: ['from', 'to'],
  fields: ['from', 'to'],
  check(target, p, ctx) {
    const to = calendarDate(target[p.to]);
    if (!to) return [];
    const from = calendarDate(target[p.from]);
    const bad = to > ctx.today || (from !== undefined && to < from);
    return bad
      ? [
          {
            pointer: at(p.to),
            message: 'The To date cannot be before the from date and cannot be after today',
          },
        ]
      : [];
  },
});

export const timeOrder = defineRule<{ first: string; second: string }>({
  description: "The first time (24-hour) is earlier than the second: 'First time must be earlier than the second time'.",
  params: { first: FIELD, second: FIELD },
  required: ['first', 'second'],
  fields: ['first', 'second'],
  check(target, p) {
    const a = minutesOf(target[p.first]);
    const b = minutesOf(target[p.second]);
    return a !== undefined && b !== undefined && a >= b
      ? [
          {
            pointer: at(p.first),
            message: 'First time must be earlier than the second time',
          },
        ]
      : [];
  },
});

export const notInPast = defineRule<{ date: string }>({
  description: "The date (or the date of a date and time) is today or later: 'Date cannot be in the past'.",
  params: { date: FIELD },
  required: ['date'],
  fields: ['date'],
  check(target, p, ctx) {
    const date = calendarDate(target[p.date]);
    return date && date < ctx.today ? [{ pointer: at(p.date), message: 'Date cannot be in the past' }] : [];
  },
});
