import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionMessages } from '@acolhe/shared/sessions';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import { failureOf, startTestServer, type TestServer } from './harness.ts';
import {
  approvedPsychologist,
  registerPsychologist,
  signedInPatient,
  signIn,
  testPassword,
  uniqueEmail,
} from './accounts.ts';
import { testClock } from './clock.ts';
import { attendanceOf, insertAppointment } from './rows.ts';
import { consentToOnlineCare, eventually, expectEvent, openSignalStream, type SignalStream } from './session-fixtures.ts';

/**
 * The embedded engine's signalling: sessions.signals is a subscription, streamed as SSE through the
 * Fastify adapter (the client uses httpSubscriptionLink), read here with a raw fetch.
 */
const clock = testClock();
let server: TestServer;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;
const opened: SignalStream[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
  psychologist = await approvedPsychologist(server);
  patient = await signedInPatient(server);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await server.close();
});

let nextHour = 0;
async function sessionInProgress(): Promise<number> {
  const startsAt = new Date(Date.parse('2026-11-23T13:00:00.000Z') + (nextHour += 1) * 3_600_000);
  clock.set(startsAt);
  const appointmentId = await insertAppointment(server, {
    patientId: patient.id,
    psychologistId: psychologist.id,
    startsAt: startsAt.toISOString(),
  });
  await consentToOnlineCare(patient, psychologist.id);
  return appointmentId;
}

async function open(cookies: ReadonlyMap<string, string>, appointmentId: number) {
  const stream = await openSignalStream(server, cookies, appointmentId);
  opened.push(stream);
  return stream;
}

const patientPeer = () => ({ userId: patient.id, name: 'Maria Paciente', role: 'patient' });
const psychologistPeer = () => ({ userId: psychologist.id, name: 'Joana Psicóloga', role: 'psychologist' });

describe('sessions.signals over SSE', () => {
  test('presence, signals to the other participant only, media state and hang-up', async () => {
    const appointmentId = await sessionInProgress();
    const patientStream = await open(patient.cookies, appointmentId);
    expect(patientStream.status).toBe(200);
    expect(patientStream.contentType).toMatch(/^text\/event-stream/);
    await expectEvent(patientStream, { type: 'presence', peers: [patientPeer()] });

    const psychologistStream = await open(psychologist.cookies, appointmentId);
    await expectEvent(psychologistStream, { type: 'presence', peers: [patientPeer(), psychologistPeer()] });
    await expectEvent(patientStream, {
      type: 'peer-joined',
      userId: psychologist.id,
      name: 'Joana Psicóloga',
    });

    const offer = { kind: 'offer', sdp: 'v=0 fake offer' } as const;
    expect(await patient.client.sessions.signal.mutate({ appointmentId, payload: offer })).toEqual({
      delivered: true,
    });
    await expectEvent(psychologistStream, { type: 'signal', from: patient.id, payload: offer });

    // The sender never hears its own signal: the next thing the patient gets is the answer.
    const answer = { kind: 'answer', sdp: 'v=0 fake answer' } as const;
    await psychologist.client.sessions.signal.mutate({ appointmentId, payload: answer });
    await expectEvent(patientStream, { type: 'signal', from: psychologist.id, payload: answer });

    const candidate = {
      kind: 'candidate',
      candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    } as const;
    await patient.client.sessions.signal.mutate({ appointmentId, payload: candidate });
    await expectEvent(psychologistStream, { type: 'signal', from: patient.id, payload: candidate });
    const media = { kind: 'media', camera: false, microphone: true } as const;
    await psychologist.client.sessions.signal.mutate({ appointmentId, payload: media });
    await expectEvent(patientStream, { type: 'signal', from: psychologist.id, payload: media });
    // An ICE restart's offer keeps its mark, so the other side answers on the same connection.
    const restart = { kind: 'offer', sdp: 'v=0 restart offer', restart: true } as const;
    await psychologist.client.sessions.signal.mutate({ appointmentId, payload: restart });
    await expectEvent(patientStream, { type: 'signal', from: psychologist.id, payload: restart });

    await patient.client.sessions.signal.mutate({ appointmentId, payload: { kind: 'hangup' } });
    await expectEvent(psychologistStream, { type: 'signal', from: patient.id, payload: { kind: 'hangup' } });
    patientStream.close();
    await expectEvent(psychologistStream, {
      type: 'peer-left',
      userId: patient.id,
      name: 'Maria Paciente',
      hungUp: true,
    });
    expect(await psychologistStream.silentFor(200)).toBe(true);
  });

  test('a dropped connection is a peer-left without hang-up; reconnecting works and every join and leave is recorded', async () => {
    const appointmentId = await sessionInProgress();
    const psychologistStream = await open(psychologist.cookies, appointmentId);
    await expectEvent(psychologistStream, { type: 'presence', peers: [psychologistPeer()] });

    const first = await open(patient.cookies, appointmentId);
    await expectEvent(first, { type: 'presence', peers: [psychologistPeer(), patientPeer()] });
    await expectEvent(psychologistStream, {
      type: 'peer-joined',
      userId: patient.id,
      name: 'Maria Paciente',
    });
    first.close();
    await expectEvent(psychologistStream, {
      type: 'peer-left',
      userId: patient.id,
      name: 'Maria Paciente',
      hungUp: false,
    });
    expect(
      await failureOf(patient.client.sessions.signal.mutate({ appointmentId, payload: { kind: 'hangup' } })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: sessionMessages.notFound,
    });

    const second = await open(patient.cookies, appointmentId);
    await expectEvent(second, { type: 'presence', peers: [psychologistPeer(), patientPeer()] });
    await expectEvent(psychologistStream, {
      type: 'peer-joined',
      userId: patient.id,
      name: 'Maria Paciente',
    });

    // A reload whose old stream is still open: the new stream replaces it, the other side hears a join, not a leave.
    const third = await open(patient.cookies, appointmentId);
    await expectEvent(third, { type: 'presence', peers: [psychologistPeer(), patientPeer()] });
    await expectEvent(psychologistStream, {
      type: 'peer-joined',
      userId: patient.id,
      name: 'Maria Paciente',
    });
    expect(await second.next()).toEqual({ event: 'return', data: null });
    await patient.client.sessions.signal.mutate({
      appointmentId,
      payload: { kind: 'media', camera: true, microphone: true },
    });
    await expectEvent(psychologistStream, {
      type: 'signal',
      from: patient.id,
      payload: { kind: 'media', camera: true, microphone: true },
    });
    await psychologist.client.sessions.signal.mutate({
      appointmentId,
      payload: { kind: 'offer', sdp: 'again' },
    });
    await expectEvent(third, {
      type: 'signal',
      from: psychologist.id,
      payload: { kind: 'offer', sdp: 'again' },
    });

    third.close();
    psychologistStream.close();
    const rows = (userId: number, event: 'join' | 'leave') => ({ userId, event, source: 'embedded' });
    await eventually(async () => {
      const attendance = await attendanceOf(server, appointmentId);
      expect(attendance.filter((row) => row.userId === patient.id)).toEqual([
        rows(patient.id, 'join'),
        rows(patient.id, 'leave'),
        rows(patient.id, 'join'),
        rows(patient.id, 'join'),
        rows(patient.id, 'leave'),
        rows(patient.id, 'leave'),
      ]);
      expect(attendance.filter((row) => row.userId === psychologist.id)).toEqual([
        rows(psychologist.id, 'join'),
        rows(psychologist.id, 'leave'),
      ]);
    });
  });

  test('a third party can neither subscribe nor send; a signed-out caller cannot subscribe', async () => {
    const appointmentId = await sessionInProgress();
    const patientStream = await open(patient.cookies, appointmentId);
    await expectEvent(patientStream, { type: 'presence', peers: [patientPeer()] });

    // The authorization matrix covers queries and mutations; this is the subscription's row of it.
    const stranger = await signedInPatient(server);
    const adminEmail = uniqueEmail('admin');
    await createAdmin(server.app.services.db, { email: adminEmail, name: 'Admin', password: testPassword });
    const admin = await signIn(server, adminEmail);
    const applicant = await signIn(
      server,
      await registerPsychologist(server.client(), { email: uniqueEmail('candidata') }),
    );
    const otherPsychologist = await approvedPsychologist(server);
    for (const cookies of [stranger.cookies, admin.cookies, applicant.cookies, otherPsychologist.cookies]) {
      const intruder = await open(cookies, appointmentId);
      expect(await intruder.next()).toEqual({
        event: 'serialized-error',
        data: expect.objectContaining({
          message: sessionMessages.notFound,
          data: expect.objectContaining({ code: 'NOT_FOUND' }),
        }),
      });
    }
    expect(
      await failureOf(
        stranger.client.sessions.signal.mutate({ appointmentId, payload: { kind: 'offer', sdp: 'x' } }),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      message: sessionMessages.notFound,
    });
    const signedOut = await open(new Map(), appointmentId);
    expect(await signedOut.next()).toEqual({
      event: 'serialized-error',
      data: expect.objectContaining({ data: expect.objectContaining({ code: 'UNAUTHORIZED' }) }),
    });
    expect(await patientStream.silentFor(200)).toBe(true);
    expect((await attendanceOf(server, appointmentId)).map((row) => row.userId)).toEqual([patient.id]);
  });

  test('outside the window the stream is refused with the window message', async () => {
    const appointmentId = await sessionInProgress();
    clock.set(new Date(clock.now().getTime() + 60 * 60_000 + 1000));
    const late = await open(patient.cookies, appointmentId);
    expect(await late.next()).toEqual({
      event: 'serialized-error',
      data: expect.objectContaining({
        message: sessionMessages.closed,
        data: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    });
    expect(await attendanceOf(server, appointmentId)).toEqual([]);
  });
});
