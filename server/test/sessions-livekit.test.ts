import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccessToken, TokenVerifier } from 'livekit-server-sdk';
import { telehealthConsentMessages } from '@acolhe/shared/telehealth-consent';
import { failureOf, startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { attendanceOf, insertAppointment } from './rows.ts';
import { consentToOnlineCare } from './session-fixtures.ts';

/** The key pair of livekit.yaml. */
const apiKey = 'acolhe-dev';
const apiSecret = 'acolhe-dev-secret-change-me-0123456789abcdef';
const clock = testClock();
let server: TestServer;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;

beforeAll(async () => {
  server = await startTestServer(
    { LIVEKIT_URL: 'ws://127.0.0.1:7880', LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret },
    { now: clock.now },
  );
  psychologist = await approvedPsychologist(server);
  patient = await signedInPatient(server);
});
afterAll(() => server.close());

/** Signs a webhook body the way LiveKit does: a JWT of the API key carrying the body's sha256. */
async function liveKitSignature(body: string, secret = apiSecret): Promise<string> {
  const token = new AccessToken(apiKey, secret);
  token.sha256 = createHash('sha256').update(body).digest('base64');
  return token.toJwt();
}

function webhookBody(event: string, roomName: string, identity: string): string {
  return JSON.stringify({
    event,
    room: { sid: 'RM_test', name: roomName },
    participant: { sid: 'PA_test', identity, name: 'Participante' },
    id: `EV_${Math.random().toString(36).slice(2)}`,
    createdAt: String(Math.floor(Date.now() / 1000)),
  });
}

function postWebhook(body: string, authorization: string | null, contentType = 'application/webhook+json') {
  return fetch(`${server.url}/api/livekit/webhook`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(authorization === null ? {} : { authorization }) },
    body,
  });
}

describe('the LiveKit engine', () => {
  test('join mints a token for that room and identity only, expiring with the window', async () => {
    // The real clock here, so the token's expiry can be compared with the window itself.
    const realNow = new Date(Math.floor(Date.now() / 1000) * 1000);
    clock.set(realNow);
    const startsAt = new Date(realNow.getTime() - 50 * 60_000).toISOString();
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt,
    });
    const closesAt = Date.parse(startsAt) / 1000 + 3600;

    const details = await patient.client.sessions.details.query({ appointmentId });
    expect(details.engine).toBe('livekit');
    // No token before the patient's consent to online care.
    expect(details.consentNeeded).toBe(true);
    expect(await failureOf(patient.client.sessions.join.mutate({ appointmentId }))).toEqual({
      code: 'FORBIDDEN',
      message: telehealthConsentMessages.required,
      reason: 'TELEHEALTH_CONSENT_REQUIRED',
    });
    await consentToOnlineCare(patient, psychologist.id);
    const joined = await patient.client.sessions.join.mutate({ appointmentId });
    if (joined.engine !== 'livekit') throw new Error('expected LiveKit');
    expect(joined).toMatchObject({ url: 'ws://127.0.0.1:7880', roomName: `consulta-${appointmentId}` });

    const claims = await new TokenVerifier(apiKey, apiSecret).verify(joined.token);
    expect(claims.sub).toBe(`user-${patient.id}`);
    expect(claims.name).toBe('Maria Paciente');
    expect(claims.video).toEqual({
      room: `consulta-${appointmentId}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    });
    expect(claims.video?.roomAdmin).toBeUndefined();
    expect(claims.video?.roomCreate).toBeUndefined();
    expect(claims.exp).toBeLessThanOrEqual(closesAt);
    expect(claims.exp).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    await expect(
      new TokenVerifier(apiKey, 'another-secret-0123456789abcdef-xyz').verify(joined.token),
    ).rejects.toThrow();
  });

  test('the token lives no longer than what is left of the window on the server clock', async () => {
    const startsAt = '2026-11-23T13:00:00.000Z';
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt,
    });
    clock.set('2026-11-23T13:59:30.000Z');
    const joined = await psychologist.client.sessions.join.mutate({ appointmentId });
    if (joined.engine !== 'livekit') throw new Error('expected LiveKit');
    const claims = await new TokenVerifier(apiKey, apiSecret).verify(joined.token);
    expect(claims.sub).toBe(`user-${psychologist.id}`);
    expect((claims.exp ?? 0) - (claims.nbf ?? 0)).toBeLessThanOrEqual(30);
    expect((claims.exp ?? 0) - (claims.nbf ?? 0)).toBeGreaterThanOrEqual(29);
  });

  test('the LiveKit server is allowed in the page’s connect-src', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const connectSrc = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    for (const source of [
      'ws://127.0.0.1:7880',
      'wss://127.0.0.1:7880',
      'http://127.0.0.1:7880',
      'https://127.0.0.1:7880',
    ]) {
      expect(connectSrc.split(' ')).toContain(source);
    }
  });
});

describe('LiveKit webhooks', () => {
  test('a signed participant_joined and participant_left are recorded', async () => {
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: '2026-11-23T15:00:00.000Z',
    });
    for (const [event, identity] of [
      ['participant_joined', `user-${patient.id}`],
      ['participant_joined', `user-${psychologist.id}`],
      ['participant_left', `user-${patient.id}`],
    ] as const) {
      const body = webhookBody(event, `consulta-${appointmentId}`, identity);
      const response = await postWebhook(body, await liveKitSignature(body));
      expect(response.status).toBe(200);
    }
    expect(await attendanceOf(server, appointmentId)).toEqual([
      { userId: patient.id, event: 'join', source: 'livekit' },
      { userId: psychologist.id, event: 'join', source: 'livekit' },
      { userId: patient.id, event: 'leave', source: 'livekit' },
    ]);
  });

  test('a tampered body, a wrong secret or no signature: 401 and nothing recorded', async () => {
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: '2026-11-23T16:00:00.000Z',
    });
    const genuine = webhookBody('participant_joined', 'consulta-999999', `user-${patient.id}`);
    const tampered = genuine.replace('consulta-999999', `consulta-${appointmentId}`);
    const forged = webhookBody('participant_joined', `consulta-${appointmentId}`, `user-${patient.id}`);
    expect((await postWebhook(tampered, await liveKitSignature(genuine))).status).toBe(401);
    expect(
      (await postWebhook(forged, await liveKitSignature(forged, 'not-the-secret-0123456789abcdef-xyz')))
        .status,
    ).toBe(401);
    expect((await postWebhook(forged, null)).status).toBe(401);
    expect((await postWebhook(forged, await liveKitSignature(forged), 'application/json')).status).toBe(401);
    expect(await attendanceOf(server, appointmentId)).toEqual([]);
  });

  test('other events, other rooms and people who are not participants are ignored with 200', async () => {
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: '2026-11-23T17:00:00.000Z',
    });
    const stranger = await signedInPatient(server);
    for (const body of [
      webhookBody('room_started', `consulta-${appointmentId}`, `user-${patient.id}`),
      webhookBody('track_published', `consulta-${appointmentId}`, `user-${patient.id}`),
      webhookBody('participant_joined', `consulta-${appointmentId}`, `user-${stranger.id}`),
      webhookBody('participant_joined', `sala-${appointmentId}`, `user-${patient.id}`),
      webhookBody('participant_joined', `consulta-${appointmentId}`, `admin-${patient.id}`),
      webhookBody('participant_joined', 'consulta-999999', `user-${patient.id}`),
    ]) {
      const response = await postWebhook(body, await liveKitSignature(body));
      expect(response.status).toBe(200);
    }
    expect(await attendanceOf(server, appointmentId)).toEqual([]);
  });
});
