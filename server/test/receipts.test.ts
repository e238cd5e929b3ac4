import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { receiptMessages } from '@acolhe/shared/receipts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { mondayMorning, saoPaulo } from './clock.ts';
import { failureOf, startTestServer, type Browser, type TestServer } from './harness.ts';
import { cpfFromBase, insertCompany, insertCompletedSeries, setReceiptsAsIndividual } from './receipt-fixtures.ts';
import { insertAppointment } from './rows.ts';

type Person = Browser & { id: number };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => mondayMorning });
});
afterAll(() => server.close());

const db = () => server.app.services.db;

async function individualPsychologist(): Promise<Person> {
  const psychologist = await approvedPsychologist(server);
  await psychologist.client.psychologistSettings.updateReceipts.mutate({ asIndividual: true });
  return psychologist;
}

async function completed(patient: Person, psychologist: Person, startsAt: string, priceCents = 15000) {
  const id = await insertAppointment(server, {
    patientId: patient.id,
    psychologistId: psychologist.id,
    startsAt,
    status: 'completed',
  });
  await db().updateTable('appointments').set({ price_cents: priceCents }).where('id', '=', id).execute();
  return id;
}

const exportedAtOf = async (id: number) =>
  (await db().selectFrom('appointments').select('receipt_exported_at').where('id', '=', id).executeTakeFirstOrThrow())
    .receipt_exported_at;

describe('the Receita Saúde file', () => {
  test('has one line per payment in the Carnê-Leão layout, field by field', async () => {
    const psychologist = await individualPsychologist();
    const selfPaying = await signedInPatient(server);
    const child = await signedInPatient(server);
    const teenager = await signedInPatient(server);
    const patientCpf = cpfFromBase('529982247');
    const parentCpf = cpfFromBase('111444777');
    const teenagerCpf = cpfFromBase('390533447');
    await selfPaying.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    await child.client.patient.profile.saveFinancialResponsible.mutate({ name: 'Mãe da Criança', cpf: '111.444.777-35' });
    await teenager.client.patient.profile.saveCpf.mutate({ cpf: teenagerCpf });
    await teenager.client.patient.profile.saveFinancialResponsible.mutate({ name: 'Pai do Adolescente', cpf: parentCpf });

    // 23:30 on 17/11 in São Paulo is already 18/11 in UTC: the platform's date is the one written.
    const late = await completed(selfPaying, psychologist, saoPaulo('2026-11-17', '23:30'));
    const child1 = await completed(child, psychologist, saoPaulo('2026-11-18', '10:00'));
    const teen = await completed(teenager, psychologist, saoPaulo('2026-11-19', '10:00'), 123456);

    const listed = await psychologist.client.psychologist.receipts.pending.query();
    expect(listed.ready.total).toBe(3);
    expect(listed.ready.listed.map((row) => [row.appointmentId, row.date, row.priceCents, row.paidByResponsible])).toEqual([
      [late, '17/11/2026', 15000, false],
      [child1, '18/11/2026', 15000, true],
      [teen, '19/11/2026', 123456, true],
    ]);
    expect(listed.needingCpf).toEqual([]);

    const result = await psychologist.client.psychologist.receipts.exportCsv.mutate();
    expect(result).toMatchObject({ exported: 3, remaining: 0 });
    expect(result.file?.filename).toBe('receita_saude_2026-11-17_2026-11-19.csv');
    const lines = result.file?.content.split('\r\n') ?? [];
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => line.split(';'))).toEqual([
      ['17/11/2026', 'R01.001.001', '255', '150,00', '', 'Consulta de psicologia', 'PF', patientCpf, patientCpf, ''],
      ['18/11/2026', 'R01.001.001', '255', '150,00', '', 'Consulta de psicologia', 'PF', parentCpf, '', 'S'],
      ['19/11/2026', 'R01.001.001', '255', '1234,56', '', 'Consulta de psicologia', 'PF', parentCpf, teenagerCpf, ''],
    ]);
    // No BOM and no header: the first byte is the first date's.
    expect(result.file?.content.startsWith('17/11/2026;')).toBe(true);

    for (const id of [late, child1, teen]) expect(await exportedAtOf(id)).toBe(mondayMorning.toISOString());
    const kept = await db()
      .selectFrom('exported_receipts')
      .select(['appointment_id', 'paid_on', 'value_cents', 'payer_cpf', 'beneficiary_cpf'])
      .where('psychologist_id', '=', psychologist.id)
      .orderBy('appointment_id')
      .execute();
    expect(kept).toEqual([
      { appointment_id: late, paid_on: '2026-11-17', value_cents: 15000, payer_cpf: patientCpf, beneficiary_cpf: patientCpf },
      { appointment_id: child1, paid_on: '2026-11-18', value_cents: 15000, payer_cpf: parentCpf, beneficiary_cpf: null },
      { appointment_id: teen, paid_on: '2026-11-19', value_cents: 123456, payer_cpf: parentCpf, beneficiary_cpf: teenagerCpf },
    ]);

    // Once exported, nothing is pending: a second export has nothing.
    expect(await psychologist.client.psychologist.receipts.exportCsv.mutate()).toEqual({ file: null, exported: 0, remaining: 0 });
    expect((await psychologist.client.psychologist.receipts.pending.query()).ready).toEqual({ total: 0, listed: [] });
  });

  test('leaves out company-paid, unfinished and other psychologists\' consultations; lists those needing a CPF', async () => {
    const psychologist = await individualPsychologist();
    const other = await individualPsychologist();
    const withCpf = await signedInPatient(server);
    const withoutCpf = await signedInPatient(server);
    await withCpf.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    const companyId = await insertCompany(server, 'RECIBOS2026', '998877660001');

    const paid = await completed(withCpf, psychologist, saoPaulo('2026-11-10', '09:00'));
    const byCompany = await completed(withCpf, psychologist, saoPaulo('2026-11-11', '09:00'));
    await db().updateTable('appointments').set({ company_id: companyId }).where('id', '=', byCompany).execute();
    await insertAppointment(server, { patientId: withCpf.id, psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-12', '09:00'), status: 'no_show' });
    await insertAppointment(server, { patientId: withCpf.id, psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-30', '09:00') });
    const othersOwn = await completed(withCpf, other, saoPaulo('2026-11-13', '09:00'));
    await completed(withoutCpf, psychologist, saoPaulo('2026-11-14', '09:00'));
    await completed(withoutCpf, psychologist, saoPaulo('2026-11-16', '09:00'));

    const listed = await psychologist.client.psychologist.receipts.pending.query();
    expect(listed.ready.listed.map((row) => row.appointmentId)).toEqual([paid]);
    expect(listed.needingCpf).toEqual([
      { patientId: withoutCpf.id, patientName: expect.any(String), consultations: 2, since: '14/11/2026' },
    ]);

    const result = await psychologist.client.psychologist.receipts.exportCsv.mutate();
    expect(result).toMatchObject({ exported: 1, remaining: 0 });
    expect(result.file?.content.split('\r\n')).toHaveLength(2);
    expect(await exportedAtOf(byCompany)).toBeNull();
    expect(await exportedAtOf(othersOwn)).toBeNull();
    // Still listed as needing a CPF after the export; once the patient stores one, it is ready.
    expect((await psychologist.client.psychologist.receipts.pending.query()).needingCpf).toHaveLength(1);
    await withoutCpf.client.patient.profile.saveCpf.mutate({ cpf: '390.533.447-05' });
    const after = await psychologist.client.psychologist.receipts.pending.query();
    expect([after.ready.total, after.needingCpf]).toEqual([2, []]);

    const othersExport = await other.client.psychologist.receipts.exportCsv.mutate();
    expect(othersExport).toMatchObject({ exported: 1, remaining: 0 });
    expect(await exportedAtOf(othersOwn)).not.toBeNull();
  });

  test('holds at most 1,000 lines, the oldest first, and says how many remain', async () => {
    const psychologist = await individualPsychologist();
    const patient = await signedInPatient(server);
    await patient.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    await insertCompletedSeries(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      lastStart: saoPaulo('2026-11-20', '12:00'),
      count: 1003,
    });

    const first = await psychologist.client.psychologist.receipts.exportCsv.mutate();
    expect([first.exported, first.remaining]).toEqual([1000, 3]);
    const lines = first.file?.content.trimEnd().split('\r\n') ?? [];
    expect(lines).toHaveLength(1000);
    // 1,003 hourly consultations ending 20/11 12:00: the oldest started 1,002 hours earlier, on 09/10.
    expect(lines[0]?.startsWith('09/10/2026;')).toBe(true);
    const pending = await psychologist.client.psychologist.receipts.pending.query();
    expect(pending.ready.total).toBe(3);

    const second = await psychologist.client.psychologist.receipts.exportCsv.mutate();
    expect([second.exported, second.remaining]).toEqual([3, 0]);
    expect(second.file?.content.trimEnd().split('\r\n').at(-1)?.startsWith('20/11/2026;')).toBe(true);
    const exported = await db()
      .selectFrom('exported_receipts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('psychologist_id', '=', psychologist.id)
      .executeTakeFirstOrThrow();
    expect(Number(exported.count)).toBe(1003);
  });
});

describe('who sees the export', () => {
  test('only a psychologist who works as an individual', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    await patient.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    const id = await completed(patient, psychologist, saoPaulo('2026-11-18', '10:00'));

    expect(await psychologist.client.psychologistSettings.receipts.query()).toEqual({ asIndividual: false });
    const refused = { code: 'FORBIDDEN', message: receiptMessages.notIndividual };
    expect(await failureOf(psychologist.client.psychologist.receipts.pending.query())).toEqual(refused);
    expect(await failureOf(psychologist.client.psychologist.receipts.exportCsv.mutate())).toEqual(refused);
    expect(await exportedAtOf(id)).toBeNull();

    expect(await psychologist.client.psychologistSettings.updateReceipts.mutate({ asIndividual: true })).toEqual({
      asIndividual: true,
    });
    expect((await psychologist.client.psychologist.receipts.pending.query()).ready.total).toBe(1);

    await setReceiptsAsIndividual(server, psychologist.id, false);
    expect(await failureOf(psychologist.client.psychologist.receipts.exportCsv.mutate())).toEqual(refused);
    expect(await exportedAtOf(id)).toBeNull();
  });

  test('never a patient, whose consultations they are', async () => {
    const patient = await signedInPatient(server);
    expect(await failureOf(patient.client.psychologist.receipts.exportCsv.mutate())).toMatchObject({ code: 'FORBIDDEN' });
  });
});
