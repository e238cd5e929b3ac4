import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { failureOf, startTestServer, type TestClient, type TestServer } from './harness.ts';
import { createAdminClient, registerPatient, registerPsychologist, signIn } from './accounts.ts';

const pastDate = 'Não é possível bloquear uma data passada';
const duplicate = 'Esta data já está bloqueada';
const reasonRequired = 'Informe o motivo';
const blockedNotFound = 'Data bloqueada não encontrada';
const pendingApproval = 'Seu cadastro ainda está em análise';
const forbidden = 'Você não tem permissão para esta ação';
const notSignedIn = 'Faça login para continuar';

/** Monday 23 November 2026, 09:00 in São Paulo (UTC-3, no daylight saving time). */
const mondayMorning = new Date('2026-11-23T12:00:00.000Z');

type SaveInput = Parameters<TestClient['agenda']['save']['mutate']>[0];
type Slot = SaveInput['slots'][number];

const slot = (weekday: number, startTime: string, endTime: string, isAvailable = true): Slot => ({
  weekday,
  startTime,
  endTime,
  isAvailable,
});

const validAgenda: SaveInput = {
  consultationMinutes: 50,
  intervalMinutes: 10,
  slots: [slot(1, '09:00', '12:00'), slot(1, '14:00', '18:00')],
};

interface Psychologist {
  id: number;
  client: TestClient;
}

describe('psychologist agenda', () => {
  let server: TestServer;
  let admin: TestClient;
  let clock = mondayMorning;

  async function approvedPsychologist(): Promise<Psychologist> {
    const email = await registerPsychologist(server.client());
    const row = await server.app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await admin.admin.applications.approve.mutate({ id: row.id, crpChecked: true });
    return { id: row.id, client: (await signIn(server, email)).client };
  }

  /** Everything the agenda procedures may write for one psychologist, straight from the database. */
  async function stored(psychologistId: number) {
    const db = server.app.services.db;
    const settings = await db
      .selectFrom('psychologist_profiles')
      .select(['consultation_minutes', 'interval_minutes'])
      .where('user_id', '=', psychologistId)
      .executeTakeFirstOrThrow();
    const slots = await db
      .selectFrom('availability_slots')
      .selectAll()
      .where('psychologist_id', '=', psychologistId)
      .orderBy('id')
      .execute();
    const blocked = await db
      .selectFrom('blocked_dates')
      .selectAll()
      .where('psychologist_id', '=', psychologistId)
      .orderBy('id')
      .execute();
    return { settings, slots, blocked };
  }

  async function insertAppointment(values: {
    patientId: number;
    psychologistId: number;
    startsAt: string;
    status?: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
  }) {
    const ends = new Date(Date.parse(values.startsAt) + 50 * 60_000).toISOString();
    await server.app.services.db
      .insertInto('appointments')
      .values({
        patient_id: values.patientId,
        psychologist_id: values.psychologistId,
        starts_at: values.startsAt,
        ends_at: ends,
        status: values.status ?? 'scheduled',
        price_cents: 15000,
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => clock });
    admin = await createAdminClient(server);
  });
  beforeEach(() => {
    clock = mondayMorning;
  });
  afterAll(() => server.close());

  test('after approval the agenda holds the defaults and the registration hours Monday to Friday', async () => {
    const { client } = await approvedPsychologist();
    const agenda = await client.agenda.get.query();
    expect(agenda).toEqual({
      consultationMinutes: 50,
      intervalMinutes: 10,
      cancellationNoticeHours: 24,
      slots: [1, 2, 3, 4, 5].map((weekday) => ({
        id: expect.any(Number),
        weekday,
        startTime: '08:00',
        endTime: '18:00',
        isAvailable: true,
      })),
      blockedDates: [],
    });
  });

  test('save replaces settings and slots, and the agenda reads back ordered by weekday and start', async () => {
    const { id, client } = await approvedPsychologist();
    const input: SaveInput = {
      consultationMinutes: 45,
      intervalMinutes: 15,
      slots: [
        slot(6, '09:00', '13:00', false),
        slot(1, '14:00', '18:00'),
        slot(1, '08:00', '12:00'),
        // Touching ends do not overlap.
        slot(1, '12:00', '14:00'),
        slot(7, '10:00', '11:30'),
      ],
    };
    const answer = await client.agenda.save.mutate(input);
    const expected = {
      consultationMinutes: 45,
      intervalMinutes: 15,
      cancellationNoticeHours: 24,
      slots: [
        { id: expect.any(Number), weekday: 1, startTime: '08:00', endTime: '12:00', isAvailable: true },
        { id: expect.any(Number), weekday: 1, startTime: '12:00', endTime: '14:00', isAvailable: true },
        { id: expect.any(Number), weekday: 1, startTime: '14:00', endTime: '18:00', isAvailable: true },
        { id: expect.any(Number), weekday: 6, startTime: '09:00', endTime: '13:00', isAvailable: false },
        { id: expect.any(Number), weekday: 7, startTime: '10:00', endTime: '11:30', isAvailable: true },
      ],
      blockedDates: [],
    };
    expect(answer).toEqual(expected);
    expect(await client.agenda.get.query()).toEqual(answer);

    const rows = await stored(id);
    expect(rows.settings).toEqual({ consultation_minutes: 45, interval_minutes: 15 });
    expect(rows.slots).toHaveLength(5);
    expect(rows.slots.filter((row) => row.is_available === 0).map((row) => row.weekday)).toEqual([6]);

    expect(
      await client.agenda.save.mutate({ consultationMinutes: 15, intervalMinutes: 0, slots: [] }),
    ).toMatchObject({
      consultationMinutes: 15,
      intervalMinutes: 0,
      slots: [],
    });
    expect((await stored(id)).slots).toEqual([]);
  });

  test.each<[string, SaveInput, string]>([
    [
      'start after end',
      { ...validAgenda, slots: [slot(1, '18:00', '09:00')] },
      'O início deve ser antes do fim',
    ],
    [
      'start equal to end',
      { ...validAgenda, slots: [slot(3, '10:00', '10:00')] },
      'O início deve ser antes do fim',
    ],
    [
      'overlap on one day',
      {
        ...validAgenda,
        slots: [slot(1, '08:00', '12:00'), slot(2, '08:00', '12:00'), slot(1, '11:00', '13:00')],
      },
      'Horários de Segunda-feira se sobrepõem',
    ],
    [
      'a slot inside an earlier, longer one',
      {
        ...validAgenda,
        slots: [slot(2, '08:00', '18:00'), slot(2, '09:00', '10:00'), slot(2, '11:00', '12:00')],
      },
      'Horários de Terça-feira se sobrepõem',
    ],
    [
      'overlap of an unavailable slot',
      { ...validAgenda, slots: [slot(7, '08:00', '12:00', false), slot(7, '09:00', '10:00')] },
      'Horários de Domingo se sobrepõem',
    ],
    [
      'duration 10',
      { ...validAgenda, consultationMinutes: 10 },
      'A duração deve ficar entre 15 e 180 minutos',
    ],
    [
      'duration 200',
      { ...validAgenda, consultationMinutes: 200 },
      'A duração deve ficar entre 15 e 180 minutos',
    ],
    [
      'duration 50.5',
      { ...validAgenda, consultationMinutes: 50.5 },
      'A duração deve ficar entre 15 e 180 minutos',
    ],
    ['interval 61', { ...validAgenda, intervalMinutes: 61 }, 'O intervalo deve ficar entre 0 e 60 minutos'],
    ['interval -1', { ...validAgenda, intervalMinutes: -1 }, 'O intervalo deve ficar entre 0 e 60 minutos'],
    ['weekday 8', { ...validAgenda, slots: [slot(8, '09:00', '10:00')] }, 'Dia da semana inválido'],
    [
      'a malformed time',
      { ...validAgenda, slots: [slot(1, '9:00', '10:00')] },
      'Horário inválido (use HH:MM)',
    ],
    [
      'more than 50 slots',
      {
        ...validAgenda,
        slots: Array.from({ length: 51 }, (_, index) => {
          const hour = String(Math.floor(index / 7)).padStart(2, '0');
          return slot((index % 7) + 1, `${hour}:00`, `${hour}:30`);
        }),
      },
      'Cadastre no máximo 50 horários',
    ],
  ])('save refuses %s with its message and changes nothing', async (_case, input, message) => {
    const { id, client } = await approvedPsychologist();
    const before = await stored(id);
    expect(await failureOf(client.agenda.save.mutate(input))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await stored(id)).toEqual(before);
  });

  test('blocked dates: today and later are accepted and listed by date; past, duplicate and empty reason are refused', async () => {
    const { id, client } = await approvedPsychologist();
    const christmas = await client.agenda.addBlockedDate.mutate({ date: '2026-12-25', reason: '  Natal  ' });
    expect(christmas).toEqual({
      blockedDate: { id: expect.any(Number), date: '2026-12-25', reason: 'Natal', scheduledCount: 0 },
      scheduledCount: 0,
    });
    const today = await client.agenda.addBlockedDate.mutate({ date: '2026-11-23', reason: 'Congresso' });
    expect(today.blockedDate.date).toBe('2026-11-23');

    const before = await stored(id);
    expect(
      await failureOf(client.agenda.addBlockedDate.mutate({ date: '2026-11-22', reason: 'Folga' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: pastDate,
    });
    expect(
      await failureOf(client.agenda.addBlockedDate.mutate({ date: '2026-12-25', reason: 'Outra vez' })),
    ).toEqual({
      code: 'CONFLICT',
      message: duplicate,
    });
    expect(
      await failureOf(client.agenda.addBlockedDate.mutate({ date: '2026-12-26', reason: '   ' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: reasonRequired,
    });
    expect(
      await failureOf(client.agenda.addBlockedDate.mutate({ date: '2026-02-30', reason: 'Folga' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Data inválida',
    });
    expect(await stored(id)).toEqual(before);

    const agenda = await client.agenda.get.query();
    expect(agenda.blockedDates).toEqual([
      { id: today.blockedDate.id, date: '2026-11-23', reason: 'Congresso', scheduledCount: 0 },
      { id: christmas.blockedDate.id, date: '2026-12-25', reason: 'Natal', scheduledCount: 0 },
    ]);
  });

  test('"today" and "past" follow the platform time zone, not UTC', async () => {
    const { id, client } = await approvedPsychologist();
    // 23:30 on Monday 23 in São Paulo is already Tuesday 24 in UTC.
    clock = new Date('2026-11-24T02:30:00.000Z');
    await client.agenda.addBlockedDate.mutate({ date: '2026-11-23', reason: 'Plantão' });
    expect((await client.agenda.get.query()).blockedDates.map((row) => row.date)).toEqual(['2026-11-23']);

    // 00:30 on Tuesday 24 in São Paulo: Monday 23 is past and no longer listed.
    clock = new Date('2026-11-24T03:30:00.000Z');
    const before = await stored(id);
    expect(
      await failureOf(client.agenda.addBlockedDate.mutate({ date: '2026-11-23', reason: 'Plantão' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: pastDate,
    });
    expect(await stored(id)).toEqual(before);
    expect((await client.agenda.get.query()).blockedDates).toEqual([]);
  });

  test('blocking a day with scheduled consultations keeps them and reports how many there are', async () => {
    const me = await approvedPsychologist();
    const other = await approvedPsychologist();
    const registered = await registerPatient(server.client());
    const patientId = registered.user?.id;
    if (!patientId) throw new Error('patient not registered');

    // 1 December 2026 in São Paulo runs from 03:00 UTC on the 1st to 03:00 UTC on the 2nd.
    await insertAppointment({ patientId, psychologistId: me.id, startsAt: '2026-12-01T03:00:00.000Z' });
    await insertAppointment({ patientId, psychologistId: me.id, startsAt: '2026-12-01T13:00:00.000Z' });
    await insertAppointment({ patientId, psychologistId: me.id, startsAt: '2026-12-02T02:00:00.000Z' });
    // Not counted: the evening before, the day after, cancelled, completed, another psychologist's.
    await insertAppointment({ patientId, psychologistId: me.id, startsAt: '2026-12-01T02:00:00.000Z' });
    await insertAppointment({ patientId, psychologistId: me.id, startsAt: '2026-12-02T03:00:00.000Z' });
    await insertAppointment({
      patientId,
      psychologistId: me.id,
      startsAt: '2026-12-01T15:00:00.000Z',
      status: 'cancelled',
    });
    await insertAppointment({
      patientId,
      psychologistId: me.id,
      startsAt: '2026-12-01T17:00:00.000Z',
      status: 'completed',
    });
    await insertAppointment({ patientId, psychologistId: other.id, startsAt: '2026-12-01T13:00:00.000Z' });

    const appointmentsBefore = await server.app.services.db
      .selectFrom('appointments')
      .selectAll()
      .orderBy('id')
      .execute();
    const answer = await me.client.agenda.addBlockedDate.mutate({ date: '2026-12-01', reason: 'Viagem' });
    expect(answer).toEqual({
      blockedDate: { id: expect.any(Number), date: '2026-12-01', reason: 'Viagem', scheduledCount: 3 },
      scheduledCount: 3,
    });
    expect(
      await server.app.services.db.selectFrom('appointments').selectAll().orderBy('id').execute(),
    ).toEqual(appointmentsBefore);

    await me.client.agenda.addBlockedDate.mutate({ date: '2026-12-03', reason: 'Curso' });
    expect((await me.client.agenda.get.query()).blockedDates).toEqual([
      { id: answer.blockedDate.id, date: '2026-12-01', reason: 'Viagem', scheduledCount: 3 },
      { id: expect.any(Number), date: '2026-12-03', reason: 'Curso', scheduledCount: 0 },
    ]);
    expect(
      (await other.client.agenda.addBlockedDate.mutate({ date: '2026-12-01', reason: 'Folga' }))
        .scheduledCount,
    ).toBe(1);
  });

  test('only the owner removes a blocked date; another psychologist neither sees nor removes it', async () => {
    const me = await approvedPsychologist();
    const other = await approvedPsychologist();
    const { blockedDate } = await me.client.agenda.addBlockedDate.mutate({
      date: '2026-12-10',
      reason: 'Consulta médica',
    });

    expect((await other.client.agenda.get.query()).blockedDates).toEqual([]);
    expect(await failureOf(other.client.agenda.removeBlockedDate.mutate({ id: blockedDate.id }))).toEqual({
      code: 'NOT_FOUND',
      message: blockedNotFound,
    });
    expect((await stored(me.id)).blocked).toHaveLength(1);

    expect(await me.client.agenda.removeBlockedDate.mutate({ id: blockedDate.id })).toEqual({
      id: blockedDate.id,
    });
    expect((await stored(me.id)).blocked).toEqual([]);
    expect(await failureOf(me.client.agenda.removeBlockedDate.mutate({ id: blockedDate.id }))).toEqual({
      code: 'NOT_FOUND',
      message: blockedNotFound,
    });
  });

  test('a psychologist cannot change another one’s agenda: every write is scoped to the caller', async () => {
    const me = await approvedPsychologist();
    const other = await approvedPsychologist();
    const before = await stored(me.id);
    await other.client.agenda.save.mutate({
      consultationMinutes: 30,
      intervalMinutes: 0,
      slots: [slot(6, '08:00', '09:00')],
    });
    expect(await stored(me.id)).toEqual(before);
  });

  describe('refusals', () => {
    const everyProcedure = (client: TestClient) => [
      client.agenda.get.query(),
      client.agenda.save.mutate(validAgenda),
      client.agenda.addBlockedDate.mutate({ date: '2026-12-25', reason: 'Natal' }),
      client.agenda.removeBlockedDate.mutate({ id: 1 }),
    ];

    async function expectAllRefused(client: TestClient, failure: { code: string; message: string }) {
      const failures = await Promise.all(everyProcedure(client).map((call) => failureOf(call)));
      expect(failures).toEqual(Array.from({ length: 4 }, () => failure));
    }

    test('a pending psychologist is told the application is under review', async () => {
      const email = await registerPsychologist(server.client());
      await expectAllRefused((await signIn(server, email)).client, { code: 'FORBIDDEN', message: pendingApproval });
    });

    test('a patient and an admin are forbidden', async () => {
      const patient = server.client();
      await registerPatient(patient);
      await expectAllRefused(patient, { code: 'FORBIDDEN', message: forbidden });
      await expectAllRefused(admin, { code: 'FORBIDDEN', message: forbidden });
    });

    test('a signed-out visitor must log in', async () => {
      await expectAllRefused(server.client(), { code: 'UNAUTHORIZED', message: notSignedIn });
    });

    test('refused calls write nothing', async () => {
      const counts = async () => {
        const db = server.app.services.db;
        const slots = await db
          .selectFrom('availability_slots')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const blocked = await db
          .selectFrom('blocked_dates')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return { slots: Number(slots.n), blocked: Number(blocked.n) };
      };
      const before = await counts();
      const email = await registerPsychologist(server.client());
      const afterRegistration = { ...before, slots: before.slots + 5 };
      await Promise.allSettled(everyProcedure((await signIn(server, email)).client));
      await Promise.allSettled(everyProcedure(server.client()));
      expect(await counts()).toEqual(afterRegistration);
    });
  });
});
