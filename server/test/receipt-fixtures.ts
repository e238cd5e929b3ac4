import { cnpjFromBase } from '@acolhe/shared/cnpj';
import type { TestServer } from './harness.ts';

/** The CPF whose first nine digits are `base`, with its two check digits worked out. */
export function cpfFromBase(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** Marks 'Atendo como pessoa física' (or clears it) straight in the database. */
export async function setReceiptsAsIndividual(server: TestServer, psychologistId: number, asIndividual = true) {
  await server.app.services.db
    .updateTable('psychologist_profiles')
    .set({ receipts_as_individual: asIndividual ? 1 : 0 })
    .where('user_id', '=', psychologistId)
    .execute();
}

/** A partner company to pay for consultations. */
export async function insertCompany(server: TestServer, code: string, cnpjBase: string): Promise<number> {
  const row = await server.app.services.db
    .insertInto('companies')
    .values({
      name: `Empresa ${code}`,
      cnpj: cnpjFromBase(cnpjBase),
      email: `rh@${code.toLowerCase()}.com.br`,
      code,
      status: 'active',
      plan: 'basic',
      contract_start: '2026-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Completed consultations written straight to the database, one an hour back from `lastStart`. */
export async function insertCompletedSeries(
  server: TestServer,
  row: { patientId: number; psychologistId: number; lastStart: string; count: number },
) {
  const last = Date.parse(row.lastStart);
  const values = Array.from({ length: row.count }, (_, index) => {
    const start = last - (row.count - 1 - index) * 3_600_000;
    return {
      patient_id: row.patientId,
      psychologist_id: row.psychologistId,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 50 * 60_000).toISOString(),
      status: 'completed' as const,
      price_cents: 15000,
    };
  });
  await server.app.services.db.insertInto('appointments').values(values).execute();
}
