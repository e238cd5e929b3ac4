import { describe, expect, test } from 'vitest';
import { busyRangeFor, computeSlots, type AgendaRules, type BusyInterval, type Slot } from './slot-engine.ts';

const saoPaulo = 'America/Sao_Paulo';
// Monday 23 November 2026, 08:00 in São Paulo (UTC-3) = 11:00 UTC.
const mondayMorning = new Date('2026-11-23T11:00:00.000Z');

function rules(overrides: Partial<AgendaRules> = {}): AgendaRules {
  return {
    consultationMinutes: 50,
    intervalMinutes: 10,
    windows: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }],
    blockedDates: new Set(),
    ...overrides,
  };
}

function day(query: Partial<Parameters<typeof computeSlots>[0]> = {}) {
  const [first] = computeSlots({ rules: rules(), busy: [], from: '2026-11-23', days: 1, now: mondayMorning, timeZone: saoPaulo, ...query });
  if (!first) throw new Error('no day');
  return first;
}

function busyAt(startIso: string, minutes = 50): BusyInterval {
  const startsAt = new Date(startIso);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

describe('slot engine', () => {
  test('a new slot starts every duration + interval and the last one ends inside the window', () => {
    const { slots } = day();
    expect(slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00']);
    expect(slots.every((slot) => slot.available)).toBe(true);
    expect(slots[0]?.startsAt).toBe('2026-11-23T12:00:00.000Z');
  });

  test('a slot that would overrun the window is not offered', () => {
    const { slots } = day({ rules: rules({ windows: [{ weekday: 1, startTime: '09:00', endTime: '11:49' }] }) });
    expect(slots.map((slot) => slot.time)).toEqual(['09:00', '10:00']);
  });

  test('the window edges: a slot may end exactly at the window end', () => {
    const { slots } = day({ rules: rules({ windows: [{ weekday: 1, startTime: '09:00', endTime: '09:50' }] }) });
    expect(slots.map((slot) => slot.time)).toEqual(['09:00']);
  });

  test('several windows on one day, in order', () => {
    const { slots } = day({
      rules: rules({
        consultationMinutes: 30,
        intervalMinutes: 0,
        windows: [
          { weekday: 1, startTime: '14:00', endTime: '15:00' },
          { weekday: 1, startTime: '08:30', endTime: '09:30' },
        ],
      }),
      now: new Date('2026-11-23T03:00:00.000Z'),
    });
    expect(slots.map((slot) => slot.time)).toEqual(['08:30', '09:00', '14:00', '14:30']);
  });

  test('an existing appointment takes its slot; back-to-back slots stay free thanks to the interval', () => {
    const { slots } = day({ busy: [busyAt('2026-11-23T13:00:00.000Z')] });
    expect(slots.map((slot) => [slot.time, slot.available])).toEqual([
      ['09:00', true],
      ['10:00', false],
      ['11:00', true],
    ]);
  });

  test('an appointment off the grid blocks every slot closer than the interval', () => {
    // 10:30–11:20 local: collides with 10:00 (ends 10:50) and with 11:00 (starts before 11:20 + 10).
    const { slots } = day({ busy: [busyAt('2026-11-23T13:30:00.000Z')] });
    expect(slots.map((slot) => [slot.time, slot.available])).toEqual([
      ['09:00', true],
      ['10:00', false],
      ['11:00', false],
    ]);
  });

  test('the interval is honoured on both sides', () => {
    // An appointment 09:55–10:45 local: 09:00 would end at 09:50 + 10 min gap = 10:00 > 09:55.
    const { slots } = day({ busy: [busyAt('2026-11-23T12:55:00.000Z')] });
    expect(slots.find((slot) => slot.time === '09:00')?.available).toBe(false);
  });

  test('a blocked date has no slots at all', () => {
    const { slots } = day({ rules: rules({ blockedDates: new Set(['2026-11-23']) }) });
    expect(slots).toEqual([]);
  });

  test('past times are unavailable; a slot starting exactly now is already past', () => {
    const { slots } = day({ now: new Date('2026-11-23T13:00:00.000Z') });
    expect(slots.map((slot) => [slot.time, slot.available])).toEqual([
      ['09:00', false],
      ['10:00', false],
      ['11:00', true],
    ]);
  });

  test('a day with no availability has no slots', () => {
    const week = computeSlots({ rules: rules(), busy: [], from: '2026-11-23', days: 7, now: mondayMorning, timeZone: saoPaulo });
    expect(week.map((entry) => [entry.date, entry.slots.length])).toEqual([
      ['2026-11-23', 3],
      ['2026-11-24', 0],
      ['2026-11-25', 0],
      ['2026-11-26', 0],
      ['2026-11-27', 0],
      ['2026-11-28', 0],
      ['2026-11-29', 0],
    ]);
  });

  test('Sunday is weekday 7', () => {
    const [sunday] = computeSlots({
      rules: rules({ windows: [{ weekday: 7, startTime: '10:00', endTime: '11:00' }] }),
      busy: [],
      from: '2026-11-29',
      days: 1,
      now: mondayMorning,
      timeZone: saoPaulo,
    });
    expect(sunday?.slots.map((slot) => slot.time)).toEqual(['10:00']);
  });

  test('another time zone than the server’s: wall-clock times follow the agenda’s zone', () => {
    const lisbon = computeSlots({ rules: rules(), busy: [], from: '2026-11-23', days: 1, now: mondayMorning, timeZone: 'Europe/Lisbon' });
    expect(lisbon[0]?.slots[0]?.startsAt).toBe('2026-11-23T09:00:00.000Z');
    const tokyo = computeSlots({ rules: rules(), busy: [], from: '2026-11-23', days: 1, now: new Date('2026-11-22T00:00:00Z'), timeZone: 'Asia/Tokyo' });
    expect(tokyo[0]?.slots[0]?.startsAt).toBe('2026-11-23T00:00:00.000Z');
  });

  test('a daylight-saving change keeps wall-clock times (New York, 1 November 2026)', () => {
    const [sunday] = computeSlots({
      rules: rules({ windows: [{ weekday: 7, startTime: '09:00', endTime: '10:00' }] }),
      busy: [],
      from: '2026-11-01',
      days: 1,
      now: new Date('2026-10-01T00:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(sunday?.slots[0]?.startsAt).toBe('2026-11-01T14:00:00.000Z');
  });
});

/** 'HH:MM' on Monday 23 November 2026 in São Paulo, as an instant. */
function local(time: string): string {
  return `2026-11-23T${time}:00.000-03:00`;
}

function busyFromTo(start: string, end: string): BusyInterval {
  return { startsAt: new Date(local(start)), endsAt: new Date(local(end)) };
}

const availability = (slots: Slot[]) => slots.map((slot) => [slot.time, slot.available]);

// docs/domain.md "Booking": a consultation needs its interval free on both sides, so two consultations
// are always at least `interval` minutes apart, also after the agenda changes.
describe('slot engine: the interval on both sides of a booked consultation', () => {
  // One slot 10:00–10:50 (window 10:00–10:50), interval 10: what is booked around it decides.
  const oneSlot = rules({ windows: [{ weekday: 1, startTime: '10:00', endTime: '10:50' }] });
  const tenOClock = (busy: BusyInterval[]) => day({ rules: oneSlot, busy }).slots[0]?.available;

  test('after: a consultation ending less than the interval before the slot blocks it', () => {
    expect(tenOClock([busyFromTo('09:05', '09:55')])).toBe(false);
    expect(tenOClock([busyFromTo('09:09', '09:51')])).toBe(false);
  });

  test('after: a consultation ending exactly the interval before the slot leaves it free', () => {
    expect(tenOClock([busyFromTo('09:00', '09:50')])).toBe(true);
  });

  test('before: a consultation starting less than the interval after the slot ends blocks it', () => {
    expect(tenOClock([busyFromTo('10:55', '11:45')])).toBe(false);
    expect(tenOClock([busyFromTo('10:59', '11:49')])).toBe(false);
  });

  test('before: a consultation starting exactly the interval after the slot ends leaves it free', () => {
    expect(tenOClock([busyFromTo('11:00', '11:50')])).toBe(true);
  });

  test('a consultation overlapping the slot blocks it, however short', () => {
    expect(tenOClock([busyFromTo('10:20', '10:25')])).toBe(false);
    expect(tenOClock([busyFromTo('09:30', '11:30')])).toBe(false);
  });

  test('the interval counts across midnight: a consultation of the day before, ending at 23:55', () => {
    const midnight = rules({ windows: [{ weekday: 1, startTime: '00:00', endTime: '00:50' }] });
    const lateSunday = { startsAt: new Date('2026-11-22T23:05:00.000-03:00'), endsAt: new Date('2026-11-22T23:55:00.000-03:00') };
    const { slots } = day({ rules: midnight, busy: [lateSunday], now: new Date('2026-11-22T12:00:00.000Z') });
    expect(availability(slots)).toEqual([['00:00', false]]);
  });

  test('the consultations to read for a range of days reach the interval beyond its first and last midnight', () => {
    const days = { start: new Date(local('00:00')), end: new Date('2026-11-24T00:00:00.000-03:00') };
    expect(busyRangeFor(days, 10)).toEqual({
      start: new Date('2026-11-22T23:50:00.000-03:00'),
      end: new Date('2026-11-24T00:10:00.000-03:00'),
    });
    expect(busyRangeFor(days, 0)).toEqual(days);
  });

  test('with no interval, back-to-back consultations are allowed on both sides', () => {
    const noInterval = rules({ intervalMinutes: 0, windows: [{ weekday: 1, startTime: '09:00', endTime: '12:00' }] });
    const { slots } = day({ rules: noInterval, busy: [busyFromTo('09:50', '10:40')] });
    // A slot every 50 minutes: 09:00 ends as the booked one starts, 10:40 starts as it ends.
    expect(availability(slots)).toEqual([
      ['09:00', true],
      ['09:50', false],
      ['10:40', true],
    ]);
  });

  test('with no interval, one minute of overlap still blocks', () => {
    const noInterval = rules({ intervalMinutes: 0, windows: [{ weekday: 1, startTime: '10:00', endTime: '10:50' }] });
    expect(day({ rules: noInterval, busy: [busyFromTo('09:01', '10:01')] }).slots[0]?.available).toBe(false);
    expect(day({ rules: noInterval, busy: [busyFromTo('10:49', '11:39')] }).slots[0]?.available).toBe(false);
  });

  test('a changed agenda: a consultation booked on the old grid blocks both neighbours on the new one', () => {
    // Booked 09:30–10:20 when the agenda started at 08:30; the grid is now 09:00, 10:00, 11:00.
    const { slots } = day({ busy: [busyFromTo('09:30', '10:20')] });
    expect(availability(slots)).toEqual([
      ['09:00', false],
      ['10:00', false],
      ['11:00', true],
    ]);
  });

  test('a changed duration: a longer consultation booked before still blocks the slot within the interval after it', () => {
    // Booked 09:00–10:55 (duration then 115 minutes): the 11:00 slot would start 5 minutes after it.
    const { slots } = day({ busy: [busyFromTo('09:00', '10:55')] });
    expect(availability(slots)).toEqual([
      ['09:00', false],
      ['10:00', false],
      ['11:00', false],
    ]);
  });

  test('a longer interval now than at booking: the current interval is kept on both sides', () => {
    // Booked 10:00–10:50 with interval 10; the interval is now 30 and the grid every 80 minutes: 09:00, 10:20, 11:40.
    const longer = rules({ intervalMinutes: 30, windows: [{ weekday: 1, startTime: '09:00', endTime: '12:30' }] });
    const { slots } = day({ rules: longer, busy: [busyFromTo('10:00', '10:50')] });
    expect(availability(slots)).toEqual([
      ['09:00', false],
      ['10:20', false],
      ['11:40', true],
    ]);
  });

  test('every free slot is at least the interval away from every booked consultation (each minute of the day)', () => {
    const agenda = rules({ consultationMinutes: 45, intervalMinutes: 15, windows: [{ weekday: 1, startTime: '08:00', endTime: '18:00' }] });
    const gap = agenda.intervalMinutes * 60_000;
    const length = agenda.consultationMinutes * 60_000;
    const early = new Date('2026-11-23T03:00:00.000Z');
    for (let minute = 7 * 60; minute <= 19 * 60; minute += 1) {
      const startsAt = new Date(Date.parse(local('00:00')) + minute * 60_000);
      const booked = { startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60_000) };
      const { slots } = day({ rules: agenda, busy: [booked], now: early });
      const apart = (slot: Slot) => {
        const start = Date.parse(slot.startsAt);
        return start >= booked.endsAt.getTime() + gap || start + length + gap <= booked.startsAt.getTime();
      };
      for (const slot of slots) expect(slot.available, `${slot.time} with one booked at minute ${minute}`).toBe(apart(slot));
    }
  });
});

describe('slot engine: the grid, the window, blocked dates and the clock', () => {
  test('a new slot starts every duration + interval, from the window start', () => {
    const agenda = rules({ consultationMinutes: 40, intervalMinutes: 20, windows: [{ weekday: 1, startTime: '08:15', endTime: '11:15' }] });
    expect(day({ rules: agenda, now: new Date('2026-11-23T03:00:00.000Z') }).slots.map((slot) => slot.time)).toEqual([
      '08:15',
      '09:15',
      '10:15',
    ]);
  });

  test('the last slot must end inside the window, the interval after it need not', () => {
    // 11:00–11:50 ends at the window end; its interval would run to 12:00, past a window ending 11:50.
    const agenda = rules({ windows: [{ weekday: 1, startTime: '09:00', endTime: '11:50' }] });
    expect(day({ rules: agenda }).slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00']);
  });

  test('a blocked date has no slots even with consultations booked on it; other days keep theirs', () => {
    const week = computeSlots({
      rules: rules({
        windows: [1, 2].map((weekday) => ({ weekday, startTime: '09:00', endTime: '10:00' })),
        blockedDates: new Set(['2026-11-24']),
      }),
      busy: [],
      from: '2026-11-23',
      days: 2,
      now: mondayMorning,
      timeZone: saoPaulo,
    });
    expect(week.map((entry) => [entry.date, entry.slots.map((slot) => slot.time)])).toEqual([
      ['2026-11-23', ['09:00']],
      ['2026-11-24', []],
    ]);
  });

  test('a slot one millisecond in the future is free; the past ones are listed as unavailable', () => {
    const { slots } = day({ now: new Date(Date.parse(local('10:00')) - 1) });
    expect(availability(slots)).toEqual([
      ['09:00', false],
      ['10:00', true],
      ['11:00', true],
    ]);
  });
});
