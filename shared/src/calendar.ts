import { TZDate, tzOffset } from '@date-fns/tz';
import { knownOffsetAt, oneDay, quarterHour } from './zone-offsets.ts';

/**
 * The one calendar of the platform: "today", local days and times of instants, day and month windows and
 * periods, all in the platform time zone the server announces; calendar-format.ts writes them for people.
 * Instants are UTC `Date`s or ISO strings; local calendar days are 'yyyy-MM-dd'; local months 'yyyy-MM'.
 */
export const defaultTimeZone = 'America/Sao_Paulo';

/** Whether `timeZone` is an IANA zone this runtime knows ('America/Manaus'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A half-open window of instants: start <= t < end. */
export interface Window {
  start: Date;
  end: Date;
}

/** An instant: a `Date`, an ISO string or milliseconds since the epoch. */
export type Instant = Date | string | number;

/** Milliseconds since the epoch of an instant (for calendar-format.ts). */
export function toTime(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
}

// Every zone changes its offset only at a quarter-hour boundary (in UTC), so the offset of a quarter
// hour is that of any instant in it; a page of appointments or slots then consults the offsets the
// server sent (zone-offsets.ts), or else the zone's rules (an Intl format per call), a handful of times
// instead of several times per instant.
const keptPerZone = 10_000;
const offsets = new Map<string, Map<number, number>>();
const instants = new Map<string, Map<string, number>>();

function keptIn<K, V>(kept: Map<string, Map<K, V>>, timeZone: string): Map<K, V> {
  let zone = kept.get(timeZone);
  if (!zone) {
    zone = new Map<K, V>();
    kept.set(timeZone, zone);
  } else if (zone.size >= keptPerZone) {
    zone.clear();
  }
  return zone;
}

/** Minutes the zone is ahead of UTC at `time` (negative west of Greenwich). */
function offsetAt(time: number, timeZone: string): number {
  const zone = keptIn(offsets, timeZone);
  const quarter = Math.floor(time / quarterHour);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    offset = knownOffsetAt(timeZone, time) ?? tzOffset(timeZone, new Date(time));
    zone.set(quarter, offset);
  }
  return offset;
}

/** A `Date` whose UTC fields are the zone's wall clock at the instant: read it with getUTC*. */
function zoned(instant: Instant, timeZone: string): Date {
  const time = toTime(instant);
  return new Date(time + offsetAt(time, timeZone) * 60_000);
}

/** `value` with leading zeros to `length` digits (for calendar-format.ts). */
export function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Year, month (1-12) and day of a local calendar day 'yyyy-MM-dd' (for calendar-format.ts). */
export function parseDay(isoDay: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return [year, month, day];
}

/** The local calendar day 'yyyy-MM-dd' of an instant. */
export function localDayOf(instant: Instant, timeZone: string): string {
  const local = zoned(instant, timeZone);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The local month 'yyyy-MM' of an instant. */
export function localMonthOf(instant: Instant, timeZone: string): string {
  return localDayOf(instant, timeZone).slice(0, 7);
}

/** The local wall-clock time 'HH:mm' of an instant. */
export function localTimeOf(instant: Instant, timeZone: string): string {
  const local = zoned(instant, timeZone);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** Today's local calendar day. */
export function todayIn(timeZone: string, now: Instant = Date.now()): string {
  return localDayOf(now, timeZone);
}

/**
 * The instant whose wall clock reads `wallTime` (the local fields written as UTC), from the offsets the
 * server sent; undefined outside them or within a day of an offset change, which TZDate settles.
 */
function instantFromKnownOffsets(wallTime: number, timeZone: string): number | undefined {
  const offset = knownOffsetAt(timeZone, wallTime);
  if (offset === undefined) return undefined;
  const instant = wallTime - offset * 60_000;
  const steady = [instant - oneDay, instant, instant + oneDay].every((time) => knownOffsetAt(timeZone, time) === offset);
  return steady ? instant : undefined;
}

/** The instant of a local wall-clock time ('HH:mm', or minutes since midnight) on a local day. */
export function instantAt(isoDay: string, time: string | number, timeZone: string): Date {
  const minutes = typeof time === 'number' ? time : minutesOfDay(time);
  const zone = keptIn(instants, timeZone);
  const key = `${isoDay} ${minutes}`;
  let instant = zone.get(key);
  if (instant === undefined) {
    const [year, month, day] = parseDay(isoDay);
    instant =
      instantFromKnownOffsets(Date.UTC(year, month - 1, day, 0, minutes), timeZone) ??
      new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime();
    zone.set(key, instant);
  }
  return new Date(instant);
}

/**
 * Minutes after midnight -> instant, for many times of one local day. The zone is consulted once; only on
 * a day whose length is not 24 h (a daylight-saving change) is every time converted on its own.
 */
export function wallClockOn(isoDay: string, timeZone: string): (minutes: number) => Date {
  const { start, end } = dayWindow(isoDay, timeZone);
  if (end.getTime() - start.getTime() !== oneDay) return (minutes) => instantAt(isoDay, minutes, timeZone);
  return (minutes) => new Date(start.getTime() + minutes * 60_000);
}

/** The instant `minutes` minutes after (or before) `instant`. */
export function addMinutes(instant: Instant, minutes: number): Date {
  return new Date(toTime(instant) + minutes * 60_000);
}

/** The local day `days` calendar days after (or before, when negative) `isoDay`. */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = parseDay(isoDay);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

/** The local month `months` months after (or before) `isoMonth` ('yyyy-MM'). */
export function addMonths(isoMonth: string, months: number): string {
  const [year, month] = parseDay(`${isoMonth}-01`);
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  return shifted.toISOString().slice(0, 7);
}

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
  return { start: instantAt(`${isoMonth}-01`, 0, timeZone), end: instantAt(`${addMonths(isoMonth, 1)}-01`, 0, timeZone) };
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
  return { start: monthWindow(addMonths(current, 1 - months), timeZone).start, end: monthWindow(current, timeZone).end };
}

/** The local months ('yyyy-MM') from the one containing `from` to the one containing `to`, oldest first. */
export function monthsBetween(from: Instant, to: Instant, timeZone: string): string[] {
  const last = localMonthOf(to, timeZone);
  const months: string[] = [];
  for (let month = localMonthOf(from, timeZone); month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The local days ('yyyy-MM-dd') of a window, oldest first. */
export function daysOf(window: Window, timeZone: string): string[] {
  const last = localDayOf(window.end.getTime() - 1, timeZone);
  const days: string[] = [];
  for (let day = localDayOf(window.start, timeZone); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Minutes since midnight of 'HH:mm'. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:mm' of minutes since midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of an instant in the zone. */
export function weekdayOf(instant: Instant, timeZone: string): number {
  const day = zoned(instant, timeZone).getUTCDay();
  return day === 0 ? 7 : day;
}

/** ISO weekday of a local calendar day. */
export function weekdayOfDay(isoDay: string): number {
  const [year, month, day] = parseDay(isoDay);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

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
    return { day, month: day.slice(0, 7), weekday: weekdayOfDay(day), hour: zoned(time, timeZone).getUTCHours() };
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
        return { day, month: day.slice(0, 7), weekday: weekdays[middle] ?? 0, hour: Math.floor((time - start) / 3_600_000) };
      }
    }
    return exact(time);
  };
}
