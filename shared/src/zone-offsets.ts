import { tzOffset } from '@date-fns/tz';

/**
 * A zone's offsets over a stretch of time, as the server computes them, so a browser can show dates
 * without asking its own copy of the zone rules: the first `Intl.DateTimeFormat` a page builds loads the
 * browser's time-zone data, a long stretch of main-thread work, in the middle of the app adopting a
 * server page (docs/decisions/intl-free-adoption.md
 * "Dates and numbers without the browser's Intl while a page is adopted").
 */
export interface OffsetSpan {
  /** First instant of the span, ms since the epoch. */
  from: number;
  /** First instant after the span. */
  to: number;
  /** Minutes the zone is ahead of UTC during the span (negative west of Greenwich). */
  offset: number;
}

export const quarterHour = 15 * 60_000;
export const oneDay = 24 * 60 * 60_000;
/** How far back and ahead of today the spans reach: a year of reviews behind, a year of bookings ahead. */
const reach = 400 * oneDay;

/**
 * The first quarter hour after `before` whose offset differs from `before`'s, knowing `after` (a day
 * later at most) has a different one. Zones change their offset only at quarter-hour boundaries.
 */
function firstChange(timeZone: string, before: number, after: number): number {
  const offset = tzOffset(timeZone, new Date(before));
  let low = before;
  let high = after;
  while (high - low > quarterHour) {
    const middle = low + Math.floor((high - low) / 2 / quarterHour) * quarterHour;
    if (tzOffset(timeZone, new Date(middle)) === offset) low = middle;
    else high = middle;
  }
  return high;
}

/** The zone's offsets from `from` to `to`, one span per offset in force; no zone changes twice in a day. */
export function offsetSpans(timeZone: string, from: number, to: number): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  const end = Math.ceil(to / quarterHour) * quarterHour;
  let start = Math.floor(from / quarterHour) * quarterHour;
  let offset = tzOffset(timeZone, new Date(start));
  for (let time = start; time < end; ) {
    const next = Math.min(time + oneDay, end);
    const nextOffset = tzOffset(timeZone, new Date(next));
    if (nextOffset === offset) {
      time = next;
      continue;
    }
    const change = firstChange(timeZone, time, next);
    spans.push({ from: start, to: change, offset });
    start = change;
    offset = tzOffset(timeZone, new Date(change));
    time = change;
  }
  if (start < end) spans.push({ from: start, to: end, offset });
  return spans;
}

const aroundByZone = new Map<string, { dayNumber: number; spans: OffsetSpan[] }>();

/** The zone's spans from about a year before `now` to a year after, computed once a day per zone. */
export function zoneOffsetsAround(timeZone: string, now: number = Date.now()): OffsetSpan[] {
  const dayNumber = Math.floor(now / oneDay);
  const kept = aroundByZone.get(timeZone);
  if (kept?.dayNumber === dayNumber) return kept.spans;
  const spans = offsetSpans(timeZone, dayNumber * oneDay - reach, dayNumber * oneDay + reach);
  aroundByZone.set(timeZone, { dayNumber, spans });
  return spans;
}

const known = new Map<string, OffsetSpan[]>();

/**
 * Takes the zone's spans as the server sent them; `knownOffsetAt` answers from them from then on. For
 * the instants the calendar has not already read from the zone rules: it keeps what it read.
 */
export function knowZoneOffsets(timeZone: string, spans: readonly OffsetSpan[]): void {
  known.set(timeZone, [...spans]);
}

/** The zone's offset at `time` from spans the server sent, or undefined outside them. */
export function knownOffsetAt(timeZone: string, time: number): number | undefined {
  const spans = known.get(timeZone);
  if (!spans) return undefined;
  for (const span of spans) if (time >= span.from && time < span.to) return span.offset;
  return undefined;
}
