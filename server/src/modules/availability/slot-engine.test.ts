import { describe, expect, test } from 'vitest';
import { computeSlots, type AgendaRules, type BusyInterval } from './slot-engine.ts';

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
