import { TZDate, tzOffset } from '@date-fns/tz';
import { knownOffsetAt, oneDay, quarterHour } from './zone-offsets.ts';

/**
 * The one calendar of the platform: "today", local days and times of instants, all in the platform time
 * zone the server announces. Day and month windows and periods are in calendar-windows.ts, many instants'
 * local parts at once in calendar-local-parts.ts; calendar-format.ts writes them for people.
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

/** Minutes the zone is ahead of UTC at `time` (negative west of Greenwich; for calendar-local-parts.ts). */
export function offsetAt(time: number, timeZone: string): number {
  const zone = keptIn(offsets, timeZone);
  const quarter = Math.floor(time / quarterHour);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    offset = knownOffsetAt(timeZone, time) ?? tzOffset(timeZone, new Date(time));
    zone.set(quarter, offset);
  }
  return offset;
}

/** A `Date` whose UTC fields are the zone's wall clock at the instant: read it with getUTC* (for calendar-local-parts.ts). */
export function zoned(instant: Instant, timeZone: string): Date {
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
  const start = instantAt(isoDay, 0, timeZone);
  const end = instantAt(addDays(isoDay, 1), 0, timeZone);
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
