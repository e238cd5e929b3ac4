import { describe, expect, test } from 'vitest';
import { attendanceShowsVideoFailure, overlapMs, presenceOf } from './video-failure.ts';

const at = (time: string) => `2026-11-23T${time}:00.000Z`;
const ms = (time: string) => Date.parse(at(time));
const appointment = { id: 1, patientId: 10, psychologistId: 20, startsAt: at('12:00') };
const afterWindow = new Date(at('13:01'));

describe('presence in the join window', () => {
  test('a newer stream joining before the old one leaves keeps the person present; an open join lasts to the close', () => {
    const events = [
      { userId: 10, event: 'join' as const, at: at('12:00') },
      { userId: 10, event: 'join' as const, at: at('12:05') },
      { userId: 10, event: 'leave' as const, at: at('12:05') },
      { userId: 10, event: 'leave' as const, at: at('12:20') },
      { userId: 10, event: 'join' as const, at: at('12:50') },
    ];
    expect(presenceOf(events, 10, ms('11:45'), ms('13:00'))).toEqual([
      { from: ms('12:00'), to: ms('12:20') },
      { from: ms('12:50'), to: ms('13:00') },
    ]);
  });

  test('events before the window opens (a session held before a reschedule) count for nothing', () => {
    const events = [
      { userId: 10, event: 'join' as const, at: at('09:00') },
      { userId: 10, event: 'leave' as const, at: at('11:50') },
    ];
    expect(presenceOf(events, 10, ms('11:45'), ms('13:00'))).toEqual([]);
  });

  test('time together is the overlap of both people’s intervals', () => {
    expect(overlapMs([{ from: 0, to: 10 }, { from: 20, to: 30 }], [{ from: 5, to: 25 }])).toBe(10);
  });
});

describe('a video failure', () => {
  const both = (until: string) => [
    { userId: 10, event: 'join' as const, at: at('12:00') },
    { userId: 20, event: 'join' as const, at: at('11:58') },
    { userId: 10, event: 'leave' as const, at: until },
    { userId: 20, event: 'leave' as const, at: until },
  ];

  test('under 10 minutes together is one; exactly 10 is not; judged only after the window closes', () => {
    expect(attendanceShowsVideoFailure(appointment, both(at('12:09')), afterWindow)).toBe(true);
    expect(attendanceShowsVideoFailure(appointment, both(at('12:10')), afterWindow)).toBe(false);
    expect(attendanceShowsVideoFailure(appointment, both(at('12:09')), new Date(at('12:59')))).toBe(false);
  });

  test('someone who never joined makes it no video failure (the sweep rules deal with absence)', () => {
    const onlyPatient = [{ userId: 10, event: 'join' as const, at: at('12:00') }];
    expect(attendanceShowsVideoFailure(appointment, onlyPatient, afterWindow)).toBe(false);
  });
});
