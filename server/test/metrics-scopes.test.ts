import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { companiesThisMonth } from '../src/modules/metrics/company-metrics.service.ts';
import { periodMetrics } from '../src/modules/metrics/period-metrics.service.ts';
import { metricsClock, type MetricsClock } from '../src/modules/metrics/periods.ts';
import { openBrowser, type TestServer } from './harness.ts';
import { approvedPsychologist, registerPatient, uniqueEmail } from './accounts.ts';
import { saoPaulo } from './clock.ts';
import { buildSaoPauloDataset, saoPauloNow } from './metrics-dataset.ts';
import { fixtures, metricsServer } from './metrics-fixtures.ts';

let server: TestServer;
let db: Db;
let clock: MetricsClock;
let data: Awaited<ReturnType<typeof buildSaoPauloDataset>>;
beforeAll(async () => {
  ({ server, db, clock } = await metricsServer('America/Sao_Paulo', saoPauloNow));
  data = await buildSaoPauloDataset(db);
});
afterAll(() => server.close());

describe('scopes', () => {
  test('a psychologist sees only their own appointments and reviews', async () => {
    const bruno = await periodMetrics(db, clock, { psychologistId: data.psychologists.bruno }, '12m');
    expect(bruno.summary).toMatchObject({ byStatus: { scheduled: 1, completed: 2, cancelled: 1, no_show: 1 }, revenueCents: 40000, patients: 3 });
    expect([bruno.rating.average, bruno.rating.count]).toEqual([5, 1]);
    expect(bruno.bySpecialty.filter((row) => row.appointments > 0)).toEqual([{ specialty: 'Neuropsicologia', appointments: 4, percentage: 100 }]);
  });

  test('a company sees only the appointments booked under it, even after an employee leaves', async () => {
    const alfa = () => periodMetrics(db, clock, { companyId: data.companies.alfa }, '12m');
    const before = await alfa();
    expect(before.summary).toMatchObject({ byStatus: { scheduled: 2, completed: 4, cancelled: 0, no_show: 1 }, revenueCents: 70000, patients: 2 });
    expect([before.rating.average, before.rating.count]).toEqual([14 / 3, 3]);
    const beta = await periodMetrics(db, clock, { companyId: data.companies.beta }, '12m');
    expect(beta.summary).toMatchObject({ total: 1, consultations: 0, cancelled: 1, revenueCents: 0, patients: 0 });

    await db.updateTable('users').set({ company_id: null }).where('id', '=', data.patients.a2).execute();
    await db.updateTable('users').set({ company_id: data.companies.beta }).where('id', '=', data.patients.a1).execute();
    expect((await alfa()).summary).toEqual(before.summary);
  });

  test('a booking copies the patient\'s company, and the company\'s month count rises', async () => {
    const add = fixtures(db);
    const gama = await add.company('Gama Logística', '2026-01-10T12:00:00.000Z');
    const { code } = await db.selectFrom('companies').select('code').where('id', '=', gama).executeTakeFirstOrThrow();
    const psychologist = await approvedPsychologist(server);
    const patient = openBrowser(server);
    await registerPatient(patient.client, { email: uniqueEmail('funcionario'), companyCode: code });
    const month = () => companiesThisMonth(db, metricsClock(server.app.services));
    expect((await month()).companies.find((row) => row.companyId === gama)?.consultations).toBe(0);

    const appointment = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-25', '10:00') });
    const row = await db.selectFrom('appointments').select('company_id').where('id', '=', appointment.id).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(gama);
    expect((await month()).companies.find((row) => row.companyId === gama)).toEqual({ companyId: gama, consultations: 1, completed: 0, revenueCents: 0 });
  });
});
