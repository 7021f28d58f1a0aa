import { addDays, weekday } from '../../shared/calendar/calendarDates';

/** The date `days` working days after the ship date: weekends and holidays are not working days. */
export function deliveryDate(shipDate: string, days: number, isHoliday: (date: string) => boolean): string {
  let date = shipDate;
  for (let left = days; left > 0; ) {
    date = addDays(date, 1);
    const d = weekday(date);
    if (d !== 0 && d !== 6 && !isHoliday(date)) left--;
  }
  return date;
}
