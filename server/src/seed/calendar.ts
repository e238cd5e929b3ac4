import { TZDate } from '@date-fns/tz';

/** An instant at a wall-clock time on the calendar day `dayOffset` days from `now`, in `timeZone`. */
export function wallClock(now: Date, timeZone: string, dayOffset: number, hour: number, minute = 0): Date {
  const today = new TZDate(now.getTime(), timeZone);
  const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + dayOffset, 12, 0, 0, timeZone);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, 0, timeZone).getTime());
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of an instant in `timeZone`. */
export function isoWeekday(instant: Date, timeZone: string): number {
  const day = new TZDate(instant.getTime(), timeZone).getDay();
  return day === 0 ? 7 : day;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
