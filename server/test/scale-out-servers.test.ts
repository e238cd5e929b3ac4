import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { sweepAttendance } from '../src/modules/sessions/attendance.service.ts';
import { callProcedure, trpcDataOf, trpcErrorOf, startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, namedPsychologist, signedInPatient } from './accounts.ts';
import { saoPaulo, testClock } from './clock.ts';
import { postgresBaseUrl } from './postgres/test-databases.ts';
import { insertAppointment, statusOf } from './rows.ts';

/**
 * Two app servers on one database, as behind a load balancer: on SQLite they share the file, on
 * PostgreSQL the database. Each request goes to the server the test names, over HTTP.
 */

const clock = testClock();
const dir = mkdtempSync(join(tmpdir(), 'acolhe-scale-out-'));
const shared = { DATABASE_PATH: join(dir, 'shared.db'), ATTENDANCE_SWEEP_SECONDS: '3600' };
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer(shared, { now: clock.now });
  b = await startTestServer(shared, { now: clock.now });
});
afterAll(async () => {
  await b.close();
  await a.close();
  rmSync(dir, { recursive: true, force: true });
});

const oneSlotOnMondays = { weekday: 1, startTime: '09:00', endTime: '10:00', isAvailable: true };

describe('two servers on one database', () => {
  test('50 requests for one slot, split across both servers, make exactly one appointment', async () => {
    const psychologist = await approvedPsychologist(a);
    const patients = [];
    for (let index = 0; index < 50; index += 1) patients.push(await signedInPatient(index % 2 === 0 ? a : b));
    const startsAt = saoPaulo('2026-11-30', '11:00');
    const answers = await Promise.all(
      patients.map((patient, index) =>
        callProcedure((index % 2 === 0 ? b : a).url, 'appointments.book', 'mutation', { psychologistId: psychologist.id, startsAt }, patient.cookies),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(loser.status).toBe(409);
      expect(trpcErrorOf(loser.json)).toMatchObject({ message: appointmentMessages.slotTaken, reason: 'SLOT_TAKEN' });
    }
    const live = await a.app.services.db
      .selectFrom('appointments')
      .select('id')
      .where('psychologist_id', '=', psychologist.id)
      .where('status', '!=', 'cancelled')
      .execute();
    expect(live).toHaveLength(1);
  }, 90_000);

  test("a booking on one server takes the day off the other server's available dates at once", async () => {
    const psychologist = await approvedPsychologist(a);
    await psychologist.client.agenda.save.mutate({ consultationMinutes: 50, intervalMinutes: 10, slots: [oneSlotOnMondays] });
    const visitorOfB = b.client();
    const datesOnB = async () => (await visitorOfB.directory.availableDates.query({ psychologistId: psychologist.id })).slice(0, 2);
    expect(await datesOnB()).toEqual(['2026-11-23', '2026-11-30']);
    expect(await datesOnB()).toEqual(['2026-11-23', '2026-11-30']);

    const patient = await signedInPatient(a);
    await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-23', '09:00') });
    expect(await datesOnB()).toEqual(['2026-11-30', '2026-12-07']);
    const profileOnB = await visitorOfB.directory.profile.query({ psychologistId: psychologist.id });
    expect(profileOnB.nextAvailableDates[0]).toBe('2026-11-30');
  });
});

describe.skipIf(!postgresBaseUrl())('two servers on one PostgreSQL database', () => {
  test("a new fee saved through one server shows on the other's directory and profile at once", async () => {
    const psychologist = await namedPsychologist(a, 'Tarsila Escalonada');
    const pageOnB = () => callProcedure(b.url, 'directory.list', 'query', { search: 'escalonada' });
    const feesOf = (page: unknown) => (page as { items: { hourlyRateCents: number }[] }).items.map((card) => card.hourlyRateCents);
    expect(feesOf(trpcDataOf(await pageOnB()))).toEqual([15000]);
    const again = await pageOnB();
    expect(again.headers.get('x-cache')).toBe('hit');

    await psychologist.client.psychologistSettings.updateProfile.mutate({ ...psychologist.profile, hourlyRate: 180 });
    const afterWrite = await pageOnB();
    expect(afterWrite.headers.get('x-cache')).toBeNull();
    expect(feesOf(trpcDataOf(afterWrite))).toEqual([18000]);
    expect((await b.client().directory.profile.query({ psychologistId: psychologist.id })).hourlyRateCents).toBe(18000);
  });

  test('both servers sweeping at the same moment settle each appointment once', async () => {
    const { ids } = await closedWindows('2026-11-16');
    const results = await Promise.all([sweepAttendance(a.app.services), sweepAttendance(b.app.services)]);
    const swept = results.filter((result) => result !== 'swept elsewhere');
    expect(sum(swept, 'completed')).toBe(ids.attended.length);
    expect(sum(swept, 'noShow')).toBe(ids.absent.length);
    expect(await statuses(ids.attended)).toEqual(['completed', 'completed']);
    expect(await statuses(ids.absent)).toEqual(['no_show', 'no_show']);
  });

  test('while one server sweeps, the other leaves the work to it', async () => {
    const { ids } = await closedWindows('2026-11-09');
    // A row lock held by the test keeps whichever server took the sweep busy until it is released.
    const holder = await a.app.services.db.startTransaction().execute();
    await holder.selectFrom('appointments').select('id').where('id', 'in', ids.attended).forUpdate().execute();
    const sweeps = [sweepAttendance(a.app.services), sweepAttendance(b.app.services)];
    const bothWaiting = new Promise<'both waited'>((resolve) => setTimeout(() => resolve('both waited'), 5_000));
    const first = await Promise.race([...sweeps, bothWaiting]);
    await holder.commit().execute();
    expect(first).toBe('swept elsewhere');

    const results = await Promise.all(sweeps);
    expect(results.filter((result) => result === 'swept elsewhere')).toHaveLength(1);
    expect(results).toContainEqual({ completed: ids.attended.length, noShow: ids.absent.length, cancelled: 0 });
    expect(await statuses([...ids.attended, ...ids.absent])).toEqual(['completed', 'completed', 'no_show', 'no_show']);
  });
});

/**
 * Four appointments of one new psychologist on a past Monday, their join windows closed: two both
 * people joined (the sweep completes them), two only the psychologist joined (the sweep marks them no-shows).
 */
async function closedWindows(monday: string) {
  const psychologist = await approvedPsychologist(a);
  const patient = await signedInPatient(a);
  const add = (time: string) =>
    insertAppointment(a, { patientId: patient.id, psychologistId: psychologist.id, startsAt: saoPaulo(monday, time) });
  const join = (appointmentId: number, userId: number, time: string) => ({
    appointment_id: appointmentId,
    user_id: userId,
    event: 'join' as const,
    source: 'embedded' as const,
    at: saoPaulo(monday, time),
  });
  const attended = [await add('09:00'), await add('10:00')];
  const absent = [await add('11:00'), await add('12:00')];
  // Joins count inside each appointment's own join window only.
  await a.app.services.db
    .insertInto('session_attendance')
    .values([
      join(attended[0] ?? 0, patient.id, '09:00'),
      join(attended[0] ?? 0, psychologist.id, '09:00'),
      join(attended[1] ?? 0, patient.id, '10:00'),
      join(attended[1] ?? 0, psychologist.id, '10:00'),
      join(absent[0] ?? 0, psychologist.id, '11:00'),
      join(absent[1] ?? 0, psychologist.id, '12:00'),
    ])
    .execute();
  return { ids: { attended, absent } };
}

function sum(results: { completed: number; noShow: number; cancelled: number }[], field: 'completed' | 'noShow'): number {
  return results.reduce((total, result) => total + result[field], 0);
}

function statuses(appointmentIds: number[]) {
  return Promise.all(appointmentIds.map((id) => statusOf(b, id)));
}
