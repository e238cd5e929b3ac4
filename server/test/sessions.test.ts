import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionMessages } from '@acolhe/shared/sessions';
import { loadConfig } from '../src/config.ts';
import { failureOf, startTestServer, type TestClient, type TestServer } from './harness.ts';
import {
  approvedPsychologist,
  createAdminClient,
  registerPsychologist,
  signedInPatient,
  signIn,
  uniqueEmail,
} from './accounts.ts';
import { testClock } from './clock.ts';
import { insertAppointment, statusOf } from './rows.ts';
import { consentToOnlineCare } from './session-fixtures.ts';

const clock = testClock();
const iceServers = [
  { urls: 'stun:stun.acolhe.test:3478' },
  { urls: ['turn:turn.acolhe.test:3478'], username: 'u', credential: 'p' },
];
let server: TestServer;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;

/** Monday 23 November 2026, 10:00 in São Paulo: the room opens at 09:45 and closes at 11:00. */
const startsAt = '2026-11-23T13:00:00.000Z';
const opensAt = new Date('2026-11-23T12:45:00.000Z');
const closesAt = new Date('2026-11-23T14:00:00.000Z');
const second = 1000;
let appointmentId = 0;

beforeAll(async () => {
  server = await startTestServer({ ICE_SERVERS: JSON.stringify(iceServers) }, { now: clock.now });
  psychologist = await approvedPsychologist(server);
  patient = await signedInPatient(server);
  appointmentId = await insertAppointment(server, {
    patientId: patient.id,
    psychologistId: psychologist.id,
    startsAt,
  });
  await consentToOnlineCare(patient, psychologist.id);
});
afterAll(() => server.close());

async function joinOutcome(client: TestClient, id = appointmentId) {
  const call = client.sessions.join.mutate({ appointmentId: id });
  try {
    return { joined: await call };
  } catch {
    return failureOf(call);
  }
}

describe('the join window', () => {
  test('details describe the session to both participants, also before the window opens', async () => {
    clock.set('2026-11-23T11:00:00.000Z');
    const details = await patient.client.sessions.details.query({ appointmentId });
    expect(details).toEqual({
      appointmentId,
      role: 'patient',
      consentNeeded: false,
      startsAt,
      endsAt: '2026-11-23T13:50:00.000Z',
      status: 'scheduled',
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      canJoin: false,
      serverNow: '2026-11-23T11:00:00.000Z',
      patientName: 'Maria Paciente',
      psychologistId: psychologist.id,
      psychologistName: 'Joana Psicóloga',
      psychologistSpecialty: 'Psicologia Clínica',
      psychologistPhotoUrl: null,
      psychologistTitle: 'Psicóloga',
      psychologistCrp: expect.stringMatching(/^CRP 06\/\d{6}$/),
      engine: 'embedded',
    });
    expect((await psychologist.client.sessions.details.query({ appointmentId })).role).toBe('psychologist');
  });

  test('one second before it opens: refused with the opening time in São Paulo', async () => {
    clock.set(new Date(opensAt.getTime() - second));
    for (const who of [patient, psychologist]) {
      expect((await who.client.sessions.details.query({ appointmentId })).canJoin).toBe(false);
      expect(await joinOutcome(who.client)).toEqual({
        code: 'FORBIDDEN',
        message: 'A sala abre em 23/11 às 09:45.',
      });
    }
  });

  test.each([
    ['exactly at opening', opensAt],
    ['exactly at closing', closesAt],
  ])('%s: allowed, with the configured ICE servers', async (_label, instant) => {
    clock.set(instant);
    for (const who of [patient, psychologist]) {
      expect((await who.client.sessions.details.query({ appointmentId })).canJoin).toBe(true);
      expect(await joinOutcome(who.client)).toEqual({ joined: { engine: 'embedded', iceServers, iceTransportPolicy: 'all' } });
    }
  });

  test('one second after closing: refused, the session is over', async () => {
    clock.set(new Date(closesAt.getTime() + second));
    for (const who of [patient, psychologist]) {
      expect((await who.client.sessions.details.query({ appointmentId })).canJoin).toBe(false);
      expect(await joinOutcome(who.client)).toEqual({ code: 'FORBIDDEN', message: sessionMessages.closed });
    }
  });
});

describe('who may enter', () => {
  test('another patient, another psychologist, an applicant and an admin learn nothing', async () => {
    clock.set(opensAt);
    const strangers = [
      (await signedInPatient(server)).client,
      (await approvedPsychologist(server)).client,
      (await signIn(server, await registerPsychologist(server.client(), { email: uniqueEmail('candidata') }))).client,
      await createAdminClient(server),
    ];
    const notFound = { code: 'NOT_FOUND', message: sessionMessages.notFound };
    for (const stranger of strangers) {
      expect(await failureOf(stranger.sessions.details.query({ appointmentId }))).toEqual(notFound);
      expect(await failureOf(stranger.sessions.join.mutate({ appointmentId }))).toEqual(notFound);
      expect(
        await failureOf(stranger.sessions.signal.mutate({ appointmentId, payload: { kind: 'hangup' } })),
      ).toEqual(notFound);
    }
    expect(await failureOf(patient.client.sessions.details.query({ appointmentId: 999_999 }))).toEqual(
      notFound,
    );
    expect(await failureOf(server.client().sessions.details.query({ appointmentId }))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Faça login para continuar',
    });
  });

  test.each(['cancelled', 'completed', 'no_show'] as const)(
    'a %s appointment cannot be joined',
    async (status) => {
      const id = await insertAppointment(server, {
        patientId: patient.id,
        psychologistId: psychologist.id,
        startsAt: '2026-11-23T17:00:00.000Z',
        status,
      });
      clock.set('2026-11-23T17:00:00.000Z');
      expect(await patient.client.sessions.details.query({ appointmentId: id })).toMatchObject({
        status,
        canJoin: false,
      });
      for (const who of [patient, psychologist]) {
        expect(await joinOutcome(who.client, id)).toEqual({
          code: 'CONFLICT',
          message: 'Esta consulta não está agendada.',
        });
      }
      await server.app.services.db.deleteFrom('appointments').where('id', '=', id).execute();
    },
  );

  test('signalling needs an open stream of the sender', async () => {
    clock.set(startsAt);
    expect(
      await failureOf(patient.client.sessions.signal.mutate({ appointmentId, payload: { kind: 'hangup' } })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: sessionMessages.notFound,
    });
  });

  test('without LiveKit there is no webhook endpoint', async () => {
    const response = await fetch(`${server.url}/api/livekit/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/webhook+json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('marking attendance by hand', () => {
  test('the psychologist marks their own started appointment; not before it starts, not anyone else’s', async () => {
    const at = (time: string) => `2026-11-24T${time}:00.000Z`;
    const first = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: at('13:00'),
    });
    const later = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: at('15:00'),
    });
    clock.set(at('12:59'));
    expect(
      await failureOf(
        psychologist.client.sessions.markAttendance.mutate({ appointmentId: first, outcome: 'completed' }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'A consulta ainda não começou.',
    });
    const other = await approvedPsychologist(server);
    clock.set(at('13:00'));
    expect(
      await failureOf(
        other.client.sessions.markAttendance.mutate({ appointmentId: first, outcome: 'no_show' }),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      message: sessionMessages.notFound,
    });
    expect(
      await failureOf(
        patient.client.sessions.markAttendance.mutate({ appointmentId: first, outcome: 'completed' }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para esta ação',
    });
    expect(
      await psychologist.client.sessions.markAttendance.mutate({
        appointmentId: first,
        outcome: 'completed',
      }),
    ).toEqual({
      status: 'completed',
    });
    expect(await statusOf(server, first)).toBe('completed');
    expect(
      await failureOf(
        psychologist.client.sessions.markAttendance.mutate({ appointmentId: first, outcome: 'no_show' }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: sessionMessages.notScheduled,
    });
    clock.set(at('18:00'));
    expect(
      await psychologist.client.sessions.markAttendance.mutate({ appointmentId: later, outcome: 'no_show' }),
    ).toEqual({
      status: 'no_show',
    });
    expect(await statusOf(server, later)).toBe('no_show');
  });
});

describe('psychologist.appointments', () => {
  test("lists today's appointments (any status) and the next scheduled ones, of that psychologist only", async () => {
    const own = await approvedPsychologist(server);
    const someoneElse = await approvedPsychologist(server);
    const add = (
      startsAt: string,
      status: 'scheduled' | 'cancelled' = 'scheduled',
      psychologistId = own.id,
    ) => insertAppointment(server, { patientId: patient.id, psychologistId, startsAt, status });
    // Wednesday 25 November 2026 in São Paulo (UTC-3): 00:30 local is still the 25th, 23:30 local too.
    const early = await add('2026-11-25T03:30:00.000Z');
    const cancelled = await add('2026-11-25T14:00:00.000Z', 'cancelled');
    const now = await add('2026-11-25T16:00:00.000Z');
    const late = await add('2026-11-26T02:30:00.000Z');
    await add('2026-11-24T18:00:00.000Z');
    await add('2026-11-25T16:00:00.000Z', 'scheduled', someoneElse.id);
    const tomorrow = await add('2026-11-26T13:00:00.000Z');
    await add('2026-11-27T13:00:00.000Z', 'cancelled');
    const upcoming = [tomorrow];
    for (let day = 0; day < 21; day += 1) {
      upcoming.push(
        await add(new Date(Date.parse('2026-11-30T13:00:00.000Z') + day * 86_400_000).toISOString()),
      );
    }
    clock.set('2026-11-25T15:50:00.000Z');

    const answer = await own.client.psychologist.appointments.query();
    expect(answer.today.map((row) => row.id)).toEqual([early, cancelled, now, late]);
    expect(answer.upcoming.map((row) => row.id)).toEqual(upcoming.slice(0, 20));
    expect(answer.today[2]).toEqual({
      id: now,
      patientName: 'Maria Paciente',
      startsAt: '2026-11-25T16:00:00.000Z',
      endsAt: '2026-11-25T16:50:00.000Z',
      status: 'scheduled',
      priceCents: 15000,
      confirmedAt: null,
      technicalProblemAt: null,
      cancellationNoticeHours: 0,
      seriesId: null,
      statusLabel: 'Agendada',
      canCancel: true,
      canJoin: true,
      canMarkTechnicalProblem: false,
      joinOpensAt: '2026-11-25T15:45:00.000Z',
      sessionLink: `/psychologist/session/${now}`,
    });
    // Started before 15:50: 'Problema técnico' may be marked on it.
    expect(answer.today[0]).toMatchObject({ canMarkTechnicalProblem: true });
    expect(answer.today[1]).toMatchObject({ status: 'cancelled', canJoin: false, sessionLink: null });
    expect(answer.today[3]).toMatchObject({ canJoin: false });
    expect(await someoneElse.client.psychologist.appointments.query()).toMatchObject({
      today: [{ patientName: 'Maria Paciente' }],
      upcoming: [],
    });
  });
});

describe('engine configuration', () => {
  test('LiveKit only when URL, key and secret are all set; ICE servers validated', () => {
    expect(loadConfig({}).video).toEqual({ engine: 'embedded', iceServers: [], turn: null, iceTransportPolicy: 'all' });
    expect(loadConfig({ LIVEKIT_URL: 'ws://127.0.0.1:7880', LIVEKIT_API_KEY: 'k' }).video.engine).toBe(
      'embedded',
    );
    expect(
      loadConfig({ LIVEKIT_URL: 'wss://lk.example.com', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' })
        .video,
    ).toEqual({
      engine: 'livekit',
      url: 'wss://lk.example.com',
      apiKey: 'k',
      apiSecret: 's',
    });
    expect(() => loadConfig({ ICE_SERVERS: 'stun:x' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"url":"stun:x"}]' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ LIVEKIT_URL: 'ftp://x' })).toThrow(/LIVEKIT_URL/);
    expect(loadConfig({ ATTENDANCE_SWEEP_SECONDS: '5' }).attendanceSweepSeconds).toBe(5);
  });
});
