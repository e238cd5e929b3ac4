import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { instantAt, localDayOf, localTimeOf } from './calendar.ts';
import { knowZoneOffsets, knownOffsetAt, offsetSpans, zoneOffsetsAround } from './zone-offsets.ts';

const quarterHour = 15 * 60_000;
const hour = 3_600_000;
const day = 24 * hour;

describe('offsetSpans', () => {
  it('splits São Paulo at the daylight-saving changes of 2018–2019, to the instant', () => {
    const from = Date.parse('2018-10-01T00:00:00Z');
    const to = Date.parse('2019-04-01T00:00:00Z');
    expect(offsetSpans('America/Sao_Paulo', from, to)).toEqual([
      { from, to: Date.parse('2018-11-04T03:00:00Z'), offset: -180 },
      { from: Date.parse('2018-11-04T03:00:00Z'), to: Date.parse('2019-02-17T02:00:00Z'), offset: -120 },
      { from: Date.parse('2019-02-17T02:00:00Z'), to, offset: -180 },
    ]);
  });

  it('agrees with the zone rules at every hour of a year in zones with and without daylight saving', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const to = from + 365 * day;
    for (const timeZone of ['America/Sao_Paulo', 'Europe/Lisbon', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC']) {
      const spans = offsetSpans(timeZone, from, to);
      const offsetIn = (time: number) => spans.find((candidate) => time >= candidate.from && time < candidate.to)?.offset;
      for (let time = from; time < to; time += hour) {
        expect(offsetIn(time), `${timeZone} at ${new Date(time).toISOString()}`).toBe(tzOffset(timeZone, new Date(time)));
      }
      // Each change to the quarter hour (Lord Howe's are on the half hour).
      for (const span of spans.slice(0, -1)) {
        for (let time = span.to - 2 * hour; time < span.to + 2 * hour; time += quarterHour) {
          expect(offsetIn(time), `${timeZone} at ${new Date(time).toISOString()}`).toBe(tzOffset(timeZone, new Date(time)));
        }
      }
    }
  });

  it('ends at the quarter hour after `to`, with no empty span when a change falls on it', () => {
    const change = Date.parse('2018-11-04T03:00:00Z');
    expect(offsetSpans('America/Sao_Paulo', change - day, change)).toEqual([{ from: change - day, to: change, offset: -180 }]);
    expect(offsetSpans('UTC', 0, quarterHour + 1)).toEqual([{ from: 0, to: 2 * quarterHour, offset: 0 }]);
  });

  it('covers about a year on each side of today, one span when the zone keeps its offset', () => {
    const now = Date.parse('2026-11-29T15:00:00Z');
    const spans = zoneOffsetsAround('America/Sao_Paulo', now);
    expect(spans).toHaveLength(1);
    expect(spans[0]?.offset).toBe(-180);
    expect(spans[0]?.from).toBeLessThanOrEqual(now - 365 * day);
    expect(spans[0]?.to).toBeGreaterThanOrEqual(now + 365 * day);
  });
});

describe('offsets the server sent', () => {
  it('are what the calendar reads instead of the zone rules, and only within their spans', () => {
    // Made-up offsets for a zone no other test uses, so reading them proves the calendar took them.
    const timeZone = 'Pacific/Chatham';
    const from = Date.parse('2090-01-01T00:00:00Z');
    knowZoneOffsets(timeZone, [{ from, to: from + 30 * day, offset: 60 }]);
    expect(knownOffsetAt(timeZone, from + day)).toBe(60);
    expect(knownOffsetAt(timeZone, from + 31 * day)).toBeUndefined();
    expect(localTimeOf('2090-01-10T12:00:00Z', timeZone)).toBe('13:00');
    expect(instantAt('2090-01-10', '13:00', timeZone).toISOString()).toBe('2090-01-10T12:00:00.000Z');
    // Outside the spans, the zone's own rules (UTC+13:45 in the southern summer).
    expect(localDayOf('2090-03-10T12:00:00Z', timeZone)).toBe('2090-03-11');
  });

  it('leave an instant near an offset change to the zone rules', () => {
    const timeZone = 'America/Sao_Paulo';
    const from = Date.parse('2018-10-01T00:00:00Z');
    knowZoneOffsets(timeZone, offsetSpans(timeZone, from, Date.parse('2019-04-01T00:00:00Z')));
    // Midnight of 4 Nov 2018 did not exist in São Paulo: clocks went from 23:59 to 01:00.
    expect(instantAt('2018-11-04', '01:00', timeZone).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(instantAt('2018-12-10', '10:00', timeZone).toISOString()).toBe('2018-12-10T12:00:00.000Z');
    // The hour from 23:00 on 16 Feb 2019 was lived twice, at -02:00 and then at -03:00.
    expect(localTimeOf('2019-02-17T01:30:00Z', timeZone)).toBe('23:30');
    expect(localTimeOf('2019-02-17T02:30:00Z', timeZone)).toBe('23:30');
  });
});
