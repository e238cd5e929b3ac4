import { describe, expect, test } from 'vitest';
import { seriesInput, seriesMaxWeeks, seriesMinWeeks, seriesSkipLabels } from '@acolhe/shared/appointment-series';
import type { Slot } from '../../availability/slot-engine.ts';
import { judgeWeeks, seriesOccurrences, skipReason, type WeekFacts } from './series-plan.ts';

const saoPaulo = 'America/Sao_Paulo';
const newYork = 'America/New_York';
/** Monday 23 November 2026, 10:00 in São Paulo. */
const firstMonday = '2026-11-23T13:00:00.000Z';

type Occurrence = ReturnType<typeof seriesOccurrences>[number];

/** Every week's slot exists and is free; no blocked day; nothing of the patient's; horizon far away. */
function facts(weeks: Occurrence[], overrides: Partial<WeekFacts> = {}): WeekFacts {
  const slot = (week: Occurrence, available = true): Slot => ({ startsAt: week.startsAt, time: week.time, available });
  return {
    lastBookableDay: '2027-12-31',
    blockedDays: new Set(),
    slotsByDay: new Map(weeks.map((week) => [week.date, [slot(week)]])),
    patientBusy: [],
    consultationMinutes: 50,
    ...overrides,
  };
}

describe('series plan: the weeks', () => {
  test('from 2 to 12 weeks; 1 and 13 are refused', () => {
    expect([seriesMinWeeks, seriesMaxWeeks]).toEqual([2, 12]);
    const request = (weeks: number) => seriesInput.safeParse({ psychologistId: 1, startsAt: firstMonday, weeks }).success;
    expect([1, 2, 12, 13].map(request)).toEqual([false, true, true, false]);
  });

  test('each week is the first one’s local day plus 7 days, at the same time', () => {
    const weeks = seriesOccurrences(firstMonday, 4, saoPaulo);
    expect(weeks.map((week) => [week.week, week.date, week.time, week.startsAt])).toEqual([
      [1, '2026-11-23', '10:00', '2026-11-23T13:00:00.000Z'],
      [2, '2026-11-30', '10:00', '2026-11-30T13:00:00.000Z'],
      [3, '2026-12-07', '10:00', '2026-12-07T13:00:00.000Z'],
      [4, '2026-12-14', '10:00', '2026-12-14T13:00:00.000Z'],
    ]);
  });

  test('twelve weeks run into the next year', () => {
    const weeks = seriesOccurrences(firstMonday, 12, saoPaulo);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ week: 12, date: '2027-02-08', startsAt: '2027-02-08T13:00:00.000Z' });
  });

  test('across the end of daylight saving (New York, 1 November 2026) the clock time stays, the instant moves an hour', () => {
    const weeks = seriesOccurrences('2026-10-26T13:00:00.000Z', 2, newYork);
    expect(weeks.map((week) => [week.date, week.time, week.startsAt])).toEqual([
      ['2026-10-26', '09:00', '2026-10-26T13:00:00.000Z'],
      ['2026-11-02', '09:00', '2026-11-02T14:00:00.000Z'],
    ]);
  });

  test('across the start of daylight saving (New York, 8 March 2026) too', () => {
    const weeks = seriesOccurrences('2026-03-02T14:00:00.000Z', 2, newYork);
    expect(weeks.map((week) => [week.time, week.startsAt])).toEqual([
      ['09:00', '2026-03-02T14:00:00.000Z'],
      ['09:00', '2026-03-09T13:00:00.000Z'],
    ]);
  });

  test('the weeks are local days of the zone: a late-evening start keeps its local day', () => {
    // Monday 23:30 in São Paulo is already Tuesday in UTC.
    const weeks = seriesOccurrences('2026-11-24T02:30:00.000Z', 2, saoPaulo);
    expect(weeks.map((week) => [week.date, week.time])).toEqual([
      ['2026-11-23', '23:30'],
      ['2026-11-30', '23:30'],
    ]);
  });
});

describe('series plan: why a week cannot be booked', () => {
  const weeks = seriesOccurrences(firstMonday, 6, saoPaulo);
  const [first, second, third] = weeks as [Occurrence, Occurrence, Occurrence];

  test('weeks after the last day of the booking horizon: Fora do período de agendamento; the last day itself is bookable', () => {
    const planned = judgeWeeks(weeks, facts(weeks, { lastBookableDay: '2026-12-21' }), 'patient');
    expect(planned.map((week) => [week.date, week.free, week.reasonLabel])).toEqual([
      ['2026-11-23', true, null],
      ['2026-11-30', true, null],
      ['2026-12-07', true, null],
      ['2026-12-14', true, null],
      ['2026-12-21', true, null],
      ['2026-12-28', false, 'Fora do período de agendamento'],
    ]);
    expect(seriesSkipLabels.past_horizon).toBe('Fora do período de agendamento');
  });

  test('a blocked day, a time that is not a slot of the agenda, a slot taken', () => {
    const slotsByDay = new Map(facts(weeks).slotsByDay);
    slotsByDay.set(second.date, []);
    slotsByDay.set(third.date, [{ startsAt: third.startsAt, time: third.time, available: false }]);
    const planned = facts(weeks, { blockedDays: new Set([first.date]), slotsByDay });
    expect([first, second, third].map((week) => skipReason(week, planned))).toEqual(['blocked', 'outside_agenda', 'taken']);
  });

  test('the patient’s own consultation overlapping the week, in the reader’s words', () => {
    const other = { startsAt: '2026-11-30T13:30:00.000Z', endsAt: '2026-11-30T14:20:00.000Z' };
    const plan = facts(weeks, { patientBusy: [other] });
    expect(skipReason(second, plan)).toBe('patient_overlap');
    expect(judgeWeeks([second], plan, 'patient')[0]?.reasonLabel).toBe('Você já tem uma consulta neste horário');
    expect(judgeWeeks([second], plan, 'psychologist')[0]?.reasonLabel).toBe('O paciente já tem uma consulta neste horário');
  });

  test('the patient’s consultation ending as the week starts, or starting as it ends, does not overlap', () => {
    const touching = [
      { startsAt: '2026-11-30T12:10:00.000Z', endsAt: '2026-11-30T13:00:00.000Z' },
      { startsAt: '2026-11-30T13:50:00.000Z', endsAt: '2026-11-30T14:40:00.000Z' },
    ];
    expect(skipReason(second, facts(weeks, { patientBusy: touching }))).toBeNull();
  });

  test('the first reason wins: horizon, then blocked day, then agenda, then taken, then the patient', () => {
    const taken = new Map([[first.date, [{ startsAt: first.startsAt, time: first.time, available: false }]]]);
    const everything = facts(weeks, {
      lastBookableDay: '2026-11-22',
      blockedDays: new Set([first.date]),
      slotsByDay: taken,
      patientBusy: [{ startsAt: first.startsAt, endsAt: '2026-11-23T13:50:00.000Z' }],
    });
    expect(skipReason(first, everything)).toBe('past_horizon');
    expect(skipReason(first, { ...everything, lastBookableDay: '2027-12-31' })).toBe('blocked');
    expect(skipReason(first, { ...everything, lastBookableDay: '2027-12-31', blockedDays: new Set() })).toBe('taken');
    expect(skipReason(first, { ...everything, lastBookableDay: '2027-12-31', blockedDays: new Set(), slotsByDay: new Map() })).toBe(
      'outside_agenda',
    );
  });
});
