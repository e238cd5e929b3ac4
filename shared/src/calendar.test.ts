import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  instantAt,
  isTimeZone,
  localDayOf,
  localMonthOf,
  localTimeOf,
  todayIn,
  wallClockOn,
  weekdayOf,
  weekdayOfDay,
} from './calendar.ts';
import {
  dayWindow,
  daysWindow,
  lastDaysWindow,
  lastMonthsWindow,
  monthWindow,
  monthsBetween,
} from './calendar-windows.ts';
import { localPartsIn } from './calendar-local-parts.ts';

const saoPaulo = 'America/Sao_Paulo';

describe('calendar', () => {
  it('puts 01:30 UTC on the 1st in the previous month in São Paulo', () => {
    expect(localMonthOf('2026-12-01T01:30:00Z', saoPaulo)).toBe('2026-11');
    expect(localMonthOf('2026-12-01T01:30:00Z', 'UTC')).toBe('2026-12');
    const november = monthWindow('2026-11', saoPaulo);
    expect(november.start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(november.end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('computes today and day windows in the zone', () => {
    expect(todayIn(saoPaulo, '2026-11-25T02:00:00Z')).toBe('2026-11-24');
    expect(todayIn('America/Manaus', '2026-11-25T03:30:00Z')).toBe('2026-11-24');
    const day = dayWindow('2026-11-24', saoPaulo);
    expect(day.start.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-25T03:00:00.000Z');
    const days = daysWindow('2026-11-24', '2026-11-26', 'America/Manaus');
    expect(days.start.toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(days.end.toISOString()).toBe('2026-11-27T04:00:00.000Z');
  });

  it('keeps local wall-clock times across a DST change', () => {
    const before = instantAt('2026-03-07', '09:00', 'America/New_York');
    const after = instantAt('2026-03-09', '09:00', 'America/New_York');
    expect(before.toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(after.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    const shortDay = dayWindow('2026-03-08', 'America/New_York');
    expect(shortDay.end.getTime() - shortDay.start.getTime()).toBe(23 * 3_600_000);
    expect(wallClockOn('2026-03-08', 'America/New_York')(9 * 60).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(wallClockOn('2026-11-24', saoPaulo)(9 * 60 + 30).toISOString()).toBe('2026-11-24T12:30:00.000Z');
  });

  it('builds periods of days and months ending now', () => {
    const now = '2026-11-24T15:00:00Z';
    const week = lastDaysWindow(7, saoPaulo, now);
    expect(week.start.toISOString()).toBe('2026-11-18T03:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-25T03:00:00.000Z');
    const half = lastMonthsWindow(6, saoPaulo, now);
    expect(half.start.toISOString()).toBe('2026-06-01T03:00:00.000Z');
    expect(monthsBetween(half.start, new Date(half.end.getTime() - 1), saoPaulo)).toEqual([
      '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
  });

  it('adds days and minutes, and finds the weekday of a local day and of an instant', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMinutes('2026-11-24T12:00:00Z', -90).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(weekdayOfDay('2026-11-24')).toBe(2);
    expect(weekdayOf('2026-11-30T02:00:00Z', saoPaulo)).toBe(7);
  });

  it('knows an IANA zone from a typo', () => {
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('America/Manaos')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('buckets many instants by local day, weekday and hour exactly as one-by-one lookups do', () => {
    const cases = [
      ['America/New_York', '2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'],
      ['America/New_York', '2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z'],
      // São Paulo's last DST started at midnight: 2018-11-04 had no 00:00.
      ['America/Sao_Paulo', '2018-11-02T00:00:00Z', '2018-11-06T00:00:00Z'],
      ['Asia/Kolkata', '2026-12-30T00:00:00Z', '2027-01-02T00:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-03T00:00:00Z', '2026-04-07T00:00:00Z'],
    ] as const;
    for (const [zone, from, to] of cases) {
      const window = { start: new Date(from), end: new Date(to) };
      const partsOf = localPartsIn(window, zone);
      for (let time = window.start.getTime() - 86_400_000; time < window.end.getTime() + 86_400_000; time += 17 * 60_000) {
        const day = localDayOf(time, zone);
        expect(partsOf(time), `${zone} ${new Date(time).toISOString()}`).toEqual({
          day,
          month: day.slice(0, 7),
          weekday: weekdayOf(time, zone),
          hour: Number(localTimeOf(time, zone).slice(0, 2)),
        });
      }
    }
  });

  it("reads every instant's local day, time and weekday as the runtime's own zone data does, across DST changes", () => {
    const cases: [string, string, string][] = [
      ['America/New_York', '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z'],
      ['America/New_York', '2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z'],
      ['America/Sao_Paulo', '2018-11-03T00:00:00Z', '2018-11-05T12:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T00:00:00Z', '2026-04-06T00:00:00Z'],
    ];
    for (const [timeZone, from, to] of cases) {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
      });
      const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
      for (let time = Date.parse(from); time < Date.parse(to); time += 7 * 60_000) {
        const field = (type: string) => parts.formatToParts(time).find((part) => part.type === type)?.value ?? '';
        const at = new Date(time).toISOString();
        expect(localDayOf(time, timeZone), `${timeZone} ${at}`).toBe(`${field('year')}-${field('month')}-${field('day')}`);
        expect(localTimeOf(time, timeZone), `${timeZone} ${at}`).toBe(`${field('hour')}:${field('minute')}`);
        expect(weekdayOf(time, timeZone), `${timeZone} ${at}`).toBe(weekdays[field('weekday')]);
      }
    }
  });
});
