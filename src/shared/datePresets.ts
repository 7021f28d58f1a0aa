/**
 * Named date ranges of the grid's DATE_RANGE filter (02-business.md §5), as
 * [start inclusive, end exclusive) in YYYY-MM-DD. One list for both sides:
 * the browser offers these names and the server turns them into bounds.
 */
export const DATE_PRESETS = [
  'today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month',
  'this_year', 'this_year_to_date', 'last_year', 'last_year_to_date',
  'last_7_days', 'last_30_days', 'last_90_days', 'last_365_days',
  'last_2_weeks', 'last_3_weeks', 'last_4_weeks', 'last_6_weeks', 'last_8_weeks',
  'last_6_months', 'last_1_year',
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

const DAY = 86_400_000;

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function utc(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d));
}

/** The bounds of a preset on the given day (UTC calendar). */
export function presetRange(preset: DatePreset, now: Date = new Date()): [string, string] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const today = utc(y, m, now.getUTCDate());
  const tomorrow = new Date(today.getTime() + DAY);
  const mondayOffset = (today.getUTCDay() + 6) % 7; // weeks start on Monday
  const thisMonday = new Date(today.getTime() - mondayOffset * DAY);
  const back = (days: number): [string, string] => [isoDate(new Date(tomorrow.getTime() - days * DAY)), isoDate(tomorrow)];
  switch (preset) {
    case 'today': return [isoDate(today), isoDate(tomorrow)];
    case 'yesterday': return [isoDate(new Date(today.getTime() - DAY)), isoDate(today)];
    case 'this_week': return [isoDate(thisMonday), isoDate(new Date(thisMonday.getTime() + 7 * DAY))];
    case 'last_week': return [isoDate(new Date(thisMonday.getTime() - 7 * DAY)), isoDate(thisMonday)];
    case 'this_month': return [isoDate(utc(y, m, 1)), isoDate(utc(y, m + 1, 1))];
    case 'last_month': return [isoDate(utc(y, m - 1, 1)), isoDate(utc(y, m, 1))];
    case 'this_year': return [isoDate(utc(y, 0, 1)), isoDate(utc(y + 1, 0, 1))];
    case 'this_year_to_date': return [isoDate(utc(y, 0, 1)), isoDate(tomorrow)];
    case 'last_year': return [isoDate(utc(y - 1, 0, 1)), isoDate(utc(y, 0, 1))];
    case 'last_year_to_date': return [isoDate(utc(y - 1, 0, 1)), isoDate(utc(y - 1, m, now.getUTCDate() + 1))];
    case 'last_6_months': return [isoDate(utc(y, m - 6, now.getUTCDate() + 1)), isoDate(tomorrow)];
    case 'last_1_year': return [isoDate(utc(y - 1, m, now.getUTCDate() + 1)), isoDate(tomorrow)];
    default: {
      const match = /^last_(\d+)_(days|weeks)$/.exec(preset)!;
      return back(Number(match[1]) * (match[2] === 'weeks' ? 7 : 1));
    }
  }
}
