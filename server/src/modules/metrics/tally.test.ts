import { describe, expect, it } from 'vitest';
import { summarize } from './figures.ts';
import type { AppointmentFact } from './metrics.repository.ts';
import { resolvePeriod } from './periods.ts';
import { tallyAppointments } from './tally.ts';

const period = resolvePeriod('7d', { timeZone: 'America/Sao_Paulo', now: new Date('2026-11-24T15:00:00Z') });

function fact(status: string, patientId: number, priceCents = 10000): AppointmentFact {
  return { startsAt: '2026-11-20T13:00:00.000Z', status, priceCents, patientId, psychologistId: 1, companyId: null, specialty: 'Psicologia Clínica' };
}

describe('tally', () => {
  it('counts a status it does not know under its own name; a late cancellation is no consultation', () => {
    const tally = tallyAppointments([fact('completed', 1), fact('late_cancelled', 2), fact('rescheduled', 3), fact('no_show', 4)], period, 'America/Sao_Paulo');
    const summary = summarize(tally.current);
    expect(summary.byStatus).toEqual({ scheduled: 0, completed: 1, cancelled: 0, no_show: 1, late_cancelled: 1, rescheduled: 1 });
    expect(summary).toMatchObject({ total: 4, consultations: 3, cancelled: 1, lateCancelled: 1, completed: 1, noShow: 1, revenueCents: 10000, patients: 3 });
    expect(summary.completionRate).toBe(1 / 4);
    expect(summary.attendanceRate).toBe(1 / 2);
  });

  it('has no rates without appointments', () => {
    const summary = summarize(tallyAppointments([], period, 'America/Sao_Paulo').current);
    expect(summary).toMatchObject({ total: 0, attendanceRate: null, noShowRate: null, completionRate: null });
  });
});
