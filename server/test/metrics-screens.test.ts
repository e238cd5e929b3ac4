import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { adminDashboard, adminReport } from '../src/modules/metrics/admin-metrics.service.ts';
import { companiesThisMonth } from '../src/modules/metrics/company-metrics.service.ts';
import { financialReport } from '../src/modules/metrics/financial-metrics.service.ts';
import { psychologistDashboard, psychologistReport } from '../src/modules/metrics/psychologist-metrics.service.ts';
import type { MetricsClock } from '../src/modules/metrics/periods.ts';
import type { TestServer } from './harness.ts';
import { buildSaoPauloDataset, saoPauloNow } from './metrics-dataset.ts';
import { metricsServer } from './metrics-fixtures.ts';

let server: TestServer;
let db: Db;
let clock: MetricsClock;
let data: Awaited<ReturnType<typeof buildSaoPauloDataset>>;
beforeAll(async () => {
  ({ server, db, clock } = await metricsServer('America/Sao_Paulo', saoPauloNow));
  data = await buildSaoPauloDataset(db);
});
afterAll(() => server.close());

describe('psychologist figures', () => {
  test('the dashboard counts this local month only, from the psychologist\'s own appointments', async () => {
    const ana = await psychologistDashboard(db, clock, data.psychologists.ana);
    expect(ana.period).toMatchObject({ key: 'month', label: 'nov/2026', firstDay: '2026-11-01', lastDay: '2026-11-30' });
    // 31/10 22:30 local is October even though it is 1 November in UTC.
    expect(ana.summary).toMatchObject({ completed: 3, scheduled: 1, noShow: 0, revenueCents: 45000, attendanceRate: 1, noShowRate: 0 });
    expect([ana.rating.average, ana.rating.count]).toEqual([4, 3]);
    const bruno = await psychologistDashboard(db, clock, data.psychologists.bruno);
    // 30/11 22:30 local is November even though it is 1 December in UTC.
    expect(bruno.summary).toMatchObject({ completed: 0, scheduled: 1, noShow: 1, cancelled: 1, revenueCents: 0, attendanceRate: 0, noShowRate: 1 });
    expect([bruno.rating.average, bruno.rating.count]).toEqual([null, 0]);
  });

  test('the report over 6 months: cards, monthly rows, weekdays and the three insights', async () => {
    const report = await psychologistReport(db, clock, data.psychologists.ana, '6m');
    expect(report.period.label).toBe('Últimos 6 meses');
    expect(report.summary).toMatchObject({ consultations: 6, completed: 5, scheduled: 1, revenueCents: 75000, patients: 4 });
    expect([report.rating.average, report.rating.count]).toEqual([3.5, 4]);
    expect(report.monthly.map((row) => [row.month, row.completed, row.revenueCents])).toEqual([
      ['2026-06', 1, 15000], ['2026-07', 0, 0], ['2026-08', 0, 0], ['2026-09', 0, 0], ['2026-10', 1, 15000], ['2026-11', 3, 45000],
    ]);
    expect(report.weekdays.map((row) => row.appointments)).toEqual([1, 2, 1, 0, 0, 1, 1]);
    expect(report.insights.peakHour).toEqual({ hour: 0, from: '00:00', to: '01:00', consultations: 3 });
    expect(report.insights.growth).toEqual({ consultations: 6, previousConsultations: 1, change: 5 });
    expect(report.insights.retention).toEqual({ previousPatients: 1, returningPatients: 1, rate: 1 });
  });
});

describe('admin figures', () => {
  test('the dashboard: headcounts, this month, and the performance bars over 30 days', async () => {
    const dashboard = await adminDashboard(db, clock);
    expect(dashboard.totals).toEqual({ psychologists: 3, activePsychologists: 3, pendingApprovals: 1, patients: 5, companies: 2, activeCompanies: 1 });
    expect(dashboard.thisMonth.summary).toMatchObject({ consultations: 6, completed: 3, revenueCents: 45000 });
    expect(dashboard.performance.period.key).toBe('30days');
    // Ana approved after 48 h and Carla rejected after 12 h, both in the last 30 days.
    expect(dashboard.performance.decisions).toEqual({ decisions: 2, approved: 1, approvalRate: 0.5, averageResponseHours: 30 });
    expect(dashboard.performance.rating.satisfactionRate).toBeCloseTo(2 / 3, 10);
    expect(dashboard.performance.retention.rate).toBe(1);
  });

  test('the report: growth rows, weekday registrations, top five and decisions of the period', async () => {
    const year = await adminReport(db, clock, '1year');
    const growth = Object.fromEntries(year.growth.map((row) => [row.month, [row.psychologists, row.patients, row.companies, row.revenueCents]]));
    expect(growth['2025-12']).toEqual([1, 2, 1, 0]);
    expect(growth['2026-04']).toEqual([1, 2, 1, 0]);
    expect(growth['2026-05']).toEqual([2, 3, 1, 15000]);
    expect(growth['2026-10']).toEqual([2, 4, 1, 35000]);
    expect(growth['2026-11']).toEqual([3, 5, 2, 45000]);
    expect(year.growth.at(-1)).toMatchObject({ patientRegistrations: 1, psychologistRegistrations: 3, newCompanies: 1 });
    expect(year.topPsychologists).toEqual([
      { psychologistId: data.psychologists.ana, name: 'Ana Clínica', appointments: 6, rating: 3.5, revenueCents: 90000 },
      { psychologistId: data.psychologists.bruno, name: 'Bruno Neuro', appointments: 2, rating: 5, revenueCents: 40000 },
    ]);
    expect(year.keyMetrics.decisions).toEqual({ decisions: 3, approved: 2, approvalRate: 2 / 3, averageResponseHours: 44 });
    expect(year.keyMetrics.completionRate).toBeCloseTo(8 / 13, 10);

    const week = await adminReport(db, clock, '7days');
    // Diego applied on Monday 23/11; Xênia registered on Saturday 21/11 23:00 local (Sunday in UTC).
    expect(week.weekdays.map((row) => row.registrations)).toEqual([1, 0, 0, 0, 0, 1, 0]);
    // Carla's rejection came at 17/11 23:00 local, the day before the 7 days.
    expect(week.keyMetrics.decisions).toEqual({ decisions: 0, approved: 0, approvalRate: null, averageResponseHours: null });
  });

  test('financial totals equal the sum of every breakdown and the reports\' revenue', async () => {
    const financial = await financialReport(db, clock, '1year');
    expect(financial.totals).toEqual({ completed: 8, revenueCents: 130000 });
    expect(financial.byPsychologist).toEqual([
      { psychologistId: data.psychologists.ana, name: 'Ana Clínica', completed: 6, revenueCents: 90000 },
      { psychologistId: data.psychologists.bruno, name: 'Bruno Neuro', completed: 2, revenueCents: 40000 },
    ]);
    expect(financial.byCompany).toEqual([
      { companyId: data.companies.alfa, name: 'Alfa Tecnologia', completed: 4, revenueCents: 70000 },
      { companyId: null, name: 'Particular', completed: 4, revenueCents: 60000 },
    ]);
    const sum = (rows: { revenueCents: number }[]) => rows.reduce((total, row) => total + row.revenueCents, 0);
    expect(sum(financial.byMonth)).toBe(130000);
    const report = await adminReport(db, clock, '1year');
    expect(report.summary.revenueCents).toBe(130000);
    expect(sum(report.growth)).toBe(130000);
    expect(financial.byMonth.map((row) => row.revenueCents)).toEqual(report.growth.map((row) => row.revenueCents));
  });

  test('companies this month: exact consultations and revenue of each company, in its local month', async () => {
    const month = await companiesThisMonth(db, clock);
    expect(month.companies).toEqual([
      { companyId: data.companies.alfa, consultations: 4, completed: 2, revenueCents: 30000 },
      { companyId: data.companies.beta, consultations: 0, completed: 0, revenueCents: 0 },
    ]);
    expect(month.totals).toEqual({ consultations: 4, completed: 2, revenueCents: 30000 });
  });
});
