import {
  addDays,
  addMonths,
  instantAt,
  localDayOf,
  localMonthOf,
  todayIn,
  type Instant,
  type Window,
} from './calendar.ts';

// Windows of instants for local days, months and the "last N" periods of reports, in the platform's zone.

/** The instants of one local day, midnight to midnight (23 or 25 hours long across a DST change). */
export function dayWindow(isoDay: string, timeZone: string): Window {
  return { start: instantAt(isoDay, 0, timeZone), end: instantAt(addDays(isoDay, 1), 0, timeZone) };
}

/** The instants from the start of `firstDay` to the end of `lastDay`, both local days included. */
export function daysWindow(firstDay: string, lastDay: string, timeZone: string): Window {
  return { start: dayWindow(firstDay, timeZone).start, end: dayWindow(lastDay, timeZone).end };
}

/** The instants of one local month ('yyyy-MM'). */
export function monthWindow(isoMonth: string, timeZone: string): Window {
  return {
    start: instantAt(`${isoMonth}-01`, 0, timeZone),
    end: instantAt(`${addMonths(isoMonth, 1)}-01`, 0, timeZone),
  };
}

/** The local month containing `now`, as a window of instants. */
export function currentMonthWindow(timeZone: string, now: Instant = Date.now()): Window {
  return monthWindow(localMonthOf(now, timeZone), timeZone);
}

/** "N dias": the N local calendar days ending today (today included). */
export function lastDaysWindow(days: number, timeZone: string, now: Instant = Date.now()): Window {
  const today = todayIn(timeZone, now);
  return daysWindow(addDays(today, 1 - days), today, timeZone);
}

/** "N meses": the current local month and the N - 1 whole months before it. */
export function lastMonthsWindow(months: number, timeZone: string, now: Instant = Date.now()): Window {
  const current = localMonthOf(now, timeZone);
  return {
    start: monthWindow(addMonths(current, 1 - months), timeZone).start,
    end: monthWindow(current, timeZone).end,
  };
}

/** The local months ('yyyy-MM') from the one containing `from` to the one containing `to`, oldest first. */
export function monthsBetween(from: Instant, to: Instant, timeZone: string): string[] {
  const last = localMonthOf(to, timeZone);
  const months: string[] = [];
  for (let month = localMonthOf(from, timeZone); month <= last; month = addMonths(month, 1))
    months.push(month);
  return months;
}

/** The local days ('yyyy-MM-dd') of a window, oldest first. */
export function daysOf(window: Window, timeZone: string): string[] {
  const last = localDayOf(window.end.getTime() - 1, timeZone);
  const days: string[] = [];
  for (let day = localDayOf(window.start, timeZone); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
