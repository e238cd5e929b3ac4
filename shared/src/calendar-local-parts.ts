import {
  addDays,
  instantAt,
  localDayOf,
  offsetAt,
  parseDay,
  toTime,
  weekdayOfDay,
  zoned,
  type Instant,
  type Window,
} from './calendar.ts';
import { daysOf } from './calendar-windows.ts';

/** Where an instant falls on the local calendar: day 'yyyy-MM-dd', month 'yyyy-MM', ISO weekday, hour 0-23. */
export interface LocalParts {
  day: string;
  month: string;
  weekday: number;
  hour: number;
}

/**
 * A fast `LocalParts` lookup for many instants of one window: the zone's offset is read once per local
 * day instead of once per instant, and the exact per-instant lookup is used only on days that are not 24
 * hours long (a DST change), so bucketing thousands of appointments stays cheap and exact.
 */
export function localPartsIn(window: Window, timeZone: string): (instant: Instant) => LocalParts {
  const days = daysOf(window, timeZone);
  const firstDay = days[0] ?? localDayOf(window.start, timeZone);
  const starts = [instantAt(firstDay, 0, timeZone).getTime()];
  let offset = offsetAt(starts[0] ?? 0, timeZone);
  for (let index = 1; index <= days.length; index += 1) {
    // Midnight at the last offset seen is the day's start when the zone agrees it has that offset there.
    const day = addDays(firstDay, index);
    const [year, month, date] = parseDay(day);
    const guess = Date.UTC(year, month - 1, date) - offset * 60_000;
    if (offsetAt(guess, timeZone) === offset) {
      starts.push(guess);
      continue;
    }
    const start = instantAt(day, 0, timeZone).getTime();
    offset = offsetAt(start, timeZone);
    starts.push(start);
  }
  const weekdays = days.map(weekdayOfDay);
  const exact = (time: number): LocalParts => {
    const day = localDayOf(time, timeZone);
    return {
      day,
      month: day.slice(0, 7),
      weekday: weekdayOfDay(day),
      hour: zoned(time, timeZone).getUTCHours(),
    };
  };
  return (instant) => {
    const time = toTime(instant);
    let low = 0;
    let high = days.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = starts[middle] ?? 0;
      const end = starts[middle + 1] ?? 0;
      if (time < start) high = middle - 1;
      else if (time >= end) low = middle + 1;
      else {
        if (end - start !== 86_400_000) return exact(time);
        const day = days[middle] ?? '';
        return {
          day,
          month: day.slice(0, 7),
          weekday: weekdays[middle] ?? 0,
          hour: Math.floor((time - start) / 3_600_000),
        };
      }
    }
    return exact(time);
  };
}
