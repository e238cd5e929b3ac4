import { describe, expect, test } from 'vitest';
import { cancellationNoticeOptions } from '@acolhe/shared/appointments';
import { cancellationStatus, isLateForPatient, type CancellationNotice } from './cancellation-status.ts';

// docs/domain.md "Cancellation": with at least the notice copied at booking left the patient's
// cancellation is on time (exactly the notice is on time), later it is late_cancelled.
const startsAt = '2026-11-25T13:00:00.000Z';
const hour = 3_600_000;
const before = (milliseconds: number) => new Date(Date.parse(startsAt) - milliseconds);

function booked(cancellationNoticeHours: number, psychologistActive = true): CancellationNotice {
  return { startsAt, cancellationNoticeHours, psychologistActive };
}

const byPatient = (appointment: CancellationNotice, now: Date) => cancellationStatus({ by: 'patient', appointment }, now);

describe('cancellation status', () => {
  test('the notices a psychologist may choose are 0, 12, 24 and 48 hours', () => {
    expect(cancellationNoticeOptions).toEqual([0, 12, 24, 48]);
  });

  describe.each([12, 24, 48])('a patient’s cancellation with %ih of notice', (notice) => {
    test('exactly the notice left: on time', () => {
      expect(byPatient(booked(notice), before(notice * hour))).toBe('cancelled');
    });

    test('one millisecond less than the notice left: late', () => {
      expect(byPatient(booked(notice), before(notice * hour - 1))).toBe('late_cancelled');
    });

    test('well ahead: on time; a minute before the start: late', () => {
      expect(byPatient(booked(notice), before(notice * hour + 7 * 24 * hour))).toBe('cancelled');
      expect(byPatient(booked(notice), before(60_000))).toBe('late_cancelled');
    });
  });

  test('with no notice (0h) a cancellation before the start is never late', () => {
    expect(byPatient(booked(0), before(1))).toBe('cancelled');
    expect(byPatient(booked(0), before(48 * hour))).toBe('cancelled');
  });

  test('the notice copied onto the appointment decides, not another one', () => {
    const now = before(20 * hour);
    expect(byPatient(booked(12), now)).toBe('cancelled');
    expect(byPatient(booked(24), now)).toBe('late_cancelled');
  });

  test('a deactivated psychologist’s consultation is never late to cancel', () => {
    expect(byPatient(booked(48, false), before(60_000))).toBe('cancelled');
    expect(isLateForPatient(booked(48, false), before(60_000))).toBe(false);
  });

  test('the psychologist’s cancellation is never late, however close to the start', () => {
    expect(cancellationStatus({ by: 'psychologist' }, before(60_000))).toBe('cancelled');
  });

  test('the system’s cancellation (the sweep) is never late', () => {
    expect(cancellationStatus({ by: 'system' }, new Date(Date.parse(startsAt) + 2 * hour))).toBe('cancelled');
  });

  test('isLateForPatient, used by the series and the reminder links, agrees at the boundary', () => {
    expect(isLateForPatient(booked(24), before(24 * hour))).toBe(false);
    expect(isLateForPatient(booked(24), before(24 * hour - 1))).toBe(true);
  });
});
