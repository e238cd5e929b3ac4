import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointmentStatusLabels } from '@acolhe/shared/appointments';
import { sweepAttendance } from '../src/modules/sessions/attendance.service.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { testClock } from './clock.ts';
import { insertAppointment, statusOf } from './rows.ts';
import { consentToOnlineCare, eventually, expectEvent, openSignalStream } from './session-fixtures.ts';

const clock = testClock();
const dir = mkdtempSync(join(tmpdir(), 'acolhe-attendance-'));
const databasePath = join(dir, 'shared.db');
let server: TestServer;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;

beforeAll(async () => {
  server = await startTestServer({ DATABASE_PATH: databasePath }, { now: clock.now });
  psychologist = await approvedPsychologist(server);
  patient = await signedInPatient(server);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

let nextDay = 0;
/** A start on a day of its own, so the appointments of different tests never share a slot. */
function freshStart(): string {
  return new Date(Date.parse('2026-12-01T13:00:00.000Z') + (nextDay += 1) * 86_400_000).toISOString();
}

/** A join and a leave at `at`, the appointment's start by default: inside its join window. */
async function joined(appointmentId: number, userId: number, at: string) {
  await server.app.services.db
    .insertInto('session_attendance')
    .values([
      {
        appointment_id: appointmentId,
        user_id: userId,
        event: 'join',
        source: 'embedded',
        at,
      },
      {
        appointment_id: appointmentId,
        user_id: userId,
        event: 'leave',
        source: 'embedded',
        at,
      },
    ])
    .execute();
}

async function scenario(startsAt = freshStart()) {
  const add = (status: 'scheduled' | 'cancelled' = 'scheduled', start = startsAt) =>
    insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: start,
      status,
    });
  const offset = (minutes: number) => new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
  const ids = {
    both: await add(),
    psychologistOnly: await add('scheduled', offset(1)),
    patientOnly: await add('scheduled', offset(2)),
    nobody: await add('scheduled', offset(3)),
    cancelled: await add('cancelled', offset(4)),
  };
  await joined(ids.both, patient.id, startsAt);
  await joined(ids.both, psychologist.id, startsAt);
  await joined(ids.psychologistOnly, psychologist.id, offset(1));
  await joined(ids.patientOnly, patient.id, offset(2));
  return { ids, closesAt: Date.parse(offset(3)) + 60 * 60_000 };
}

async function statuses(ids: Record<string, number>) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(ids).map(async ([name, id]) => [name, await statusOf(server, id)] as const),
    ),
  );
}

// The psychologist never joining cancels it by 'system' (appointments/status/attendance-sweep.ts), before the
// patient's absence is looked at: nobody is held absent from a session the professional never opened.
const settled = {
  both: 'completed',
  psychologistOnly: 'no_show',
  patientOnly: 'cancelled',
  nobody: 'cancelled',
  cancelled: 'cancelled',
};
const untouched = {
  both: 'scheduled',
  psychologistOnly: 'scheduled',
  patientOnly: 'scheduled',
  nobody: 'scheduled',
  cancelled: 'cancelled',
};

describe('the attendance sweep', () => {
  test('after the window closes: both joined → completed, patient absent → no-show, psychologist absent → cancelled by the platform', async () => {
    const { ids, closesAt } = await scenario();
    clock.set(new Date(closesAt));
    await sweepAttendance(server.app.services);
    expect(await statuses(ids)).toEqual({ ...settled, nobody: 'scheduled' });

    clock.set(new Date(closesAt + 1));
    expect(await sweepAttendance(server.app.services)).toEqual({ completed: 0, noShow: 0, cancelled: 1 });
    expect(await statuses(ids)).toEqual(settled);
    expect(appointmentStatusLabels.no_show).toBe('Não compareceu');
    expect(await patient.client.appointments.get.query({ id: ids.psychologistOnly })).toMatchObject({
      status: 'no_show',
      canJoin: false,
    });
    expect(await patient.client.appointments.get.query({ id: ids.patientOnly })).toMatchObject({
      status: 'cancelled',
      canJoin: false,
      reschedule: { mode: 'free' },
    });

    // Swept again later, nothing changes.
    clock.set(new Date(closesAt + 86_400_000));
    expect(await sweepAttendance(server.app.services)).toEqual({ completed: 0, noShow: 0, cancelled: 0 });
    expect(await statuses(ids)).toEqual(settled);
  });

  test('a window not yet closed is left alone', async () => {
    const { ids, closesAt } = await scenario();
    clock.set(new Date(closesAt - 60 * 60_000));
    expect(await sweepAttendance(server.app.services)).toEqual({ completed: 0, noShow: 0, cancelled: 0 });
    expect(await statuses(ids)).toEqual(untouched);
  });

  test('joins recorded by the signalling stream count', async () => {
    const startsAt = freshStart();
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt,
    });
    await consentToOnlineCare(patient, psychologist.id);
    clock.set(startsAt);
    for (const who of [patient, psychologist]) {
      const stream = await openSignalStream(server, who.cookies, appointmentId);
      await stream.next();
      stream.close();
    }
    clock.set(new Date(Date.parse(startsAt) + 61 * 60_000));
    await eventually(async () => {
      await sweepAttendance(server.app.services);
      expect(await statusOf(server, appointmentId)).toBe('completed');
    });
  });

  test('runs at start-up on appointments whose window closed while the server was down', async () => {
    const { ids, closesAt } = await scenario();
    clock.set(new Date(closesAt - 1000));
    await server.close();
    clock.set(new Date(closesAt + 1000));
    server = await startTestServer({ DATABASE_PATH: databasePath }, { now: clock.now });
    expect(await statuses(ids)).toEqual(settled);
  });

  test('runs every ATTENDANCE_SWEEP_SECONDS; a server with open streams still closes', async () => {
    const ticking = await startTestServer({ ATTENDANCE_SWEEP_SECONDS: '1' }, { now: clock.now });
    const other = await approvedPsychologist(ticking);
    const someone = await signedInPatient(ticking);
    const missed = await insertAppointment(ticking, {
      patientId: someone.id,
      psychologistId: other.id,
      startsAt: freshStart(),
    });
    const startsAt = freshStart();
    const inProgress = await insertAppointment(ticking, {
      patientId: someone.id,
      psychologistId: other.id,
      startsAt,
    });
    await consentToOnlineCare(someone, other.id);
    clock.set(startsAt);
    const stream = await openSignalStream(ticking, someone.cookies, inProgress);
    await expectEvent(stream, {
      type: 'presence',
      peers: [{ userId: someone.id, name: 'Maria Paciente', role: 'patient' }],
    });
    const statusIn = async (id: number) =>
      (
        await ticking.app.services.db
          .selectFrom('appointments')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    // Nobody joined it, the psychologist included: the platform cancels it.
    await eventually(async () => expect(await statusIn(missed)).toBe('cancelled'), 4_000);
    expect(await statusIn(inProgress)).toBe('scheduled');
    await ticking.close();
    stream.close();
  });
});
