import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { adminReport } from '../src/modules/metrics/admin-metrics.service.ts';
import { companyReport } from '../src/modules/metrics/company-metrics.service.ts';
import type { MetricsClock } from '../src/modules/metrics/periods.ts';
import type { TestServer } from './harness.ts';
import { saoPauloNow } from './metrics-dataset.ts';
import { fixtures, metricsServer } from './metrics-fixtures.ts';

let server: TestServer;
let db: Db;
let clock: MetricsClock;
beforeAll(async () => {
  ({ server, db, clock } = await metricsServer('America/Sao_Paulo', saoPauloNow));
});
afterAll(() => server.close());

/** 10:00 in São Paulo on a November 2026 day. */
const novemberAt10 = (day: number) => `2026-11-${String(day).padStart(2, '0')}T13:00:00.000Z`;

describe('the report for the company', () => {
  test('shows "< 5" for every figure that comes from fewer than 5 people, and the figure from 5 on', async () => {
    const add = fixtures(db);
    const delta = await add.company('Delta Energia', '2026-01-05T12:00:00.000Z');
    const psychologist = await add.psychologist({ name: 'Helena Souza', specialty: 'Psicologia Clínica', appliedAt: '2026-01-02T12:00:00.000Z', reviewedAt: '2026-01-03T12:00:00.000Z' });
    const employees = [];
    for (const name of ['Érico', 'Fábio', 'Gina', 'Hugo', 'Íris']) employees.push(await add.patient(name, '2026-02-01T12:00:00.000Z', delta));
    const [e1, e2, e3, e4, e5] = employees as [number, number, number, number, number];
    const book = (patientId: number, day: number, status: 'completed' | 'scheduled') =>
      add.appointment({ psychologistId: psychologist, patientId, startsAt: novemberAt10(day), status, priceCents: 10000 });
    for (const [index, employee] of [e1, e2, e3, e4].entries()) await book(employee, 2 + index, 'completed');
    const report = () => companyReport(db, clock, delta, '30days');

    expect(await report()).toMatchObject({ company: { id: delta, name: 'Delta Energia' }, people: '< 5', consultations: '< 5', completed: '< 5', costCents: '< 5' });

    await book(e5, 24, 'scheduled');
    const five = await report();
    expect(five).toMatchObject({ people: 5, consultations: 5, completed: '< 5', costCents: '< 5' });

    await book(e5, 10, 'completed');
    const paid = await report();
    expect(paid).toMatchObject({ people: 5, consultations: 6, completed: 5, costCents: 50000 });
    expect(paid.monthly).toEqual([
      { month: '2026-10', label: 'out/2026', people: '< 5', consultations: '< 5', completed: '< 5', costCents: '< 5' },
      { month: '2026-11', label: 'nov/2026', people: 5, consultations: 6, completed: 5, costCents: 50000 },
    ]);
  });

  test('an unknown company is not found', async () => {
    await expect(companyReport(db, clock, 999_999, '30days')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Empresa não encontrada' });
  });
});

describe('top five psychologists', () => {
  test('most completed in the period, ties broken by the period\'s rating', async () => {
    const own = await metricsServer('America/Sao_Paulo', saoPauloNow);
    try {
      const add = fixtures(own.db);
      const patient = await add.patient('Paula Paciente', '2026-01-01T12:00:00.000Z');
      const ids: Record<string, number> = {};
      const plan: [string, ('completed' | 'no_show' | 'cancelled')[], number[]][] = [
        ['Teresa Um', ['completed', 'completed', 'completed'], [4, 4, 4]],
        ['Tiago Dois', ['completed', 'completed', 'completed'], [5]],
        ['Tânia Três', ['completed', 'completed', 'completed'], []],
        ['Túlio Quatro', ['completed', 'completed', 'no_show', 'no_show', 'cancelled'], [5]],
        ['Telma Cinco', ['completed', 'completed'], [4, 5]],
        ['Tomás Seis', ['completed'], [5]],
      ];
      for (const [name, statuses, ratings] of plan) {
        const id = await add.psychologist({ name, specialty: 'Psicologia Clínica', appliedAt: '2026-01-02T12:00:00.000Z', reviewedAt: '2026-01-03T12:00:00.000Z', priceCents: 12000 });
        ids[name] = id;
        const appointments = [];
        for (const [day, status] of statuses.entries()) appointments.push(await add.appointment({ psychologistId: id, patientId: patient, startsAt: novemberAt10(day + 2), status, priceCents: 12000 }));
        for (const [index, rating] of ratings.entries()) await add.review(appointments[index] ?? 0, rating, novemberAt10(20));
      }
      // A five-star review written before the period does not lift Tânia's rating in it.
      const old = await add.appointment({ psychologistId: ids['Tânia Três'] ?? 0, patientId: patient, startsAt: '2026-08-03T13:00:00.000Z', status: 'completed', priceCents: 12000 });
      await add.review(old, 5, '2026-08-04T12:00:00.000Z');

      const { topPsychologists } = await adminReport(own.db, own.clock, '30days');
      expect(topPsychologists.map((row) => [row.name, row.appointments, row.rating, row.revenueCents])).toEqual([
        ['Tiago Dois', 3, 5, 36000],
        ['Teresa Um', 3, 4, 36000],
        ['Tânia Três', 3, null, 36000],
        ['Túlio Quatro', 2, 5, 24000],
        ['Telma Cinco', 2, 4.5, 24000],
      ]);
    } finally {
      await own.server.close();
    }
  });
});
