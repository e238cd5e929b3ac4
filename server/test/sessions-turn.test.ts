import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionMessages } from '@acolhe/shared/sessions';
import { loadConfig } from '../src/config.ts';
import { failureOf, startTestServer, type TestClient, type TestServer } from './harness.ts';
import { approvedPsychologist, createAdminClient, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { insertAppointment } from './rows.ts';
import { consentToOnlineCare } from './session-fixtures.ts';

const turnSecret = 'segredo-do-coturn-de-teste-0123456789';
const turnUrls = ['turn:turn.acolhe.test:3478?transport=udp', 'turn:turn.acolhe.test:3478?transport=tcp'];
const stun = { urls: 'stun:stun.acolhe.test:3478' };
const clock = testClock();
let server: TestServer;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;

/** Monday 23 November 2026, 10:00 in São Paulo: the room opens at 09:45 and closes at 11:00. */
const startsAt = '2026-11-23T13:00:00.000Z';
const closesAtUnix = Date.parse('2026-11-23T14:00:00.000Z') / 1000;
let appointmentId = 0;

beforeAll(async () => {
  server = await startTestServer(
    { ICE_SERVERS: JSON.stringify([stun]), TURN_URLS: turnUrls.join(','), TURN_SECRET: turnSecret },
    { now: clock.now },
  );
  psychologist = await approvedPsychologist(server);
  patient = await signedInPatient(server);
  appointmentId = await insertAppointment(server, { patientId: patient.id, psychologistId: psychologist.id, startsAt });
  await consentToOnlineCare(patient, psychologist.id);
});
afterAll(() => server.close());

async function joined(client: TestClient, id = appointmentId) {
  const answer = await client.sessions.join.mutate({ appointmentId: id });
  if (answer.engine !== 'embedded') throw new Error('expected the embedded engine');
  return answer;
}

describe('TURN credentials on join', () => {
  test('each participant gets the fixed STUN server and TURN credentials of their own, expiring with the window', async () => {
    clock.set('2026-11-23T12:58:00.000Z');
    for (const who of [patient, psychologist]) {
      const answer = await joined(who.client);
      expect(answer.iceTransportPolicy).toBe('all');
      expect(answer.iceServers).toHaveLength(2);
      expect(answer.iceServers[0]).toEqual(stun);
      const turn = answer.iceServers[1];
      expect(turn?.urls).toEqual(turnUrls);
      expect(turn?.username).toBe(`${closesAtUnix}:${who.id}`);
      // coturn's use-auth-secret check, done independently: base64(HMAC-SHA1(secret, username)).
      const expected = createHmac('sha1', turnSecret).update(turn?.username ?? '').digest('base64');
      expect(turn?.credential).toBe(expected);
      expect(turn?.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    }
  });

  test('the expiry is the end of the join window whatever the time of the join', async () => {
    clock.set('2026-11-23T13:59:59.000Z');
    const late = await joined(patient.client);
    clock.set('2026-11-23T12:45:00.000Z');
    const early = await joined(patient.client);
    expect(late.iceServers[1]?.username).toBe(`${closesAtUnix}:${patient.id}`);
    expect(early.iceServers[1]?.username).toBe(late.iceServers[1]?.username);
  });

  test('another patient, another psychologist, an admin and a visitor get no credentials', async () => {
    clock.set('2026-11-23T13:05:00.000Z');
    const strangers = [
      (await signedInPatient(server)).client,
      (await approvedPsychologist(server)).client,
      await createAdminClient(server),
    ];
    for (const client of strangers) {
      expect(await failureOf(client.sessions.join.mutate({ appointmentId }))).toMatchObject({
        code: 'NOT_FOUND',
        message: sessionMessages.notFound,
      });
    }
    const visitor = await failureOf(server.client().sessions.join.mutate({ appointmentId }));
    expect(visitor.code).toBe('UNAUTHORIZED');
  });

  test('outside the window or for a cancelled consultation the participants get none either', async () => {
    clock.set('2026-11-23T14:00:01.000Z');
    expect(await failureOf(patient.client.sessions.join.mutate({ appointmentId }))).toMatchObject({
      code: 'FORBIDDEN',
      message: sessionMessages.closed,
    });
    clock.set('2026-11-23T13:05:00.000Z');
    const cancelled = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: '2026-11-23T13:00:00.000Z',
      status: 'cancelled',
    });
    expect((await failureOf(psychologist.client.sessions.join.mutate({ appointmentId: cancelled }))).code).toBe('CONFLICT');
  });
});

describe('relay-only policy', () => {
  test('ICE_TRANSPORT_POLICY=relay reaches the browsers with the credentials', async () => {
    const relayServer = await startTestServer(
      { TURN_URLS: turnUrls[0] ?? '', TURN_SECRET: turnSecret, ICE_TRANSPORT_POLICY: 'relay' },
      { now: clock.now },
    );
    try {
      const [relayPatient, relayPsychologist] = [await signedInPatient(relayServer), await approvedPsychologist(relayServer)];
      const id = await insertAppointment(relayServer, {
        patientId: relayPatient.id,
        psychologistId: relayPsychologist.id,
        startsAt,
      });
      await consentToOnlineCare(relayPatient, relayPsychologist.id);
      const answer = await joined(relayPatient.client, id);
      expect(answer.iceTransportPolicy).toBe('relay');
      expect(answer.iceServers).toEqual([
        expect.objectContaining({ urls: [turnUrls[0]], username: `${closesAtUnix}:${relayPatient.id}` }),
      ]);
    } finally {
      await relayServer.close();
    }
  });
});

describe('TURN configuration', () => {
  test('valid settings become the embedded engine’s TURN server', () => {
    const video = loadConfig({ TURN_URLS: ` ${turnUrls.join(' , ')} `, TURN_SECRET: turnSecret }).video;
    expect(video).toEqual({
      engine: 'embedded',
      iceServers: [],
      turn: { urls: turnUrls, secret: turnSecret },
      iceTransportPolicy: 'all',
    });
    const tls = loadConfig({ TURN_URLS: 'turns:turn.clinica.com.br:5349?transport=tcp,turn:[2001:db8::1]:3478', TURN_SECRET: turnSecret });
    expect(tls.video.engine === 'embedded' && tls.video.turn?.urls).toEqual([
      'turns:turn.clinica.com.br:5349?transport=tcp',
      'turn:[2001:db8::1]:3478',
    ]);
  });

  test.each([
    [{ TURN_URLS: turnUrls[0] ?? '' }, /TURN_URLS e TURN_SECRET: defina os dois juntos/],
    [{ TURN_SECRET: turnSecret }, /TURN_URLS e TURN_SECRET: defina os dois juntos/],
    [{ TURN_URLS: 'stun:turn.acolhe.test:3478', TURN_SECRET: turnSecret }, /TURN_URLS precisa ser uma lista de endereços TURN/],
    [{ TURN_URLS: 'turn:turn.acolhe.test:3478?transport=sctp', TURN_SECRET: turnSecret }, /TURN_URLS precisa/],
    [{ TURN_URLS: 'https://turn.acolhe.test', TURN_SECRET: turnSecret }, /TURN_URLS precisa/],
    [{ TURN_URLS: turnUrls[0] ?? '', TURN_SECRET: 'curto' }, /TURN_SECRET precisa de pelo menos 16 caracteres/],
    [{ ICE_TRANSPORT_POLICY: 'relay' }, /ICE_TRANSPORT_POLICY: "relay" exige TURN_URLS e TURN_SECRET/],
    [{ ICE_TRANSPORT_POLICY: 'somente-relay' }, /ICE_TRANSPORT_POLICY precisa ser "all" \(padrão\) ou "relay"/],
  ])('%o is refused at boot in Portuguese', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
