import { cnpjFromBase } from '@acolhe/shared/cnpj';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import {
  type Browser,
  callProcedure,
  cookieHeaderOf,
  failureOf,
  openBrowser,
  startTestServer,
  type TestClient,
  type TestServer,
  trpcDataOf,
} from './harness.ts';
import {
  createAdminClient,
  registerPatient,
  registerPsychologist,
  signIn,
  testPassword,
  uniqueEmail,
} from './accounts.ts';
import { countRows, insertAppointment } from './rows.ts';

const wrongCurrentPassword = 'Senha atual incorreta';
const samePassword = 'A nova senha deve ser diferente da atual';
const forbidden = 'Você não tem permissão para esta ação';
const notSignedIn = 'Faça login para continuar';
const newPassword = 'novaSenha456';
const hour = 3_600_000;

let server: TestServer;
let psychologistId: number;
let psychologistEmail: string;
const db = () => server.app.services.db;

beforeAll(async () => {
  server = await startTestServer();
  psychologistEmail = await registerPsychologist(server.client());
  psychologistId = (await userByEmail(psychologistEmail)).id;
  const admin = await createAdminClient(server);
  await admin.admin.applications.approve.mutate({ id: psychologistId, crpChecked: true });
});
afterAll(() => server.close());

function userByEmail(email: string) {
  return db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

function userById(id: number) {
  return db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

interface Patient extends Browser {
  id: number;
  email: string;
}

/** A freshly registered patient, signed in in its own browser. */
async function newPatient(name = 'Paula Perfil'): Promise<Patient> {
  const email = uniqueEmail('perfil');
  const browser = openBrowser(server);
  await registerPatient(browser.client, { email, name });
  return { ...browser, email, id: (await userByEmail(email)).id };
}

/** An appointment `offsetHours` from now (negative: in the past), straight into the database. */
function appointmentIn(patientId: number, offsetHours: number, status: 'scheduled' | 'completed' = 'scheduled') {
  const startsAt = new Date(Date.now() + offsetHours * hour).toISOString();
  return insertAppointment(server, { patientId, psychologistId, startsAt, status });
}

function appointmentById(id: number) {
  return db().selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('personal data', () => {
  test('get answers the public user of the caller', async () => {
    const patient = await newPatient('Gabriela Get');
    expect(await patient.client.patient.profile.get.query()).toMatchObject({
      id: patient.id,
      email: patient.email,
      name: 'Gabriela Get',
      phone: '(11) 98888-7777',
      role: 'patient',
    });
  });

  test('name and phone are saved and the updated user comes back', async () => {
    const patient = await newPatient();
    const updated = await patient.client.patient.profile.update.mutate({
      name: '  Paula Nova  ',
      phone: '(21) 91234-5678',
    });
    expect(updated).toMatchObject({
      id: patient.id,
      email: patient.email,
      name: 'Paula Nova',
      phone: '(21) 91234-5678',
    });
    expect(await patient.client.auth.me.query()).toMatchObject({
      name: 'Paula Nova',
      phone: '(21) 91234-5678',
    });
  });

  test('an invalid phone or a one-letter name is refused and nothing changes', async () => {
    const patient = await newPatient('Paula Antiga');
    const before = await userById(patient.id);
    expect(
      await failureOf(patient.client.patient.profile.update.mutate({ name: 'Paula Nova', phone: 'abc' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Telefone inválido',
    });
    expect(
      await failureOf(patient.client.patient.profile.update.mutate({ name: 'P', phone: '(11) 91234-5678' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Informe o nome completo',
    });
    expect(await userById(patient.id)).toEqual(before);
  });
});

describe('changing the password', () => {
  test('a wrong current password or an unchanged one is refused', async () => {
    const patient = await newPatient();
    const before = await userById(patient.id);
    const change = (currentPassword: string, next: string) =>
      failureOf(patient.client.patient.profile.changePassword.mutate({ currentPassword, newPassword: next }));

    expect(await change('errada123', newPassword)).toEqual({
      code: 'BAD_REQUEST',
      message: wrongCurrentPassword,
      reason: 'WRONG_PASSWORD',
    });
    expect(await change(testPassword, testPassword)).toEqual({
      code: 'BAD_REQUEST',
      message: samePassword,
      reason: 'SAME_PASSWORD',
    });
    expect(await change(testPassword, '123')).toEqual({
      code: 'BAD_REQUEST',
      message: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(await change(testPassword, 'Senha123')).toEqual({
      code: 'BAD_REQUEST',
      message: 'Essa senha é muito comum. Escolha outra.',
    });
    expect(await change(testPassword, 'acolhe#2026')).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.',
    });
    expect((await userById(patient.id)).password_hash).toBe(before.password_hash);
  });

  test('the new password replaces the old one and every other session ends, this one stays', async () => {
    const patient = await newPatient();
    const otherBrowser = await signIn(server, patient.email);
    const bystander = await newPatient();

    expect(
      await patient.client.patient.profile.changePassword.mutate({
        currentPassword: testPassword,
        newPassword,
      }),
    ).toEqual({ ok: true });

    expect(await patient.client.patient.profile.get.query()).toMatchObject({ email: patient.email });
    expect(await otherBrowser.client.auth.me.query()).toBeNull();
    expect(await failureOf(otherBrowser.client.patient.profile.get.query())).toEqual({
      code: 'UNAUTHORIZED',
      message: notSignedIn,
    });
    expect(await bystander.client.auth.me.query()).toMatchObject({ email: bystander.email });

    expect(await failureOf(signIn(server, patient.email))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Senha incorreta',
    });
    const again = (await signIn(server, patient.email, newPassword)).client;
    expect(await again.auth.me.query()).toMatchObject({ email: patient.email });
  });
});

describe('downloading my data', () => {
  test('has the account, preferences, own appointments and reviews, and no secrets', async () => {
    const patient = await newPatient('Exportadora Silva');
    const other = await newPatient('Outra Pessoa');
    const past = await appointmentIn(patient.id, -48, 'completed');
    const future = await appointmentIn(patient.id, 72);
    const othersAppointment = await appointmentIn(other.id, 96);
    await db()
      .insertInto('reviews')
      .values({
        appointment_id: past,
        patient_id: patient.id,
        psychologist_id: psychologistId,
        rating: 5,
        comment: 'Ótima sessão',
      })
      .execute();

    const data = await patient.client.patient.profile.exportData.query();
    expect(data.account).toMatchObject({
      id: patient.id,
      name: 'Exportadora Silva',
      email: patient.email,
      company: null,
    });
    expect(data.preferences).toMatchObject({ emailAppointments: true });
    expect(data.appointments.map((appointment) => appointment.id)).toEqual([past, future]);
    expect(data.appointments[0]).toMatchObject({
      psychologistName: 'Joana Psicóloga',
      status: 'completed',
      price: 150,
      technicalProblemAt: null,
    });
    expect(data.appointments.map((appointment) => appointment.id)).not.toContain(othersAppointment);
    expect(data.reviews).toEqual([
      expect.objectContaining({ appointmentId: past, rating: 5, comment: 'Ótima sessão' }),
    ]);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();

    const raw = await callProcedure(
      server.url,
      'patient.profile.exportData',
      'query',
      undefined,
      patient.cookies,
    );
    trpcDataOf(raw);
    const stored = await userById(patient.id);
    const sessionIds = await db()
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', patient.id)
      .execute();
    expect(raw.text).not.toContain(stored.password_hash);
    expect(raw.text).not.toMatch(/scrypt|password/i);
    expect(raw.text).not.toContain('Outra Pessoa');
    for (const { id } of sessionIds) expect(raw.text).not.toContain(id);
    expect(raw.text).not.toContain(patient.cookies.get(authSessionCookieName) ?? 'never');
  });

  test('names the partner company the patient belongs to', async () => {
    await db()
      .insertInto('companies')
      .values({
        name: 'Empresa Parceira',
        cnpj: cnpjFromBase('556677880001'),
        email: 'rh@parceira.com.br',
        code: 'PARCEIRA2026',
        status: 'active',
        plan: 'basic',
        contract_start: '2026-01-01',
      })
      .execute();
    const browser = openBrowser(server);
    await registerPatient(browser.client, { companyCode: 'PARCEIRA2026' });
    const data = await browser.client.patient.profile.exportData.query();
    expect(data.account.company).toEqual({ name: 'Empresa Parceira', code: 'PARCEIRA2026' });
    expect(data.appointments).toEqual([]);
    expect(data.reviews).toEqual([]);
  });
});

describe('deleting my account', () => {
  const deleteAccount = (client: TestClient, password: string, confirmation = 'EXCLUIR') =>
    client.patient.profile.deleteAccount.mutate({ password, confirmation: confirmation as 'EXCLUIR' });

  test('a wrong password or a missing confirmation is refused and nothing changes', async () => {
    const patient = await newPatient();
    const before = await userById(patient.id);
    expect(await failureOf(deleteAccount(patient.client, 'errada123'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Senha incorreta',
      reason: 'WRONG_PASSWORD',
    });
    expect(await failureOf(deleteAccount(patient.client, testPassword, 'excluir'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Digite EXCLUIR para confirmar',
    });
    expect(await userById(patient.id)).toEqual(before);
    expect(await patient.client.auth.me.query()).toMatchObject({ email: patient.email });
  });

  test('anonymises the person, cancels what is ahead, keeps the history and ends every session', async () => {
    const patient = await newPatient('Apagada Souza');
    const otherBrowser = await signIn(server, patient.email);
    const past = await appointmentIn(patient.id, -24, 'completed');
    const future = await appointmentIn(patient.id, 48);
    await db()
      .insertInto('reviews')
      .values({
        appointment_id: past,
        patient_id: patient.id,
        psychologist_id: psychologistId,
        rating: 4,
        comment: 'Meu relato',
      })
      .execute();
    const mailsBefore = await countRows(db(), 'mail_outbox');

    expect(await deleteAccount(patient.client, testPassword)).toEqual({ ok: true });

    expect(patient.cookies.has(authSessionCookieName)).toBe(false);
    expect(
      await db().selectFrom('auth_sessions').where('user_id', '=', patient.id).select('id').execute(),
    ).toEqual([]);
    expect(await otherBrowser.client.auth.me.query()).toBeNull();
    expect(await failureOf(otherBrowser.client.patient.profile.get.query())).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await failureOf(signIn(server, patient.email))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Usuário não encontrado',
    });

    const row = await userById(patient.id);
    expect(row).toMatchObject({
      name: 'Usuário removido',
      email: `removido-${patient.id}@acolhe.invalid`,
      phone: '',
      is_active: 0,
      company_id: null,
    });
    expect(row.anonymised_at).not.toBeNull();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await failureOf(signIn(server, row.email))).toMatchObject({ code: 'UNAUTHORIZED' });

    expect(await appointmentById(future)).toMatchObject({ status: 'cancelled', cancelled_by: patient.id });
    expect((await appointmentById(future)).cancelled_at).not.toBeNull();
    expect(await appointmentById(past)).toMatchObject({ status: 'completed', cancelled_at: null });
    expect(
      await db()
        .selectFrom('reviews')
        .select(['rating', 'comment'])
        .where('appointment_id', '=', past)
        .execute(),
    ).toEqual([{ rating: 4, comment: null }]);

    const activity = await db()
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_id', '=', patient.id)
      .orderBy('id')
      .execute();
    expect(activity).toEqual([
      expect.objectContaining({
        actor_id: patient.id,
        action: 'patient.registered',
        summary: 'Novo paciente cadastrado',
      }),
      expect.objectContaining({
        actor_id: patient.id,
        action: 'patient.deleted',
        subject_type: 'user',
        summary: 'Conta de paciente excluída (LGPD)',
      }),
    ]);
    const mails = await db().selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({
      recipient: psychologistEmail,
      subject: 'Consulta cancelada pelo paciente',
    });
    expect(mails.at(-1)?.body_text).not.toContain('Apagada');

    const fresh = openBrowser(server);
    const registration = await registerPatient(fresh.client, { email: patient.email, name: 'Nova Dona' });
    expect(registration.user).toMatchObject({ email: patient.email, name: 'Nova Dona' });
    expect(registration.user?.id).not.toBe(patient.id);
  });

  test('the cookie sent after deletion no longer opens anything', async () => {
    const patient = await newPatient();
    const cookie = cookieHeaderOf(patient.cookies);
    await deleteAccount(patient.client, testPassword);
    const raw = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie } });
    expect(await raw.json()).toMatchObject({ result: { data: null } });
  });
});

describe('who may use the profile', () => {
  const calls: Record<string, (client: TestClient) => Promise<unknown>> = {
    get: (client) => client.patient.profile.get.query(),
    update: (client) =>
      client.patient.profile.update.mutate({ name: 'Outra Pessoa', phone: '(11) 91234-5678' }),
    changePassword: (client) =>
      client.patient.profile.changePassword.mutate({ currentPassword: testPassword, newPassword }),
    exportData: (client) => client.patient.profile.exportData.query(),
    deleteAccount: (client) =>
      client.patient.profile.deleteAccount.mutate({ password: testPassword, confirmation: 'EXCLUIR' }),
  };

  test.each(Object.keys(calls))('%s is refused to psychologists, admins and visitors', async (name) => {
    const call = calls[name];
    if (!call) throw new Error(name);
    const psychologist = (await signIn(server, psychologistEmail)).client;
    const admin = await createAdminClient(server);
    const before = await userById(psychologistId);

    expect(await failureOf(call(psychologist))).toEqual({ code: 'FORBIDDEN', message: forbidden });
    expect(await failureOf(call(admin))).toEqual({ code: 'FORBIDDEN', message: forbidden });
    expect(await failureOf(call(server.client()))).toEqual({ code: 'UNAUTHORIZED', message: notSignedIn });
    expect(await userById(psychologistId)).toEqual(before);
    expect(await psychologist.auth.me.query()).toMatchObject({ email: psychologistEmail });
  });
});
