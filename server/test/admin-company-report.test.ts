import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failureOf, type Browser, type TestServer } from './harness.ts';
import { signedInAdmin } from './admin-fixtures.ts';
import { saoPauloNow } from './metrics-dataset.ts';
import { fixtures, metricsServer } from './metrics-fixtures.ts';

let server: TestServer;
let admin: Browser;
let add: ReturnType<typeof fixtures>;
beforeAll(async () => {
  const started = await metricsServer('America/Sao_Paulo', saoPauloNow);
  server = started.server;
  add = fixtures(started.db);
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

/** 10:00 in São Paulo on a November 2026 day. */
const novemberAt10 = (day: number) => `2026-11-${String(day).padStart(2, '0')}T13:00:00.000Z`;

/** The CSV's lines without the BOM, each split into its fields. */
function linesOf(content: string): string[][] {
  expect(content.startsWith('\uFEFF')).toBe(true);
  return content
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

describe('admin.companies.reportCsv, the report the company receives', () => {
  test('shows "< 5" for every figure from fewer than 5 people, and the figures from 5 on', async () => {
    const company = await add.company('Delta Energia S.A.', '2026-01-05T12:00:00.000Z');
    const psychologist = await add.psychologist({ name: 'Helena Souza', specialty: 'Psicologia Clínica', appliedAt: '2026-01-02T12:00:00.000Z', reviewedAt: '2026-01-03T12:00:00.000Z' });
    const employees: number[] = [];
    for (const name of ['Érico', 'Fábio', 'Gina', 'Hugo', 'Íris']) employees.push(await add.patient(name, '2026-02-01T12:00:00.000Z', company));
    const book = (patientId: number | undefined, day: number) =>
      add.appointment({ psychologistId: psychologist, patientId: patientId ?? 0, startsAt: novemberAt10(day), status: 'completed', priceCents: 15000 });
    for (const [index, employee] of employees.slice(0, 4).entries()) await book(employee, 2 + index);
    const report = () => admin.client.admin.companies.reportCsv.query({ id: company, period: '30days' });

    const four = await report();
    expect(four.filename).toBe('relatorio_delta-energia-s-a_2026-10-26_2026-11-24.csv');
    expect(linesOf(four.content)).toEqual([
      ['Período', 'Pessoas atendidas', 'Consultas', 'Consultas realizadas', 'Custo (R$)'],
      ['out/2026', '< 5', '< 5', '< 5', '< 5'],
      ['nov/2026', '< 5', '< 5', '< 5', '< 5'],
      ['Total de 26/10/2026 a 24/11/2026', '< 5', '< 5', '< 5', '< 5'],
    ]);

    await book(employees[4], 10);
    await book(employees[0], 11);
    const five = linesOf((await report()).content);
    expect(five.at(-1)).toEqual(['Total de 26/10/2026 a 24/11/2026', '5', '6', '6', '900,00']);
    expect(five.join('\n')).not.toMatch(/Érico|Fábio|Gina|Hugo|Íris/);
  });

  test('an unknown company is not found', async () => {
    expect(await failureOf(admin.client.admin.companies.reportCsv.query({ id: 999_999, period: '30days' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Empresa não encontrada',
    });
  });
});
