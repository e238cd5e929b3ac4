import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, failureOf, openBrowser, startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, registerPatient, signedInPatient, signIn, testPassword, uniqueEmail } from './accounts.ts';
import { countRows } from './rows.ts';
import { mondayMorning, saoPaulo } from './clock.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const deactivatedLogin = { code: 'FORBIDDEN', message: 'Conta desativada. Fale com o suporte.' };
const userNotFound = { code: 'NOT_FOUND', message: 'Usuário não encontrado' };
const psychologistNotFound = { code: 'NOT_FOUND', message: 'Psicólogo não encontrado' };

let server: TestServer;
let admin: Browser & { id: number };
const db = () => server.app.services.db;

async function patientNamed(
  name: string,
  email = uniqueEmail('pessoa'),
): Promise<{ id: number; email: string }> {
  const result = await registerPatient(server.client(), { name, email });
  return { id: result.user?.id ?? 0, email };
}

function sessionsOf(userId: number) {
  return db().selectFrom('auth_sessions').select('id').where('user_id', '=', userId).execute();
}

function activityAbout(userId: number) {
  return db()
    .selectFrom('activity_log')
    .select(['actor_id', 'action'])
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', userId)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => mondayMorning });
  admin = await signedInAdmin(server, 'Admin dos Usuários');
});
afterAll(() => server.close());

describe('the user list', () => {
  test('searches name and e-mail ignoring case and accents', async () => {
    const erica = await patientNamed('Érica Gonçalves Ávila', uniqueEmail('erica.avila'));
    const joao = await patientNamed(
      'João Müller',
      `Joao.${Math.random().toString(36).slice(2, 8)}@ClinicaSul.com.br`,
    );
    const ids = async (search: string) =>
      (await admin.client.admin.users.list.query({ search })).items.map((user) => user.id);

    expect(await ids('erica goncalves')).toEqual([erica.id]);
    expect(await ids('ÉRICA GONÇALVES ÁVILA')).toEqual([erica.id]);
    expect(await ids('  avila ')).toContain(erica.id);
    expect(await ids('muller')).toEqual([joao.id]);
    // E-mails are stored in lower case; the search finds them as typed in capitals.
    expect(await ids('@CLINICASUL.COM')).toEqual([joao.id]);
    expect(await ids('%')).toEqual([]);

    const [row] = (await admin.client.admin.users.list.query({ search: 'erica goncalves' })).items;
    expect(row).toEqual({
      id: erica.id,
      name: 'Érica Gonçalves Ávila',
      email: erica.email,
      phone: '(11) 98888-7777',
      role: 'patient',
      isActive: true,
      approvalStatus: null,
      companyName: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('a new name is found at once, the old one no longer', async () => {
    const browser = openBrowser(server);
    const result = await registerPatient(browser.client, { name: 'Carla Antiga Sobrenome' });
    await browser.client.patient.profile.update.mutate({
      name: 'Carla Nova Sobrenome',
      phone: '(11) 97777-1111',
    });
    const search = async (text: string) =>
      (await admin.client.admin.users.list.query({ search: text })).items.map((u) => u.id);
    expect(await search('nova sobrenome')).toEqual([result.user?.id]);
    expect(await search('antiga sobrenome')).toEqual([]);
  });

  test('filters by role and by account status', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await patientNamed('Filtro Paciente Inativa');
    await admin.client.admin.users.deactivate.mutate({ id: patient.id });

    const psychologists = await admin.client.admin.users.list.query({ role: 'psychologist', pageSize: 100 });
    expect(psychologists.items.every((user) => user.role === 'psychologist')).toBe(true);
    expect(psychologists.items.find((user) => user.id === psychologist.id)).toMatchObject({
      approvalStatus: 'approved',
    });

    const admins = await admin.client.admin.users.list.query({ role: 'admin', pageSize: 100 });
    expect(admins.items.map((user) => user.id)).toContain(admin.id);
    expect(admins.items.every((user) => user.role === 'admin' && user.approvalStatus === null)).toBe(true);

    const inactive = await admin.client.admin.users.list.query({ status: 'inactive', pageSize: 100 });
    expect(inactive.items.map((user) => user.id)).toContain(patient.id);
    expect(inactive.items.every((user) => !user.isActive)).toBe(true);
    const active = await admin.client.admin.users.list.query({
      status: 'active',
      role: 'patient',
      search: 'filtro paciente',
    });
    expect(active).toMatchObject({ items: [], total: 0 });
    const counted = await db()
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_active', '=', 0)
      .where('anonymised_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(inactive.total).toBe(Number(counted.count));
  });

  test('pages on the server, newest first, with the total', async () => {
    const created: number[] = [];
    for (let index = 1; index <= 7; index += 1)
      created.push((await patientNamed(`Paginada Número ${index}`)).id);
    const page = (number: number) =>
      admin.client.admin.users.list.query({ search: 'paginada', page: number, pageSize: 3 });

    const pages = await Promise.all([page(1), page(2), page(3)]);
    expect(pages.map((result) => [result.page, result.pageSize, result.total, result.items.length])).toEqual([
      [1, 3, 7, 3],
      [2, 3, 7, 3],
      [3, 3, 7, 1],
    ]);
    expect(pages.flatMap((result) => result.items.map((user) => user.id))).toEqual([...created].reverse());
    expect(await page(4)).toEqual({ items: [], total: 7, page: 4, pageSize: 3 });
  });

  test('an erased account (LGPD deletion) is not listed', async () => {
    const browser = openBrowser(server);
    const result = await registerPatient(browser.client, { name: 'Apagada Por Pedido' });
    await browser.client.patient.profile.deleteAccount.mutate({
      password: testPassword,
      confirmation: 'EXCLUIR',
    });
    expect((await admin.client.admin.users.list.query({ search: 'apagada por pedido' })).total).toBe(0);
    expect(await failureOf(admin.client.admin.users.deactivate.mutate({ id: result.user?.id ?? 0 }))).toEqual(
      userNotFound,
    );
  });

  test('bad paging is refused with a pt-BR message', async () => {
    expect(await failureOf(admin.client.admin.users.list.query({ pageSize: 500 }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await failureOf(admin.client.admin.users.list.query({ page: 0 }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('deactivation', () => {
  test('ends every session at once, blocks login, and is logged; reactivation lets the user back in', async () => {
    const email = uniqueEmail('desativada');
    const first = openBrowser(server);
    const registered = await registerPatient(first.client, { email, name: 'Patrícia Desativada' });
    const id = registered.user?.id ?? 0;
    const second = await signIn(server, email);
    expect(await sessionsOf(id)).toHaveLength(2);

    const deactivated = await admin.client.admin.users.deactivate.mutate({ id });
    expect(deactivated).toMatchObject({ id, isActive: false });

    for (const browser of [first, second]) {
      expect(await browser.client.auth.me.query()).toBeNull();
      expect(await failureOf(browser.client.patient.overview.query())).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    expect(await sessionsOf(id)).toEqual([]);
    const sessionsBefore = await countRows(db(), 'auth_sessions');
    expect(
      await failureOf(openBrowser(server).client.auth.login.mutate({ email, password: testPassword })),
    ).toEqual(deactivatedLogin);
    expect(await countRows(db(), 'auth_sessions')).toBe(sessionsBefore);

    // Deactivating again changes nothing and logs nothing more.
    expect(await admin.client.admin.users.deactivate.mutate({ id })).toMatchObject({ isActive: false });
    expect(await activityAbout(id)).toEqual([
      { actor_id: id, action: 'patient.registered' },
      { actor_id: admin.id, action: 'user.deactivated' },
    ]);

    expect(await admin.client.admin.users.reactivate.mutate({ id })).toMatchObject({ id, isActive: true });
    const back = await signIn(server, email);
    expect(await back.client.auth.me.query()).toMatchObject({ id });
    expect((await activityAbout(id)).map((entry) => entry.action)).toEqual([
      'patient.registered',
      'user.deactivated',
      'user.reactivated',
    ]);
  });

  test('an admin cannot deactivate themselves, and unknown users are not found', async () => {
    expect(await failureOf(admin.client.admin.users.deactivate.mutate({ id: admin.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Você não pode desativar a sua própria conta',
    });
    expect(await admin.client.auth.me.query()).toMatchObject({ id: admin.id });
    expect(await failureOf(admin.client.admin.users.deactivate.mutate({ id: 999_999 }))).toEqual(
      userNotFound,
    );
    expect(await failureOf(admin.client.admin.users.reactivate.mutate({ id: 999_999 }))).toEqual(
      userNotFound,
    );

    // Another admin may deactivate an admin.
    const first = await signedInAdmin(server, 'Primeira Admin');
    const second = await signedInAdmin(server, 'Segunda Admin');
    expect(await second.client.admin.users.deactivate.mutate({ id: first.id })).toMatchObject({
      isActive: false,
    });
    expect(await failureOf(first.client.admin.users.list.query({}))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('a deactivated psychologist leaves the directory; their booked consultation stays visible and cancellable', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-25', '10:00'),
    });
    expect(booked.psychologistActive).toBe(true);
    const anonymous = server.client();
    const listedIds = async () =>
      (await anonymous.directory.list.query({ search: 'joana', page: 1 })).items.map((card) => card.id);
    expect(await listedIds()).toContain(psychologist.id);

    await admin.client.admin.users.deactivate.mutate({ id: psychologist.id });

    expect(await listedIds()).not.toContain(psychologist.id);
    expect(await failureOf(anonymous.directory.profile.query({ psychologistId: psychologist.id }))).toEqual(
      psychologistNotFound,
    );
    expect(
      await failureOf(anonymous.directory.availableDates.query({ psychologistId: psychologist.id })),
    ).toEqual(psychologistNotFound);
    expect(await psychologist.client.auth.me.query()).toBeNull();
    expect(
      await failureOf(
        patient.client.appointments.book.mutate({
          psychologistId: psychologist.id,
          startsAt: saoPaulo('2026-11-26', '10:00'),
        }),
      ),
    ).toEqual(psychologistNotFound);

    const listed = await patient.client.appointments.list.query({ status: 'all' });
    expect(listed.find((row) => row.id === booked.id)).toMatchObject({
      status: 'scheduled',
      psychologistActive: false,
      canCancel: true,
    });
    const dashboard = await patient.client.appointments.dashboard.query();
    expect(dashboard.upcoming.map((row) => [row.id, row.psychologistActive])).toEqual([[booked.id, false]]);

    const cancelled = await patient.client.appointments.cancel.mutate({ id: booked.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', psychologistActive: false });
  });
});
