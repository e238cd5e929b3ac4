import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FinancialResponsibleInput } from '@acolhe/shared/receipts';
import { approvedPsychologist, signedInPatient, testPassword } from './accounts.ts';
import { mondayMorning, saoPaulo } from './clock.ts';
import { startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { setReceiptsAsIndividual } from './receipt-fixtures.ts';
import { insertAppointment } from './rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => mondayMorning });
});
afterAll(() => server.close());

const db = () => server.app.services.db;
const storedTaxIds = (patientId: number) =>
  db().selectFrom('patient_tax_ids').select(['cpf', 'payer_name', 'payer_cpf']).where('user_id', '=', patientId).executeTakeFirst();

describe('the patient\'s CPF for receipts', () => {
  test('is stored as 11 digits and shown masked', async () => {
    const patient = await signedInPatient(server);
    const profile = patient.client.patient.profile;
    expect(await profile.taxIds.query()).toEqual({ cpf: null, financialResponsible: null });

    expect(await profile.saveCpf.mutate({ cpf: ' 529.982.247-25 ' })).toEqual({ cpf: '***.982.247-**', financialResponsible: null });
    expect(await profile.saveFinancialResponsible.mutate({ name: ' Maria Responsável ', cpf: '11144477735' })).toEqual({
      cpf: '***.982.247-**',
      financialResponsible: { name: 'Maria Responsável', cpf: '***.444.777-**' },
    });
    expect(await storedTaxIds(patient.id)).toEqual({ cpf: '52998224725', payer_name: 'Maria Responsável', payer_cpf: '11144477735' });

    expect(await profile.removeCpf.mutate()).toEqual({
      cpf: null,
      financialResponsible: { name: 'Maria Responsável', cpf: '***.444.777-**' },
    });
    expect(await profile.removeFinancialResponsible.mutate()).toEqual({ cpf: null, financialResponsible: null });
    expect(await storedTaxIds(patient.id)).toEqual({ cpf: null, payer_name: null, payer_cpf: null });
  });

  test('is refused with a pt-BR message beside the field when its check digits are wrong', async () => {
    const patient = await signedInPatient(server);
    const profile = patient.client.patient.profile;
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => profile.saveCpf.mutate({ cpf: '529.982.247-24' }), 'cpf', 'CPF inválido: confira os 11 dígitos'],
      [() => profile.saveCpf.mutate({ cpf: '111.111.111-11' }), 'cpf', 'CPF inválido: confira os 11 dígitos'],
      [() => profile.saveCpf.mutate({ cpf: '5299822472' }), 'cpf', 'CPF inválido: confira os 11 dígitos'],
      [() => profile.saveCpf.mutate({ cpf: '' }), 'cpf', 'Informe o CPF'],
      [
        () => profile.saveFinancialResponsible.mutate({ name: 'Maria Responsável', cpf: '123.456.789-00' }),
        'cpf',
        'CPF do responsável financeiro inválido: confira os 11 dígitos',
      ],
      [
        () => profile.saveFinancialResponsible.mutate({ name: ' ', cpf: '111.444.777-35' }),
        'name',
        'Informe o nome do responsável financeiro',
      ],
      [
        () => profile.saveFinancialResponsible.mutate({ cpf: '111.444.777-35' } as FinancialResponsibleInput),
        'name',
        'Informe o nome do responsável financeiro',
      ],
    ];
    for (const [call, field, message] of cases) {
      const failure = await validationFailureOf(call());
      expect([failure.code, failure.fieldErrors?.[field]]).toEqual(['BAD_REQUEST', message]);
    }
    expect(await storedTaxIds(patient.id)).toBeUndefined();
  });

  test('is in the patient\'s data export, unmasked', async () => {
    const patient = await signedInPatient(server);
    await patient.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    await patient.client.patient.profile.saveFinancialResponsible.mutate({ name: 'Maria Responsável', cpf: '111.444.777-35' });
    const data = await patient.client.patient.profile.exportData.query();
    expect(data.receiptData).toEqual({
      cpf: '52998224725',
      financialResponsible: { name: 'Maria Responsável', cpf: '11144477735' },
    });
  });

  test('goes with the account; a receipt already exported stays, as the tax record it is', async () => {
    const psychologist = await approvedPsychologist(server);
    await setReceiptsAsIndividual(server, psychologist.id);
    const patient = await signedInPatient(server);
    await patient.client.patient.profile.saveCpf.mutate({ cpf: '529.982.247-25' });
    await patient.client.patient.profile.saveFinancialResponsible.mutate({ name: 'Maria Responsável', cpf: '111.444.777-35' });
    const exported = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-18', '10:00'),
      status: 'completed',
    });
    await psychologist.client.psychologist.receipts.exportCsv.mutate();
    const before = await patient.client.patient.profile.exportData.query();
    expect(before.appointments.map((appointment) => [appointment.id, appointment.receiptExportedAt])).toEqual([
      [exported, mondayMorning.toISOString()],
    ]);
    const pending = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-19', '10:00'),
      status: 'completed',
    });

    await patient.client.patient.profile.deleteAccount.mutate({ password: testPassword, confirmation: 'EXCLUIR' });

    expect(await storedTaxIds(patient.id)).toBeUndefined();
    const kept = await db()
      .selectFrom('exported_receipts')
      .select(['appointment_id', 'payer_cpf', 'beneficiary_cpf'])
      .where('appointment_id', '=', exported)
      .execute();
    expect(kept).toEqual([{ appointment_id: exported, payer_cpf: '11144477735', beneficiary_cpf: '52998224725' }]);
    // The consultation not yet exported has no CPF to go out with any more.
    const listed = await psychologist.client.psychologist.receipts.pending.query();
    expect(listed.ready.total).toBe(0);
    expect(listed.needingCpf).toEqual([
      { patientId: patient.id, patientName: 'Usuário removido', consultations: 1, since: '19/11/2026' },
    ]);
    expect(pending).toBeGreaterThan(exported);
  });
});
