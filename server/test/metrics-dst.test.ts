import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { periodMetrics } from '../src/modules/metrics/period-metrics.service.ts';
import type { MetricsClock } from '../src/modules/metrics/periods.ts';
import type { TestServer } from './harness.ts';
import { fixtures, metricsServer } from './metrics-fixtures.ts';

/*
 * New York changed to daylight time on Sunday 08/03/2026 at 02:00 (UTC−5 → UTC−4) and back on
 * Sunday 02/11/2025. "Now" is Tuesday 10/03/2026 12:00 local. Comments give the local time.
 */
let server: TestServer;
let db: Db;
let clock: MetricsClock;
const ids = { clinical: 0, neuro: 0 };
beforeAll(async () => {
  ({ server, db, clock } = await metricsServer('America/New_York', '2026-03-10T16:00:00.000Z'));
  const add = fixtures(db);
  ids.clinical = await add.psychologist({ name: 'Nora Clínica', specialty: 'Psicologia Clínica', appliedAt: '2025-01-02T12:00:00.000Z', reviewedAt: '2025-01-03T12:00:00.000Z' });
  ids.neuro = await add.psychologist({ name: 'Otto Neuro', specialty: 'Neuropsicologia', appliedAt: '2025-01-02T12:00:00.000Z', reviewedAt: '2025-01-03T12:00:00.000Z' });
  const patient = await add.patient('Pedro Paciente', '2025-01-05T12:00:00.000Z');
  const at = (psychologistId: number, startsAt: string, status: 'completed' | 'scheduled' = 'completed') =>
    add.appointment({ psychologistId, patientId: patient, startsAt, status, priceCents: 10000 });
  await at(ids.clinical, '2026-03-04T05:30:00.000Z'); // Wed 04/03 00:30 EST, first minutes of "7 dias"
  await at(ids.clinical, '2026-03-11T03:30:00.000Z', 'scheduled'); // Tue 10/03 23:30 EDT, last minutes
  await at(ids.clinical, '2026-03-04T04:30:00.000Z'); // Tue 03/03 23:30 EST, the day before
  await at(ids.clinical, '2026-03-08T04:30:00.000Z'); // Sat 07/03 23:30 EST
  await at(ids.clinical, '2026-03-09T03:30:00.000Z'); // Sun 08/03 23:30 EDT
  await at(ids.clinical, '2026-03-09T04:30:00.000Z'); // Mon 09/03 00:30 EDT (23:30 Sunday at the winter offset)
  await at(ids.clinical, '2026-04-01T03:30:00.000Z', 'scheduled'); // Tue 31/03 23:30 EDT, still March
  await at(ids.clinical, '2025-11-01T03:30:00.000Z'); // Fri 31/10/2025 23:30 EDT, still October
  await at(ids.neuro, '2026-03-08T07:30:00.000Z'); // Sun 08/03 03:30 EDT, right after the skipped hour
  await at(ids.neuro, '2026-03-10T07:15:00.000Z'); // Tue 10/03 03:15 EDT
  await at(ids.neuro, '2026-03-09T06:30:00.000Z'); // Mon 09/03 02:30 EDT
});
afterAll(() => server.close());

describe('a zone with daylight saving time', () => {
  test('"7 dias" starts at local midnight in winter time and ends at midnight in summer time', async () => {
    const week = await periodMetrics(db, clock, {}, '7d');
    expect(week.period).toMatchObject({ firstDay: '2026-03-04', lastDay: '2026-03-10', start: '2026-03-04T05:00:00.000Z', end: '2026-03-11T04:00:00.000Z' });
    expect(week.summary.consultations).toBe(8);
    expect(week.growth.previousConsultations).toBe(1);
  });

  test('weekdays are local weekdays on both sides of the change', async () => {
    const week = await periodMetrics(db, clock, {}, '7d');
    expect(week.weekdays.map((row) => [row.label, row.appointments])).toEqual([
      ['Seg', 2], ['Ter', 2], ['Qua', 1], ['Qui', 0], ['Sex', 0], ['Sáb', 1], ['Dom', 2],
    ]);
  });

  test('the peak hour counts local hours, also on the 23-hour day', async () => {
    const neuro = await periodMetrics(db, clock, { psychologistId: ids.neuro }, '7d');
    expect(neuro.peakHour).toEqual({ hour: 3, from: '03:00', to: '04:00', consultations: 2 });
    const clinical = await periodMetrics(db, clock, { psychologistId: ids.clinical }, '7d');
    expect(clinical.peakHour).toEqual({ hour: 23, from: '23:00', to: '24:00', consultations: 3 });
  });

  test('months run from local midnight to local midnight in either offset', async () => {
    const half = await periodMetrics(db, clock, {}, '6m');
    expect(half.period).toMatchObject({ start: '2025-10-01T04:00:00.000Z', end: '2026-04-01T04:00:00.000Z' });
    expect(half.monthly.map((row) => [row.month, row.consultations])).toEqual([
      ['2025-10', 1], ['2025-11', 0], ['2025-12', 0], ['2026-01', 0], ['2026-02', 0], ['2026-03', 10],
    ]);
  });
});
