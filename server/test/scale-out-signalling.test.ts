import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionMessages } from '@acolhe/shared/sessions';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { failureOf, openBrowser, startTestServer, type TestServer } from './harness.ts';
import { postgresBaseUrl } from './postgres/test-databases.ts';
import { attendanceOf, insertAppointment } from './rows.ts';
import { consentToOnlineCare, eventually, expectEvent, openSignalStream, type SignalStream } from './session-fixtures.ts';

/**
 * Several app servers on one PostgreSQL database, behind a load balancer: the patient's signalling stream
 * may be on one server and the psychologist's on another, and any request may reach either.
 */
describe.skipIf(!postgresBaseUrl())('embedded signalling across servers on one PostgreSQL database', () => {
  const clock = testClock();
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-scale-out-'));
  // The same DATABASE_PATH gives every server the same PostgreSQL database.
  const sharedDatabase = { DATABASE_PATH: join(dir, 'shared.db') };
  let serverA: TestServer;
  let serverB: TestServer;
  let patient: Awaited<ReturnType<typeof signedInPatient>>;
  let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;
  const opened: SignalStream[] = [];

  beforeAll(async () => {
    serverA = await startTestServer(sharedDatabase, { now: clock.now });
    serverB = await startTestServer(sharedDatabase, { now: clock.now });
    psychologist = await approvedPsychologist(serverA);
    patient = await signedInPatient(serverA);
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await serverA.close();
    await serverB.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let nextHour = 0;
  async function sessionInProgress(): Promise<number> {
    const startsAt = new Date(Date.parse('2026-11-23T13:00:00.000Z') + (nextHour += 1) * 3_600_000);
    clock.set(startsAt);
    const appointmentId = await insertAppointment(serverA, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: startsAt.toISOString(),
    });
    await consentToOnlineCare(patient, psychologist.id);
    return appointmentId;
  }

  async function open(server: TestServer, cookies: ReadonlyMap<string, string>, appointmentId: number) {
    const stream = await openSignalStream(server, cookies, appointmentId);
    opened.push(stream);
    return stream;
  }

  /** The participant's requests through the given server (a load balancer may send any of them anywhere). */
  const via = (server: TestServer, who: { cookies: Map<string, string> }) => openBrowser(server, who.cookies).client;
  const patientPeer = () => ({ userId: patient.id, name: 'Maria Paciente', role: 'patient' });
  const psychologistPeer = () => ({ userId: psychologist.id, name: 'Joana Psicóloga', role: 'psychologist' });

  test('presence and signals cross both ways; a reload on the other server replaces the stream; leaving is seen', async () => {
    const appointmentId = await sessionInProgress();
    const patientOnA = await open(serverA, patient.cookies, appointmentId);
    await expectEvent(patientOnA, { type: 'presence', peers: [patientPeer()] });

    const psychologistOnB = await open(serverB, psychologist.cookies, appointmentId);
    await expectEvent(psychologistOnB, { type: 'presence', peers: [patientPeer(), psychologistPeer()] });
    await expectEvent(patientOnA, { type: 'peer-joined', userId: psychologist.id, name: 'Joana Psicóloga' });

    // Larger than one NOTIFY payload (8000 bytes), as a real offer with many codecs may be.
    const offer = { kind: 'offer', sdp: `v=0\r\n${'a=rtpmap:111 opus/48000/2 ção\r\n'.repeat(600)}` } as const;
    expect(await via(serverA, patient).sessions.signal.mutate({ appointmentId, payload: offer })).toEqual({
      delivered: true,
    });
    await expectEvent(psychologistOnB, { type: 'signal', from: patient.id, payload: offer });
    const answer = { kind: 'answer', sdp: 'v=0 answer' } as const;
    await via(serverB, psychologist).sessions.signal.mutate({ appointmentId, payload: answer });
    await expectEvent(patientOnA, { type: 'signal', from: psychologist.id, payload: answer });

    // A signal reaching the server that does not hold the sender's stream is relayed all the same.
    const media = { kind: 'media', camera: false, microphone: true } as const;
    await via(serverB, patient).sessions.signal.mutate({ appointmentId, payload: media });
    await expectEvent(psychologistOnB, { type: 'signal', from: patient.id, payload: media });
    expect(await patientOnA.silentFor(200)).toBe(true);

    // A reload landing on the other server: the old stream ends, the other side hears a join, not a leave.
    const patientOnB = await open(serverB, patient.cookies, appointmentId);
    await expectEvent(patientOnB, { type: 'presence', peers: [patientPeer(), psychologistPeer()] });
    await expectEvent(psychologistOnB, { type: 'peer-joined', userId: patient.id, name: 'Maria Paciente' });
    expect(await patientOnA.next()).toEqual({ event: 'return', data: null });
    expect(await psychologistOnB.silentFor(200)).toBe(true);

    await via(serverA, patient).sessions.signal.mutate({ appointmentId, payload: { kind: 'hangup' } });
    await expectEvent(psychologistOnB, { type: 'signal', from: patient.id, payload: { kind: 'hangup' } });
    patientOnB.close();
    await expectEvent(psychologistOnB, {
      type: 'peer-left',
      userId: patient.id,
      name: 'Maria Paciente',
      hungUp: true,
    });
    expect(
      await failureOf(via(serverA, patient).sessions.signal.mutate({ appointmentId, payload: { kind: 'hangup' } })),
    ).toEqual({ code: 'FORBIDDEN', message: sessionMessages.notFound });

    psychologistOnB.close();
    await eventually(async () => {
      const attendance = await attendanceOf(serverA, appointmentId);
      expect(attendance.map((row) => `${row.userId} ${row.event}`)).toEqual([
        `${patient.id} join`,
        `${psychologist.id} join`,
        `${patient.id} join`,
        `${patient.id} leave`,
        `${patient.id} leave`,
        `${psychologist.id} leave`,
      ]);
    });
  });

  test('a server shutting down is a leave on the other server, and its streams drop out of presence', async () => {
    const appointmentId = await sessionInProgress();
    const serverC = await startTestServer(sharedDatabase, { now: clock.now });
    const psychologistOnC = await open(serverC, psychologist.cookies, appointmentId);
    await expectEvent(psychologistOnC, { type: 'presence', peers: [psychologistPeer()] });
    const patientOnA = await open(serverA, patient.cookies, appointmentId);
    await expectEvent(patientOnA, { type: 'presence', peers: [psychologistPeer(), patientPeer()] });

    await serverC.close();
    // C's NOTIFY of the psychologist's join may reach A after the patient's stream read presence there; the
    // stream then repeats it (the client treats peer-joined as "is present"), and only that may come first.
    const repeatedJoin = { event: 'message', data: { type: 'peer-joined', userId: psychologist.id, name: 'Joana Psicóloga' } };
    const first = await patientOnA.next();
    const afterJoin = JSON.stringify(first) === JSON.stringify(repeatedJoin) ? await patientOnA.next() : first;
    expect(afterJoin).toEqual({
      event: 'message',
      data: { type: 'peer-left', userId: psychologist.id, name: 'Joana Psicóloga', hungUp: false },
    });
    const again = await open(serverB, patient.cookies, appointmentId);
    await expectEvent(again, { type: 'presence', peers: [patientPeer()] });
  });

  /** The backend pid of the LISTEN session of the server holding the participant's stream. */
  async function listenerOf(appointmentId: number, userId: number): Promise<number> {
    const row = await serverA.app.services.db
      .selectFrom('signalling_presence')
      .select('listener_pid')
      .where('appointment_id', '=', appointmentId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.listener_pid;
  }

  test('a server that loses its LISTEN session ends its streams, which reconnect once it listens again', async () => {
    const appointmentId = await sessionInProgress();
    const psychologistOnB = await open(serverB, psychologist.cookies, appointmentId);
    await expectEvent(psychologistOnB, { type: 'presence', peers: [psychologistPeer()] });
    const patientOnA = await open(serverA, patient.cookies, appointmentId);
    await expectEvent(patientOnA, { type: 'presence', peers: [psychologistPeer(), patientPeer()] });
    await expectEvent(psychologistOnB, { type: 'peer-joined', userId: patient.id, name: 'Maria Paciente' });

    const pid = await listenerOf(appointmentId, psychologist.id);
    await sql`select pg_terminate_backend(${pid})`.execute(serverA.app.services.db);
    expect(await psychologistOnB.next()).toEqual({ event: 'return', data: null });
    await expectEvent(patientOnA, {
      type: 'peer-left',
      userId: psychologist.id,
      name: 'Joana Psicóloga',
      hungUp: false,
    });

    const back = await open(serverB, psychologist.cookies, appointmentId);
    await expectEvent(back, { type: 'presence', peers: [patientPeer(), psychologistPeer()] });
    await expectEvent(patientOnA, { type: 'peer-joined', userId: psychologist.id, name: 'Joana Psicóloga' });
    expect(await listenerOf(appointmentId, psychologist.id)).not.toBe(pid);
    await via(serverA, patient).sessions.signal.mutate({ appointmentId, payload: { kind: 'offer', sdp: 'again' } });
    await expectEvent(back, { type: 'signal', from: patient.id, payload: { kind: 'offer', sdp: 'again' } });
  });

  test('a stream left behind by a server that died is not presence, and cannot send', async () => {
    const appointmentId = await sessionInProgress();
    await serverA.app.services.db
      .insertInto('signalling_presence')
      .values({
        appointment_id: appointmentId,
        user_id: psychologist.id,
        name: 'Joana Psicóloga',
        role: 'psychologist',
        connection_id: 'of-a-crashed-server',
        listener_pid: 2_147_483_647,
      })
      .execute();
    const patientOnA = await open(serverA, patient.cookies, appointmentId);
    await expectEvent(patientOnA, { type: 'presence', peers: [patientPeer()] });
    expect(
      await failureOf(
        via(serverB, psychologist).sessions.signal.mutate({ appointmentId, payload: { kind: 'offer', sdp: 'x' } }),
      ),
    ).toEqual({ code: 'FORBIDDEN', message: sessionMessages.notFound });
  });
});
