import { describe, expect, test } from 'vitest';
import { activePatientDays } from '@acolhe/shared/patients';
import { patientStatus, type PatientActivity } from './patient-status.ts';

const saoPaulo = 'America/Sao_Paulo';
/** Wednesday 25 November 2026, 15:00 in São Paulo. */
const now = new Date('2026-11-25T18:00:00.000Z');
/** The first instant of the 60 local days ending today: 27/09/2026 00:00 in São Paulo. */
const windowStart = '2026-09-27T03:00:00.000Z';

const activity = (overrides: Partial<PatientActivity>): PatientActivity => ({
  completedSessions: 0,
  lastSessionAt: null,
  nextSessionAt: null,
  ...overrides,
});
const statusOf = (overrides: Partial<PatientActivity>) => patientStatus(activity(overrides), now, saoPaulo);

describe('patientStatus', () => {
  test('only a scheduled consultation, nothing completed: pending', () => {
    expect(statusOf({ nextSessionAt: '2026-11-30T13:00:00.000Z' })).toBe('pending');
  });

  test('completed long ago and one scheduled: active (a scheduled one keeps the patient active)', () => {
    expect(
      statusOf({
        completedSessions: 3,
        lastSessionAt: '2025-01-10T13:00:00.000Z',
        nextSessionAt: '2026-11-30T13:00:00.000Z',
      }),
    ).toBe('active');
  });

  test('completed only, the last at the first instant of the 60-day window: active', () => {
    expect(statusOf({ completedSessions: 1, lastSessionAt: windowStart })).toBe('active');
  });

  test('completed only, the last one millisecond before the window (61 days ago, late evening): inactive', () => {
    expect(statusOf({ completedSessions: 1, lastSessionAt: '2026-09-27T02:59:59.999Z' })).toBe('inactive');
  });

  test('completed today: active', () => {
    expect(statusOf({ completedSessions: 5, lastSessionAt: '2026-11-25T12:00:00.000Z' })).toBe('active');
  });

  test('nothing completed and nothing scheduled (only cancelled or missed): inactive', () => {
    expect(statusOf({})).toBe('inactive');
  });

  test('the window is counted in local days of the given time zone', () => {
    // 27/09 00:30 in São Paulo is 26/09 23:30 in New York, a day before that zone's window opens.
    const lastSessionAt = '2026-09-27T03:30:00.000Z';
    expect(patientStatus(activity({ completedSessions: 1, lastSessionAt }), now, saoPaulo)).toBe('active');
    expect(patientStatus(activity({ completedSessions: 1, lastSessionAt }), now, 'America/New_York')).toBe(
      'inactive',
    );
  });

  test('Ativo over Pendente once one is completed: a recent completed one and one scheduled', () => {
    expect(
      statusOf({ completedSessions: 1, lastSessionAt: '2026-11-18T13:00:00.000Z', nextSessionAt: '2026-11-30T13:00:00.000Z' }),
    ).toBe('active');
  });

  test('the window is 60 local days, today included', () => {
    expect(activePatientDays).toBe(60);
    // 27/09 is the 60th local day back from 25/11 (today is the first).
    expect(statusOf({ completedSessions: 1, lastSessionAt: '2026-09-27T12:00:00.000Z' })).toBe('active');
    expect(statusOf({ completedSessions: 1, lastSessionAt: '2026-09-26T12:00:00.000Z' })).toBe('inactive');
  });

  test('the window moves by whole local days: the same at the first and the last instant of today', () => {
    const startOfToday = new Date('2026-11-25T03:00:00.000Z');
    const endOfToday = new Date('2026-11-26T02:59:59.999Z');
    for (const at of [startOfToday, endOfToday]) {
      expect(patientStatus(activity({ completedSessions: 1, lastSessionAt: windowStart }), at, saoPaulo)).toBe('active');
      expect(patientStatus(activity({ completedSessions: 1, lastSessionAt: '2026-09-27T02:59:59.999Z' }), at, saoPaulo)).toBe(
        'inactive',
      );
    }
    // A minute into tomorrow, 27/09 has left the window.
    expect(
      patientStatus(activity({ completedSessions: 1, lastSessionAt: windowStart }), new Date('2026-11-26T03:01:00.000Z'), saoPaulo),
    ).toBe('inactive');
  });

  test('across a daylight-saving change the window starts at local midnight, not 60 × 24 hours back (New York)', () => {
    // Today 25/11 (EST, UTC-5); the window opens 27/09 00:00 EDT (UTC-4) = 04:00 UTC, an hour "later" than 60 × 24 h.
    const newYork = 'America/New_York';
    const at = (lastSessionAt: string) => patientStatus(activity({ completedSessions: 1, lastSessionAt }), now, newYork);
    expect(at('2026-09-27T04:00:00.000Z')).toBe('active');
    expect(at('2026-09-27T03:59:59.999Z')).toBe('inactive');
  });
});
