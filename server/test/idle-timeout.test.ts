import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { failureOf, startTestServer, type TestServer } from './harness.ts';
import { insertAppointment } from './rows.ts';
import { consentToOnlineCare, eventually, expectEvent, openSignalStream } from './session-fixtures.ts';

const minute = 60_000;
const clock = testClock();
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const notSignedIn = { code: 'UNAUTHORIZED', message: 'Faça login para continuar' };

let server: TestServer;
beforeAll(async () => {
  // An empty value is no value: the default of 30 minutes applies.
  server = await startTestServer({ AUTH_SESSION_IDLE_MINUTES: '' }, { now: clock.now });
});
afterAll(() => server.close());

describe('idle timeout (AUTH_SESSION_IDLE_MINUTES, default 30)', () => {
  test('an auth session unused for 31 minutes has ended', async () => {
    const patient = await signedInPatient(server);
    later(31 * minute);
    expect(await failureOf(patient.client.patient.overview.query())).toEqual(notSignedIn);
    expect(await patient.client.auth.me.query()).toBeNull();
    // Ended for good: going back in time does not revive it.
    later(-31 * minute);
    expect(await patient.client.auth.me.query()).toBeNull();
  });

  test('any signed-in request every 29 minutes keeps it, for hours', async () => {
    const patient = await signedInPatient(server);
    for (let use = 1; use <= 6; use += 1) {
      later(29 * minute);
      expect(await patient.client.patient.overview.query()).toEqual({ upcoming: 0, completed: 0 });
    }
    later(29 * minute);
    expect(await patient.client.auth.me.query()).toMatchObject({ id: patient.id });
  });

  test('an open video call keeps it, and the call end counts as the last use', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: clock.now().toISOString(),
    });
    await consentToOnlineCare(patient, psychologist.id);
    const stream = await openSignalStream(server, patient.cookies, appointmentId);
    await expectEvent(stream, { type: 'presence', peers: [{ userId: patient.id, name: 'Maria Paciente', role: 'patient' }] });

    later(45 * minute);
    expect(await patient.client.auth.me.query()).toMatchObject({ id: patient.id });
    stream.close();
    await eventually(async () => {
      const open = await server.app.services.db
        .selectFrom('session_attendance')
        .select('event')
        .where('appointment_id', '=', appointmentId)
        .execute();
      expect(open.map((row) => row.event)).toEqual(['join', 'leave']);
    });
    later(29 * minute);
    expect(await patient.client.auth.me.query()).toMatchObject({ id: patient.id });
    later(31 * minute);
    expect(await patient.client.auth.me.query()).toBeNull();
  });

});

describe('the absolute lifetime', () => {
  let patient: TestServer;
  beforeAll(async () => {
    // Idle for up to 30 days, so only the lifetime can end the session.
    patient = await startTestServer({ AUTH_SESSION_IDLE_MINUTES: String(30 * 24 * 60) }, { now: clock.now });
  });
  afterAll(() => patient.close());

  test('stays 30 days, however recently the session was used', async () => {
    const signedIn = await signedInPatient(patient);
    later(29 * 24 * 60 * minute);
    expect(await signedIn.client.auth.me.query()).toMatchObject({ id: signedIn.id });
    later(24 * 60 * minute - minute);
    expect(await signedIn.client.auth.me.query()).toMatchObject({ id: signedIn.id });
    later(2 * minute);
    expect(await signedIn.client.auth.me.query()).toBeNull();
  });
});

describe('a shorter idle timeout', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ AUTH_SESSION_IDLE_MINUTES: '5' }, { now: clock.now });
  });
  afterAll(() => strict.close());

  test('ends the auth session after 5 minutes unused', async () => {
    const patient = await signedInPatient(strict);
    later(4 * minute);
    expect(await patient.client.auth.me.query()).toMatchObject({ id: patient.id });
    later(6 * minute);
    expect(await failureOf(patient.client.patient.overview.query())).toEqual(notSignedIn);
  });
});
