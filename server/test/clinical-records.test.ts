import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { failureOf, startTestServer, type TestClient, type TestServer } from './harness.ts';
import { approvedPsychologist, createAdminClient, registerPsychologist, signedInPatient, signIn, testPassword } from './accounts.ts';
import { countRows, insertAppointment } from './rows.ts';
import { testClock } from './clock.ts';
import { auditRows, databaseBytes, flipCiphertextByte } from './records-fixtures.ts';
import { onPostgres } from './postgres/test-databases.ts';

/** Wednesday 25 November 2026, 15:00 in São Paulo. */
const clock = testClock(new Date('2026-11-25T18:00:00.000Z'));
const recordNotFound = { code: 'NOT_FOUND', message: 'Prontuário não encontrado' };
const tampered = 'Não foi possível ler este registro do prontuário: os dados foram alterados.';

let server: TestServer;
let author: Awaited<ReturnType<typeof approvedPsychologist>>;
let colleague: Awaited<ReturnType<typeof approvedPsychologist>>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
/** A patient of both psychologists. */
let shared: Awaited<ReturnType<typeof signedInPatient>>;
let admin: TestClient;
const appointments: Record<string, number> = {};

const records = (client: TestClient) => client.psychologist.records;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
  author = await approvedPsychologist(server);
  colleague = await approvedPsychologist(server);
  patient = await signedInPatient(server);
  shared = await signedInPatient(server);
  admin = await createAdminClient(server);
  const between = (
    patientId: number,
    psychologistId: number,
    startsAt: string,
    status: 'scheduled' | 'completed' | 'cancelled',
  ) => insertAppointment(server, { patientId, psychologistId, startsAt, status });
  appointments.held = await between(patient.id, author.id, '2026-11-23T13:00:00.000Z', 'completed');
  appointments.earlier = await between(patient.id, author.id, '2026-11-16T13:00:00.000Z', 'completed');
  appointments.cancelled = await between(patient.id, author.id, '2026-11-18T13:00:00.000Z', 'cancelled');
  appointments.ahead = await between(patient.id, author.id, '2026-12-02T13:00:00.000Z', 'scheduled');
  appointments.sharedWithAuthor = await between(
    shared.id,
    author.id,
    '2026-11-20T13:00:00.000Z',
    'completed',
  );
  appointments.sharedWithColleague = await between(
    shared.id,
    colleague.id,
    '2026-11-19T13:00:00.000Z',
    'completed',
  );
}, 60_000);
afterAll(() => server.close());

async function addNote(text: string, patientId = patient.id, client = author.client) {
  return records(client).addEntry.mutate({ patientId, kind: 'note', text });
}

describe('writing and reading', () => {
  test('the sections of CFP 01/2009 art. 2 and notes are written and read back, latest version each', async () => {
    const identification = await records(author.client).addEntry.mutate({
      patientId: patient.id,
      kind: 'identification',
      text: 'Nome social: Bia.\r\nEstudante, 24 anos.',
    });
    expect(identification).toMatchObject({
      version: 1,
      kind: 'identification',
      appointmentId: null,
      text: 'Nome social: Bia.\nEstudante, 24 anos.',
    });
    await records(author.client).addEntry.mutate({
      patientId: patient.id,
      kind: 'demand',
      text: 'Ansiedade antes de provas.',
    });
    const evolution = await records(author.client).addEntry.mutate({
      patientId: patient.id,
      kind: 'evolution',
      appointmentId: appointments.held,
      text: 'Primeira sessão: acolhimento e contrato terapêutico.',
    });
    await addNote('Lembrar de perguntar sobre o sono.');

    const record = await records(author.client).get.query({ patientId: patient.id });
    expect(record.patientId).toBe(patient.id);
    expect(record.entries.map((entry) => [entry.kind, entry.version, entry.text, entry.error])).toEqual([
      ['identification', 1, 'Nome social: Bia.\nEstudante, 24 anos.', null],
      ['demand', 1, 'Ansiedade antes de provas.', null],
      ['evolution', 1, 'Primeira sessão: acolhimento e contrato terapêutico.', null],
      ['note', 1, 'Lembrar de perguntar sobre o sono.', null],
    ]);
    expect(record.entries[2]).toMatchObject({
      entryId: evolution.entryId,
      appointmentId: appointments.held,
      appointmentStartsAt: '2026-11-23T13:00:00.000Z',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
  });

  test('a patient without entries has an empty record', async () => {
    expect(await records(author.client).get.query({ patientId: shared.id })).toEqual({
      patientId: shared.id,
      entries: [],
    });
  });

  test('one identification, demand and closure per record, one evolution per consultation', async () => {
    const sectionExists =
      'Esta seção do prontuário já foi registrada. Para mudar o texto, registre uma correção.';
    expect(
      await failureOf(
        records(author.client).addEntry.mutate({
          patientId: patient.id,
          kind: 'identification',
          text: 'De novo.',
        }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: sectionExists,
    });
    expect(
      await failureOf(
        records(author.client).addEntry.mutate({
          patientId: patient.id,
          kind: 'evolution',
          appointmentId: appointments.held,
          text: 'Outra.',
        }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Esta consulta já tem uma evolução registrada. Para mudar o texto, registre uma correção.',
    });
    await addNote('Notas podem ser muitas.');
    await records(author.client).addEntry.mutate({
      patientId: patient.id,
      kind: 'evolution',
      appointmentId: appointments.earlier,
      text: 'Sessão anterior.',
    });
  });

  test('an evolution needs a consultation of this pair that has started and was not cancelled', async () => {
    const add = (appointmentId: number | undefined, kind: 'evolution' | 'note' = 'evolution') =>
      failureOf(
        records(author.client).addEntry.mutate({
          patientId: patient.id,
          kind,
          appointmentId,
          text: 'Texto.',
        }),
      );
    const notHeld = 'A evolução só pode ser registrada para uma consulta que já começou e não foi cancelada.';
    expect(await add(undefined)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Escolha a consulta desta evolução',
    });
    expect(await add(appointments.held, 'note')).toEqual({
      code: 'BAD_REQUEST',
      message: 'Só a evolução é ligada a uma consulta',
    });
    expect(await add(appointments.ahead)).toEqual({ code: 'BAD_REQUEST', message: notHeld });
    expect(await add(appointments.cancelled)).toEqual({ code: 'BAD_REQUEST', message: notHeld });
    expect(await add(appointments.sharedWithAuthor)).toEqual({
      code: 'NOT_FOUND',
      message: 'Consulta não encontrada',
    });
  });

  test('empty text, control characters and overlong text are refused', async () => {
    const add = (text: string) => failureOf(addNote(text));
    expect(await add('  \n ')).toEqual({ code: 'BAD_REQUEST', message: 'Escreva o texto do registro' });
    expect(await add('texto\u0007com sino')).toEqual({
      code: 'BAD_REQUEST',
      message: 'O texto contém caracteres não permitidos',
    });
    expect(await add('a'.repeat(20_001))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Texto muito longo (máximo de 20.000 caracteres)',
    });
    expect((await addNote('Tab\tpermitido\ne quebra de linha.')).text).toBe(
      'Tab\tpermitido\ne quebra de linha.',
    );
  });
});

describe('corrections', () => {
  test('a correction is a new version; the old one stays readable in the history', async () => {
    const note = await addNote('Paciente relata insônia há 2 semanas.');
    clock.set('2026-11-25T18:30:00.000Z');
    const corrected = await records(author.client).correctEntry.mutate({
      patientId: patient.id,
      entryId: note.entryId,
      baseVersion: 1,
      text: 'Paciente relata insônia há 3 semanas.',
    });
    expect(corrected).toMatchObject({
      entryId: note.entryId,
      version: 2,
      text: 'Paciente relata insônia há 3 semanas.',
    });

    const record = await records(author.client).get.query({ patientId: patient.id });
    expect(record.entries.find((entry) => entry.entryId === note.entryId)).toMatchObject({
      version: 2,
      text: 'Paciente relata insônia há 3 semanas.',
      createdAt: '2026-11-25T18:00:00.000Z',
      updatedAt: '2026-11-25T18:30:00.000Z',
    });
    const history = await records(author.client).history.query({
      patientId: patient.id,
      entryId: note.entryId,
    });
    expect(history.versions).toEqual([
      {
        version: 2,
        createdAt: '2026-11-25T18:30:00.000Z',
        text: 'Paciente relata insônia há 3 semanas.',
        error: null,
      },
      {
        version: 1,
        createdAt: '2026-11-25T18:00:00.000Z',
        text: 'Paciente relata insônia há 2 semanas.',
        error: null,
      },
    ]);
    clock.set('2026-11-25T18:00:00.000Z');
  });

  test('a correction based on an old version is refused, so two windows cannot overwrite each other', async () => {
    const note = await addNote('Versão inicial.');
    const correct = (baseVersion: number) =>
      records(author.client).correctEntry.mutate({
        patientId: patient.id,
        entryId: note.entryId,
        baseVersion,
        text: `Sobre a versão ${baseVersion}.`,
      });
    await correct(1);
    expect(await failureOf(correct(1))).toEqual({
      code: 'CONFLICT',
      message: 'Este registro foi corrigido em outra janela. Recarregue o prontuário antes de corrigir.',
    });
    const results = await Promise.allSettled([correct(2), correct(2)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const history = await records(author.client).history.query({
      patientId: patient.id,
      entryId: note.entryId,
    });
    expect(history.versions.map((version) => version.version)).toEqual([3, 2, 1]);
  });

  test('the database itself refuses to change or delete what was written', async () => {
    const { db } = server.app.services;
    for (const [table, column] of [
      ['clinical_records', 'created_at'],
      ['clinical_record_entries', 'created_at'],
      ['clinical_record_versions', 'created_at'],
      ['clinical_record_audit', 'at'],
    ] as const) {
      await expect(sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)}`.execute(db)).rejects.toThrow(
        `${table} is append-only`,
      );
      await expect(sql`delete from ${sql.table(table)}`.execute(db)).rejects.toThrow(
        `${table} is append-only`,
      );
    }
  });
});

describe('nobody but the author', () => {
  async function attempts(client: TestClient, patientId: number, entryId: number) {
    const procedures = records(client);
    return Promise.all([
      failureOf(procedures.get.query({ patientId })),
      failureOf(procedures.history.query({ patientId, entryId })),
      failureOf(procedures.addEntry.mutate({ patientId, kind: 'note', text: 'Intrusão.' })),
      failureOf(procedures.correctEntry.mutate({ patientId, entryId, baseVersion: 1, text: 'Intrusão.' })),
    ]);
  }

  test('the admin, the patient, another psychologist and an applicant get NOT_FOUND from every records procedure', async () => {
    const note = await addNote('Só a autora lê isto.');
    const applicant = (await signIn(server, await registerPsychologist(server.client()), testPassword)).client;
    const before = {
      entries: await countRows(server.app.services.db, 'clinical_record_versions'),
      audit: (await auditRows(server)).length,
    };
    for (const [who, client] of [
      ['admin', admin],
      ['patient', patient.client],
      ['colleague', colleague.client],
      ['applicant', applicant],
    ] as const) {
      expect([who, await attempts(client, patient.id, note.entryId)]).toEqual([
        who,
        Array(4).fill(recordNotFound),
      ]);
    }
    expect(await failureOf(records(server.client()).get.query({ patientId: patient.id }))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Faça login para continuar',
    });
    expect(await countRows(server.app.services.db, 'clinical_record_versions')).toBe(before.entries);
    expect((await auditRows(server)).length).toBe(before.audit);
  });

  test("a shared patient's record with one psychologist is invisible to the other", async () => {
    const note = await addNote('Registro da autora sobre a paciente em comum.', shared.id);
    const colleagueRecord = await records(colleague.client).get.query({ patientId: shared.id });
    expect(colleagueRecord.entries).toEqual([]);
    const entryNotFound = { code: 'NOT_FOUND', message: 'Registro do prontuário não encontrado' };
    expect(
      await failureOf(
        records(colleague.client).history.query({ patientId: shared.id, entryId: note.entryId }),
      ),
    ).toEqual(entryNotFound);
    expect(
      await failureOf(
        records(colleague.client).correctEntry.mutate({
          patientId: shared.id,
          entryId: note.entryId,
          baseVersion: 1,
          text: 'Troca.',
        }),
      ),
    ).toEqual(entryNotFound);
    // The author's entry id under another patient is not found either.
    expect(
      await failureOf(records(author.client).history.query({ patientId: patient.id, entryId: note.entryId })),
    ).toEqual(entryNotFound);
    const own = await records(colleague.client).addEntry.mutate({
      patientId: shared.id,
      kind: 'note',
      text: 'Registro da colega.',
    });
    expect(
      (await records(author.client).get.query({ patientId: shared.id })).entries.map(
        (entry) => entry.entryId,
      ),
    ).toEqual([note.entryId]);
    expect(
      (await records(colleague.client).get.query({ patientId: shared.id })).entries.map(
        (entry) => entry.entryId,
      ),
    ).toEqual([own.entryId]);
  });
});

describe('audit', () => {
  test('every read and write adds exactly one row: who, when, which record and entry, what', async () => {
    const start = (await auditRows(server)).length;
    clock.set('2026-11-25T19:00:00.000Z');
    const note = await addNote('Auditoria.');
    await records(author.client).get.query({ patientId: patient.id });
    await records(author.client).correctEntry.mutate({
      patientId: patient.id,
      entryId: note.entryId,
      baseVersion: 1,
      text: 'Auditoria corrigida.',
    });
    await records(author.client).history.query({ patientId: patient.id, entryId: note.entryId });
    await records(author.client).get.query({ patientId: patient.id });
    const rows = (await auditRows(server)).slice(start);
    const recordId = rows[0]?.record_id;
    expect(recordId).toEqual(expect.any(Number));
    const common = {
      actor_id: author.id,
      patient_id: patient.id,
      record_id: recordId,
      at: '2026-11-25T19:00:00.000Z',
    };
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { ...common, entry_id: note.entryId, version: 1, action: 'create' },
      { ...common, entry_id: null, version: null, action: 'read' },
      { ...common, entry_id: note.entryId, version: 2, action: 'correct' },
      { ...common, entry_id: note.entryId, version: null, action: 'read_history' },
      { ...common, entry_id: null, version: null, action: 'read' },
    ]);
    clock.set('2026-11-25T18:00:00.000Z');
  });
});

describe('at rest', () => {
  // The bytes read are the SQLite file's; PostgreSQL stores the same ciphertext columns.
  test.skipIf(onPostgres())('the database file and its log hold no note text, only ciphertext', async () => {
    const text = 'Sonhou com uma girafa violeta em Ouro Preto; associa ao avô.';
    await addNote(text);
    expect(
      (await records(author.client).get.query({ patientId: patient.id })).entries.some(
        (entry) => entry.text === text,
      ),
    ).toBe(true);
    const bytes = await databaseBytes(server);
    // The search finds what is stored in clear (the patient's e-mail), so a miss means something.
    const email = (
      await server.app.services.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', patient.id)
        .executeTakeFirstOrThrow()
    ).email;
    expect(bytes.includes(Buffer.from(email))).toBe(true);
    for (const fragment of [text, 'girafa violeta', 'Ouro Preto', 'Lembrar de perguntar sobre o sono']) {
      expect([fragment, bytes.includes(Buffer.from(fragment, 'utf8'))]).toEqual([fragment, false]);
    }
    const key = server.app.services.recordsKeyring.current.key;
    expect(bytes.includes(key)).toBe(false);
    expect(bytes.includes(Buffer.from(key.toString('base64')))).toBe(false);
  });

  test('a changed byte of one ciphertext makes only that entry unreadable, with a clear message', async () => {
    const victim = await addNote('Este registro será adulterado.');
    const intact = await addNote('Este registro continua legível.');
    await flipCiphertextByte(server, victim.entryId, 1);

    const record = await records(author.client).get.query({ patientId: patient.id });
    expect(record.entries.find((entry) => entry.entryId === victim.entryId)).toMatchObject({
      text: null,
      error: tampered,
    });
    expect(record.entries.find((entry) => entry.entryId === intact.entryId)).toMatchObject({
      text: 'Este registro continua legível.',
      error: null,
    });
    expect(record.entries.filter((entry) => entry.error !== null)).toHaveLength(1);
    const history = await records(author.client).history.query({
      patientId: patient.id,
      entryId: victim.entryId,
    });
    expect(history.versions).toEqual([
      { version: 1, createdAt: expect.any(String), text: null, error: tampered },
    ]);

    // A correction still adds a readable version on top; the altered one stays, flagged, in the history.
    await records(author.client).correctEntry.mutate({
      patientId: patient.id,
      entryId: victim.entryId,
      baseVersion: 1,
      text: 'Reescrito.',
    });
    const after = await records(author.client).history.query({
      patientId: patient.id,
      entryId: victim.entryId,
    });
    expect(after.versions.map((version) => [version.version, version.text, version.error])).toEqual([
      [2, 'Reescrito.', null],
      [1, null, tampered],
    ]);
    expect(await author.client.psychologist.patients.get.query({ patientId: patient.id })).toMatchObject({
      id: patient.id,
    });
  });
});

describe("the patient's data and account", () => {
  test('the export says a record exists and who keeps it (name, title, CRP), never its content', async () => {
    const exported = await patient.client.patient.profile.exportData.query();
    const profile = await server.app.services.db
      .selectFrom('psychologist_profiles')
      .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
      .select([
        'users.name',
        'psychologist_profiles.crp',
        'psychologist_profiles.professional_title as title',
      ])
      .where('user_id', '=', author.id)
      .executeTakeFirstOrThrow();
    const keptBy = `${profile.name} — ${profile.title} — ${profile.crp}`;
    expect(exported.clinicalRecords).toEqual([
      {
        keptBy,
        psychologistName: profile.name,
        professionalTitle: profile.title,
        crp: profile.crp,
        openedAt: expect.any(String),
        notice: expect.stringContaining(`Existe um prontuário psicológico seu mantido por ${keptBy}.`),
      },
    ]);
    const json = JSON.stringify(exported);
    for (const fragment of ['Ansiedade antes de provas', 'Lembrar de perguntar', 'girafa'])
      expect(json.includes(fragment)).toBe(false);
    const other = await signedInPatient(server);
    expect((await other.client.patient.profile.exportData.query()).clinicalRecords).toEqual([]);
  });

  test('deleting the account keeps the record, still readable by its author', async () => {
    const { db } = server.app.services;
    const before = await records(author.client).get.query({ patientId: patient.id });
    const counts = async () => ({
      records: await countRows(db, 'clinical_records'),
      entries: await countRows(db, 'clinical_record_entries'),
      versions: await countRows(db, 'clinical_record_versions'),
    });
    const stored = await counts();
    await patient.client.patient.profile.deleteAccount.mutate({
      password: testPassword,
      confirmation: 'EXCLUIR',
    });
    expect(await counts()).toEqual(stored);
    const after = await records(author.client).get.query({ patientId: patient.id });
    expect(after.entries).toEqual(before.entries);
    expect(await author.client.psychologist.patients.get.query({ patientId: patient.id })).toMatchObject({
      accountDeleted: true,
      name: 'Usuário removido',
    });
  });
});
