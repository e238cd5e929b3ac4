import { sql } from 'kysely';
import { cnpjFromBase } from '@acolhe/shared/cnpj';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { retainedByLaw as retainedInCode } from '../src/modules/patient/profile/personal-data-erasure.ts';
import { approvedPsychologist, signIn, testPassword, uniqueEmail } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';
import { mutateFrom } from './from-address.ts';
import { openBrowser, startTestServer, type TestServer } from './harness.ts';
import { onPostgres } from './postgres/test-databases.ts';

/**
 * The tables that may still point to an erased patient, and why the law keeps them
 * (docs/decisions/product.md "Logs, erasure and what the law keeps"). Even these hold no name, e-mail or phone in the clear.
 */
const retainedByLaw: Record<string, string> = {
  clinical_records: 'prontuário, guardado por no mínimo 20 anos (Lei 13.787/2018)',
  clinical_record_entries: 'prontuário: as anotações, cifradas',
  clinical_record_versions: 'prontuário: cada versão, cifrada',
  clinical_record_audit: 'quem leu ou escreveu o prontuário',
  appointments: 'histórico e faturamento, com o paciente anonimizado',
  reviews: 'a nota compõe a média do psicólogo; o comentário é apagado',
  session_attendance: 'presença nas consultas, prova do atendimento',
  exported_receipts: 'recibos do Receita Saúde já exportados: registro fiscal',
  telehealth_consents: 'consentimento para o atendimento online, registro do atendimento prestado',
  appointment_series: 'séries semanais, parte do histórico de atendimentos; só ids',
  users: 'a linha fica, anonimizada, para as referências acima',
};

const clock = testClock();
const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { now: clock.now, logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => server.close());

const db = () => server.app.services.db;

/** Every table of the database, straight from its catalogue, so a table added later is scanned too. */
async function allTables(): Promise<string[]> {
  const result = onPostgres()
    ? await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db())
    : await sql<{ name: string }>`
        select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db());
  return result.rows.map((row) => row.name);
}

/** Where, cell by cell, any of the needles appears (text or blob), case-insensitively. */
async function findInTable(table: string, needles: string[]): Promise<string[]> {
  const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db())).rows;
  const lowered = needles.map((needle) => needle.toLowerCase());
  const hits: string[] = [];
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      const text =
        typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('latin1') : null;
      if (text === null) continue;
      const found = lowered.find((needle) => text.toLowerCase().includes(needle));
      if (found) hits.push(`${table}.${column}: ${found}`);
    }
  }
  return hits;
}

describe('erasing a patient account', () => {
  test('leaves no e-mail, name or phone of the patient in any table nor in the log', async () => {
    await db()
      .insertInto('companies')
      .values({
        name: 'Empresa Apagável',
        cnpj: cnpjFromBase('443322110001'),
        email: 'rh@apagavel.com.br',
        code: 'APAGA2026',
        status: 'active',
        plan: 'basic',
        contract_start: '2026-01-01',
      })
      .execute();
    const psychologist = await approvedPsychologist(server);

    const person = { name: 'Quintino Erasmo Apagável', email: uniqueEmail('quintino'), phone: '(31) 98765-4321' };
    const patient = openBrowser(server);
    const registration = await patient.client.auth.register.mutate({
      role: 'patient',
      ...person,
      password: testPassword,
      acceptTerms: true,
      companyCode: 'APAGA2026',
    });
    const patientId = registration.user?.id ?? 0;
    const financialResponsible = { name: 'Responsável Apagável Quintino', cpf: '111.444.777-35' };
    await patient.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    await patient.client.patient.profile.saveFinancialResponsible.mutate(financialResponsible);

    const kept = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '10:00'),
    });
    const cancelled = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-25', '10:00'),
    });
    await patient.client.appointments.cancel.mutate({ id: cancelled.id });
    await psychologist.client.psychologist.records.addEntry.mutate({
      patientId,
      kind: 'note',
      text: `${person.name} relata melhora; telefone ${person.phone}.`,
    });
    await db()
      .insertInto('reviews')
      .values({
        appointment_id: kept.id,
        patient_id: patientId,
        psychologist_id: psychologist.id,
        rating: 5,
        comment: `Assinado: ${person.name}`,
      })
      .execute();
    expect((await mutateFrom('127.0.0.7', server.url, 'auth.login', { email: person.email, password: testPassword })).status).toBe(200);
    await signIn(server, person.email);
    await server.app.services.mailer.flush();

    const needles = [person.email, person.name, person.phone, '52998224725', '11144477735', financialResponsible.name];
    const before = (await Promise.all((await allTables()).map((table) => findInTable(table, needles)))).flat();
    // The scan does see the data while the account exists, mail included.
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^users\./), expect.stringMatching(/^mail_outbox\./)]));

    await patient.client.patient.profile.deleteAccount.mutate({ password: testPassword, confirmation: 'EXCLUIR' });
    await server.app.services.mailer.flush();

    expect(Object.keys(retainedInCode).sort()).toEqual(Object.keys(retainedByLaw).sort());
    const tables = await allTables();
    expect(tables).toEqual(expect.arrayContaining(Object.keys(retainedByLaw)));
    const leftBehind = (await Promise.all(tables.map((table) => findInTable(table, needles)))).flat();
    expect(leftBehind).toEqual([]);

    const loginAddresses = await db().selectFrom('login_addresses').where('user_id', '=', patientId).selectAll().execute();
    expect(loginAddresses).toEqual([]);
    // Kept by law: the clinical record is still there (cifrado) and the appointments still point to the id.
    expect(await db().selectFrom('clinical_records').where('patient_id', '=', patientId).selectAll().execute()).toHaveLength(1);
    expect(await db().selectFrom('appointments').where('patient_id', '=', patientId).selectAll().execute()).toHaveLength(2);

    const log = logLines.join('\n').toLowerCase();
    expect(logLines.length).toBeGreaterThan(5);
    for (const needle of needles) expect(log).not.toContain(needle.toLowerCase());
  });
});
