import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminPeriod } from '@acolhe/shared/metrics';
import { startAuthSession } from '../src/identity/auth-session.service.ts';
import { createAdminClient } from './accounts.ts';
import { browserWithAuthSession, failureOf, validationFailureOf, type TestClient, type TestServer } from './harness.ts';
import { buildSaoPauloDataset, saoPauloNow } from './metrics-dataset.ts';
import { metricsServer } from './metrics-fixtures.ts';

/*
 * The admin's dashboard, reports and financial screens over HTTP, on the hand-built São Paulo data set
 * (metrics-dataset.ts, "now" = Tuesday 24/11/2026 12:00 local). "30 dias" is 26/10 to 24/11: Ana's four
 * completed consultations of R$ 150 (31/10 22:30, 01/11, 17/11 23:30 and 18/11), of which two are Alfa's
 * employees' and two private; Bruno's no-show and cancellation; Alice's scheduled one on 24/11.
 */

let server: TestServer;
let admin: TestClient;
let data: Awaited<ReturnType<typeof buildSaoPauloDataset>>;
beforeAll(async () => {
  ({ server } = await metricsServer('America/Sao_Paulo', saoPauloNow));
  data = await buildSaoPauloDataset(server.app.services.db);
  admin = await createAdminClient(server);
});
afterAll(() => server.close());

/** A signed-in browser of one of the data set's people, without touching any figure. */
async function clientOf(userId: number): Promise<TestClient> {
  return browserWithAuthSession(server, await startAuthSession(server.app.services, userId)).client;
}

describe('who may read the figures', () => {
  test('every insight procedure refuses the signed-out, a patient and a psychologist', async () => {
    const callers = [
      { who: 'anonymous', client: server.client(), code: 'UNAUTHORIZED', message: 'Faça login para continuar' },
      { who: 'patient', client: await clientOf(data.patients.a1), code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação' },
      { who: 'psychologist', client: await clientOf(data.psychologists.ana), code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação'.normalize() },
    ];
    for (const { who, client, code, message } of callers) {
      // Started one at a time: a refusal that arrives before its turn would otherwise go unhandled.
      const calls = {
        dashboard: () => client.admin.dashboard.query(),
        report: () => client.admin.reports.report.query({ period: '30days' }),
        reportCsv: () => client.admin.reports.exportCsv.query({ period: '30days' }),
        financial: () => client.admin.financial.report.query({ period: '30days' }),
        financialCsv: () => client.admin.financial.exportCsv.query({ period: '30days' }),
      };
      for (const [name, call] of Object.entries(calls)) {
        const failure = await failureOf(call());
        expect([who, name, failure.code, failure.message]).toEqual([who, name, code, message]);
      }
    }
  });

  test('a period outside the four is refused in pt-BR', async () => {
    const bad = { period: '6m' } as unknown as { period: AdminPeriod };
    for (const call of [
      () => admin.admin.reports.report.query(bad),
      () => admin.admin.reports.exportCsv.query(bad),
      () => admin.admin.financial.report.query(bad),
      () => admin.admin.financial.exportCsv.query(bad),
    ]) {
      expect(await validationFailureOf(call())).toMatchObject({ code: 'BAD_REQUEST', message: 'Período inválido', fieldErrors: { period: 'Período inválido' } });
    }
  });
});

describe('the figures agree across dashboard, reports and financial', () => {
  test('the dashboard: headcounts, this month and the performance bars', async () => {
    const dashboard = await admin.admin.dashboard.query();
    expect(dashboard.totals).toEqual({ psychologists: 3, activePsychologists: 3, pendingApprovals: 1, patients: 5, companies: 2, activeCompanies: 1 });
    expect(dashboard.thisMonth.period).toMatchObject({ label: 'nov/2026', firstDay: '2026-11-01', lastDay: '2026-11-30' });
    // 30/11 22:30 local (1/12 in UTC) is still this month; 31/10 22:30 local (1/11 in UTC) is not.
    expect(dashboard.thisMonth.summary).toMatchObject({ consultations: 6, completed: 3, revenueCents: 45000 });
    expect(dashboard.performance.decisions).toMatchObject({ approvalRate: 0.5 });
    expect(dashboard.performance.rating.satisfactionRate).toBeCloseTo(2 / 3, 10);
    expect(dashboard.performance.retention.rate).toBe(1);
  });

  test('30 days: the report and the financial screen count the same consultations and revenue', async () => {
    const report = await admin.admin.reports.report.query({ period: '30days' });
    const financial = await admin.admin.financial.report.query({ period: '30days' });
    expect(report.period).toMatchObject({ key: '30days', label: 'Últimos 30 dias', firstDay: '2026-10-26', lastDay: '2026-11-24' });
    expect(report.summary).toMatchObject({ total: 7, completed: 4, noShow: 1, cancelled: 1, scheduled: 1, revenueCents: 60000 });
    expect(report.keyMetrics.completionRate).toBeCloseTo(4 / 7, 10);
    expect(report.topPsychologists.map((row) => [row.name, row.appointments, row.revenueCents])).toEqual([['Ana Clínica', 4, 60000]]);
    expect(financial.totals).toEqual({ completed: 4, revenueCents: 60000 });
    expect(financial.byMonth.map((row) => [row.label, row.completed, row.revenueCents])).toEqual([
      ['out/2026', 1, 15000],
      ['nov/2026', 3, 45000],
    ]);
    expect(financial.byPsychologist).toEqual([{ psychologistId: data.psychologists.ana, name: 'Ana Clínica', completed: 4, revenueCents: 60000 }]);
    expect(financial.byCompany).toEqual([
      { companyId: data.companies.alfa, name: 'Alfa Tecnologia', completed: 2, revenueCents: 30000 },
      { companyId: null, name: 'Particular', completed: 2, revenueCents: 30000 },
    ]);
  });

  test("this month's revenue is the same on the dashboard, the report's growth row and the financial month row", async () => {
    const dashboard = await admin.admin.dashboard.query();
    const report = await admin.admin.reports.report.query({ period: '1year' });
    const financial = await admin.admin.financial.report.query({ period: '1year' });
    const november = (rows: { month: string; revenueCents: number }[]) => rows.find((row) => row.month === '2026-11')?.revenueCents;
    expect([dashboard.thisMonth.summary.revenueCents, november(report.growth), november(financial.byMonth)]).toEqual([45000, 45000, 45000]);
    expect([report.summary.revenueCents, financial.totals.revenueCents]).toEqual([130000, 130000]);
  });

  test('the period select changes the figures', async () => {
    const week = await admin.admin.reports.report.query({ period: '7days' });
    const month = await admin.admin.reports.report.query({ period: '30days' });
    // 18/11 00:30 is the first minute of "7 dias"; 17/11 23:30 falls outside it.
    expect([week.summary.completed, month.summary.completed]).toEqual([1, 4]);
    const weekMoney = await admin.admin.financial.report.query({ period: '7days' });
    expect(weekMoney.totals).toEqual({ completed: 1, revenueCents: 15000 });
  });
});

describe('the exports', () => {
  test('the financial CSV: one table by Grupo, pt-BR amounts, a Total row with the period', async () => {
    const csv = await admin.admin.financial.exportCsv.query({ period: '30days' });
    expect(csv.filename).toBe('financeiro_2026-10-26_2026-11-24.csv');
    expect(csv.content).toBe(
      '\uFEFFGrupo;Item;Consultas realizadas;Receita (R$)\r\n' +
        'Mês;out/2026;1;150,00\r\n' +
        'Mês;nov/2026;3;450,00\r\n' +
        'Psicólogo;Ana Clínica;4;600,00\r\n' +
        'Empresa;Alfa Tecnologia;2;300,00\r\n' +
        'Empresa;Particular;2;300,00\r\n' +
        'Total;26/10/2026 a 24/11/2026;4;600,00\r\n',
    );
    const year = await admin.admin.financial.exportCsv.query({ period: '1year' });
    expect(year.content.split('\r\n')).toContain('Total;01/12/2025 a 30/11/2026;8;1.300,00');
  });

  test('the report CSV: a figure per row, with the summary, key metrics and top five of the period', async () => {
    const csv = await admin.admin.reports.exportCsv.query({ period: '30days' });
    expect(csv.filename).toBe('relatorio_plataforma_2026-10-26_2026-11-24.csv');
    const lines = csv.content.split('\r\n');
    expect(lines[0]).toBe('\uFEFFSeção;Item;Indicador;Valor');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Resumo;26/10/2026 a 24/11/2026;Consultas;7',
        'Resumo;26/10/2026 a 24/11/2026;Receita (R$);600,00',
        'Métricas principais;26/10/2026 a 24/11/2026;Taxa de conclusão;57,1%',
        'Métricas principais;26/10/2026 a 24/11/2026;Taxa de retenção;100%',
        'Crescimento da plataforma;nov/2026;Receita (R$);450,00',
        'Consultas por especialidade;Psicologia Clínica;Consultas;5',
        'Satisfação dos usuários;Excelente;Avaliações;1',
        'Atividade por dia da semana;Qua;Consultas;1',
        'Top 5 psicólogos;Ana Clínica;Consultas realizadas;4',
        'Top 5 psicólogos;Ana Clínica;Receita (R$);600,00',
      ]),
    );
    // Nothing to divide leaves the cell empty rather than writing a dash into a number column.
    const week = await admin.admin.reports.exportCsv.query({ period: '7days' });
    expect(week.content.split('\r\n')).toContain('Métricas principais;18/11/2026 a 24/11/2026;Tempo médio de resposta (horas);');
  });
});
