import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PeriodKey } from '@acolhe/shared/metrics';
import type { Db } from '../src/db/connection.ts';
import { adminReport } from '../src/modules/metrics/admin-metrics.service.ts';
import { periodMetrics } from '../src/modules/metrics/period-metrics.service.ts';
import type { MetricsClock } from '../src/modules/metrics/periods.ts';
import type { TestServer } from './harness.ts';
import { buildSaoPauloDataset, saoPauloNow } from './metrics-dataset.ts';
import { metricsServer } from './metrics-fixtures.ts';

let server: TestServer;
let db: Db;
let clock: MetricsClock;
beforeAll(async () => {
  ({ server, db, clock } = await metricsServer('America/Sao_Paulo', saoPauloNow));
  await buildSaoPauloDataset(db);
});
afterAll(() => server.close());

const platform = (key: PeriodKey) => periodMetrics(db, clock, {}, key);

describe('platform figures, period by period, in São Paulo', () => {
  const expected: Record<string, {
    byStatus: Record<string, number>;
    revenueCents: number;
    patients: number;
    attendanceRate: number;
    completionRate: number;
    rating: [number, number];
    retention: [number, number];
    previousConsultations: number;
  }> = {
    '7d': { byStatus: { scheduled: 1, completed: 1, cancelled: 1, no_show: 1 }, revenueCents: 15000, patients: 3, attendanceRate: 1 / 2, completionRate: 1 / 4, rating: [5, 1], retention: [1, 1], previousConsultations: 1 },
    '30d': { byStatus: { scheduled: 1, completed: 4, cancelled: 1, no_show: 1 }, revenueCents: 60000, patients: 4, attendanceRate: 4 / 5, completionRate: 4 / 7, rating: [4, 3], retention: [1, 1], previousConsultations: 1 },
    '90d': { byStatus: { scheduled: 1, completed: 5, cancelled: 1, no_show: 1 }, revenueCents: 80000, patients: 4, attendanceRate: 5 / 6, completionRate: 5 / 8, rating: [4.25, 4], retention: [1, 1], previousConsultations: 2 },
    '6m': { byStatus: { scheduled: 2, completed: 6, cancelled: 1, no_show: 1 }, revenueCents: 95000, patients: 4, attendanceRate: 6 / 7, completionRate: 6 / 10, rating: [3.8, 5], retention: [2, 2], previousConsultations: 3 },
    // The previous year's Bia only cancelled this year, so she did not come back.
    '12m': { byStatus: { scheduled: 2, completed: 8, cancelled: 1, no_show: 2 }, revenueCents: 130000, patients: 4, attendanceRate: 8 / 10, completionRate: 8 / 13, rating: [3.8, 5], retention: [2, 1], previousConsultations: 2 },
  };

  test.each(Object.keys(expected))('%s', async (key) => {
    const want = expected[key];
    if (!want) throw new Error(key);
    const metrics = await platform(key as PeriodKey);
    const total = Object.values(want.byStatus).reduce((sum, count) => sum + count, 0);
    expect(metrics.summary).toMatchObject({
      byStatus: want.byStatus,
      total,
      consultations: total - (want.byStatus.cancelled ?? 0),
      completed: want.byStatus.completed,
      scheduled: want.byStatus.scheduled,
      noShow: want.byStatus.no_show,
      revenueCents: want.revenueCents,
      patients: want.patients,
    });
    expect(metrics.summary.attendanceRate).toBeCloseTo(want.attendanceRate, 10);
    expect(metrics.summary.noShowRate).toBeCloseTo(1 - want.attendanceRate, 10);
    expect(metrics.summary.completionRate).toBeCloseTo(want.completionRate, 10);
    expect([metrics.rating.average, metrics.rating.count]).toEqual(want.rating);
    expect(metrics.retention).toMatchObject({ previousPatients: want.retention[0], returningPatients: want.retention[1] });
    expect(metrics.retention.rate).toBeCloseTo(want.retention[1] / want.retention[0], 10);
    expect(metrics.growth.previousConsultations).toBe(want.previousConsultations);
  });

  test('the admin year is the psychologist 12 months, and the admin keys match the psychologist ones', async () => {
    expect((await adminReport(db, clock, '1year')).summary).toEqual((await platform('12m')).summary);
    expect((await adminReport(db, clock, '7days')).summary).toEqual((await platform('7d')).summary);
    expect((await adminReport(db, clock, '90days')).summary).toEqual((await platform('90d')).summary);
  });

  test('an appointment belongs to the local month of its start, at both edges of a month', async () => {
    const year = await platform('12m');
    expect(year.period).toMatchObject({ firstDay: '2025-12-01', lastDay: '2026-11-30', start: '2025-12-01T03:00:00.000Z', end: '2026-12-01T03:00:00.000Z' });
    const rows = Object.fromEntries(year.monthly.map((row) => [row.month, [row.consultations, row.completed, row.revenueCents, row.patients]]));
    expect(rows).toEqual({
      '2025-12': [1, 0, 0, 1],
      '2026-01': [0, 0, 0, 0],
      '2026-02': [0, 0, 0, 0],
      '2026-03': [1, 1, 20000, 1],
      '2026-04': [0, 0, 0, 0],
      '2026-05': [1, 1, 15000, 1],
      '2026-06': [1, 1, 15000, 1],
      '2026-07': [0, 0, 0, 0],
      '2026-08': [0, 0, 0, 0],
      '2026-09': [0, 0, 0, 0],
      '2026-10': [2, 2, 35000, 2],
      '2026-11': [6, 3, 45000, 3],
    });
    expect(year.monthly.map((row) => row.label).slice(0, 2)).toEqual(['dez/2025', 'jan/2026']);
    const november = year.monthly.at(-1);
    expect(november?.byStatus).toEqual({ scheduled: 2, completed: 3, cancelled: 1, no_show: 1, late_cancelled: 0 });
    const thirtyDays = await platform('30d');
    expect(thirtyDays.monthly.map((row) => [row.month, row.revenueCents])).toEqual([['2026-10', 15000], ['2026-11', 45000]]);
  });

  test('"7 dias" runs from local midnight six days ago to the end of today', async () => {
    const week = await platform('7d');
    expect(week.period).toMatchObject({ label: 'Últimos 7 dias', firstDay: '2026-11-18', lastDay: '2026-11-24', start: '2026-11-18T03:00:00.000Z', end: '2026-11-25T03:00:00.000Z' });
    expect(week.weekdays.map((row) => [row.label, row.appointments])).toEqual([
      ['Seg', 0], ['Ter', 1], ['Qua', 1], ['Qui', 0], ['Sex', 1], ['Sáb', 0], ['Dom', 0],
    ]);
    expect(week.bySpecialty).toEqual([
      { specialty: 'Psicologia Clínica', appointments: 2, percentage: 66.7 },
      { specialty: 'Psicologia Organizacional', appointments: 0, percentage: 0 },
      { specialty: 'Psicologia Infantil', appointments: 0, percentage: 0 },
      { specialty: 'Psicologia Educacional', appointments: 0, percentage: 0 },
      { specialty: 'Neuropsicologia', appointments: 1, percentage: 33.3 },
    ]);
  });

  test('the year\'s specialties, satisfaction and growth against the previous year', async () => {
    const year = await platform('12m');
    expect(year.bySpecialty.filter((row) => row.appointments > 0)).toEqual([
      { specialty: 'Psicologia Clínica', appointments: 8, percentage: 66.7 },
      { specialty: 'Neuropsicologia', appointments: 4, percentage: 33.3 },
    ]);
    expect(year.rating.distribution.map((row) => [row.rating, row.label, row.count])).toEqual([
      [5, 'Excelente', 2], [4, 'Bom', 1], [3, 'Regular', 1], [2, 'Ruim', 1], [1, 'Péssimo', 0],
    ]);
    expect(year.rating.satisfactionRate).toBeCloseTo(3 / 5, 10);
    expect(year.growth).toEqual({ consultations: 12, previousConsultations: 2, change: 5 });
  });
});
