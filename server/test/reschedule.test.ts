import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { psychologistAbsentReason, rescheduleMessages } from '@acolhe/shared/reschedule';
import { sweepAttendance } from '../src/modules/sessions/attendance.service.ts';
import { isUniqueViolation } from '../src/errors.ts';
import { moveToSlot } from '../src/modules/appointments/status/appointment-status.service.ts';
import { approvedPsychologist, createAdminClient, signedInPatient, signIn } from './accounts.ts';
import { failureOf, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { mondayMorning, saoPaulo, testClock } from './clock.ts';
import { parseIcs } from './ics-parser.ts';
import { emailOf, mailsTo } from './rows.ts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
beforeEach(() => clock.set(mondayMorning));
afterAll(() => server.close());

/** A São Paulo time on a day of the test week (Monday 23 November 2026 is the clock's start). */
const monday = (time: string) => saoPaulo('2026-11-23', time);
const tuesday = (time: string) => saoPaulo('2026-11-24', time);
const wednesday = (time: string) => saoPaulo('2026-11-25', time);
const thursday = (time: string) => saoPaulo('2026-11-26', time);
const minutesFrom = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000);

function rowOf(appointmentId: number) {
  return server.app.services.db
    .selectFrom('appointments')
    .select([
      'status',
      'starts_at',
      'ends_at',
      'price_cents',
      'cancellation_notice_hours',
      'ics_sequence',
      'reminder_24h_sent_at',
      'reminder_1h_sent_at',
      'confirmed_at',
      'technical_problem_at',
      'cancelled_by',
      'cancelled_by_role',
      'cancellation_reason',
    ])
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
}


async function lastEventTo(userId: number) {
  const mail = (await mailsTo(server, userId)).at(-1);
  const calendar = parseIcs(mail?.calendar ?? '');
  return { mail, method: calendar.method, event: calendar.events[0] };
}

async function attendance(appointmentId: number, events: { userId: number; event: 'join' | 'leave'; at: string | Date }[]) {
  await server.app.services.db
    .insertInto('session_attendance')
    .values(
      events.map((entry) => ({
        appointment_id: appointmentId,
        user_id: entry.userId,
        event: entry.event,
        source: 'embedded' as const,
        at: new Date(entry.at).toISOString(),
      })),
    )
    .execute();
}

async function people() {
  return { psychologist: await approvedPsychologist(server), patient: await signedInPatient(server) };
}

describe('a patient reschedules a consultation', () => {
  test('the same row moves: new time, same UID, SEQUENCE + 1, price and notice kept, reminders start over, both told', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const booking = await lastEventTo(patient.id);
    // The 24-hour reminder went out with its links and the patient confirmed presence for the old time.
    await server.app.services.db
      .updateTable('appointments')
      .set({ reminder_24h_sent_at: monday('08:00'), confirmed_at: monday('08:00') })
      .where('id', '=', booked.id)
      .execute();
    await server.app.services.db
      .insertInto('appointment_links')
      .values({ token_hash: `unused-${booked.id}`, appointment_id: booked.id, action: 'cancel' })
      .execute();
    expect(booked.reschedule).toEqual({ mode: 'notice' });

    const moved = await patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('14:00') });
    expect(moved).toMatchObject({ id: booked.id, status: 'scheduled', startsAt: wednesday('14:00'), priceCents: 15000, cancellationNoticeHours: 24 });
    expect(await rowOf(booked.id)).toMatchObject({
      status: 'scheduled',
      starts_at: wednesday('14:00'),
      ends_at: wednesday('14:50'),
      price_cents: 15000,
      cancellation_notice_hours: 24,
      ics_sequence: 1,
      reminder_24h_sent_at: null,
      reminder_1h_sent_at: null,
      confirmed_at: null,
    });
    const link = await server.app.services.db
      .selectFrom('appointment_links')
      .select('used_at')
      .where('token_hash', '=', `unused-${booked.id}`)
      .executeTakeFirstOrThrow();
    expect(link.used_at).toBe(mondayMorning.toISOString());

    for (const userId of [patient.id, psychologist.id]) {
      const { mail, method, event } = await lastEventTo(userId);
      expect(mail?.subject).toBe('Consulta remarcada');
      expect(mail?.text).toContain('Antes: 24/11/2026 às 10:00');
      expect(mail?.text).toContain('Agora: 25/11/2026 às 14:00');
      expect(method).toBe('REQUEST');
      expect(event?.uid).toBe(booking.event?.uid);
      expect(event?.sequence).toBe((booking.event?.sequence ?? -1) + 1);
      expect(event?.start.toISOString()).toBe(wednesday('14:00'));
      expect(event?.end.toISOString()).toBe(wednesday('14:50'));
    }

    // The old slot is free at once for anyone.
    const other = await signedInPatient(server);
    expect(await other.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') })).toMatchObject({
      status: 'scheduled',
    });
  });

  test('a new slot taken by someone else keeps the appointment at its old time, unchanged', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const other = await signedInPatient(server);
    await other.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: wednesday('15:00') });
    const before = await rowOf(booked.id);
    const mailsBefore = (await mailsTo(server, patient.id)).length;

    expect(await failureOf(patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('15:00') }))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
    expect(await rowOf(booked.id)).toEqual(before);
    expect(await mailsTo(server, patient.id)).toHaveLength(mailsBefore);

    // A booking that commits between the slot check and the move: the live-slot unique index refuses the
    // move's one statement, which leaves the row as it was.
    const move = moveToSlot(server.app.services.db, {
      appointmentId: booked.id,
      from: { status: 'scheduled', startsAt: tuesday('10:00') },
      startsAt: wednesday('15:00'),
      endsAt: wednesday('15:50'),
    });
    expect(isUniqueViolation(await move.then(() => null, (error: unknown) => error))).toBe(true);
    expect(await rowOf(booked.id)).toEqual(before);
  });

  test('racing a booking for the same slot: one wins, and a losing reschedule leaves the old appointment as it was', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const other = await signedInPatient(server);
    const results = await Promise.allSettled([
      patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: thursday('09:00') }),
      other.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: thursday('09:00') }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const live = await server.app.services.db
      .selectFrom('appointments')
      .select('id')
      .where('psychologist_id', '=', psychologist.id)
      .where('starts_at', '=', thursday('09:00'))
      .where('status', '=', 'scheduled')
      .execute();
    expect(live).toHaveLength(1);
    if (results[0].status === 'rejected') expect(await rowOf(booked.id)).toMatchObject({ starts_at: tuesday('10:00'), status: 'scheduled', ics_sequence: 0 });
    else expect(await rowOf(booked.id)).toMatchObject({ starts_at: thursday('09:00'), ics_sequence: 1 });
  });

  test('with exactly the notice left it is allowed; one minute less is refused and changes nothing', async () => {
    const { psychologist, patient } = await people();
    const onTime = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const late = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('11:00') });

    clock.set(minutesFrom(onTime.startsAt, -24 * 60));
    expect(await patient.client.appointments.reschedule.mutate({ id: onTime.id, startsAt: thursday('10:00') })).toMatchObject({
      startsAt: thursday('10:00'),
    });

    clock.set(minutesFrom(late.startsAt, -(24 * 60 - 1)));
    expect(await patient.client.appointments.get.query({ id: late.id })).toMatchObject({
      reschedule: { mode: 'refused', message: rescheduleMessages.tooLate(24) },
    });
    expect(await failureOf(patient.client.appointments.reschedule.mutate({ id: late.id, startsAt: thursday('11:00') }))).toEqual({
      code: 'CONFLICT',
      message: 'Faltam menos de 24h para a consulta, por isso ela não pode mais ser remarcada. Você ainda pode cancelá-la, e isso contará como cancelamento tardio.',
    });
    expect(await rowOf(late.id)).toMatchObject({ status: 'scheduled', starts_at: tuesday('11:00'), ics_sequence: 0 });
  });

  test('the new slot is checked like a booking; bad input is refused in pt-BR and changes nothing', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const elsewhere = await approvedPsychologist(server);
    await patient.client.appointments.book.mutate({ psychologistId: elsewhere.id, startsAt: wednesday('09:00') });
    const before = await rowOf(booked.id);
    const refusal = (startsAt: string) => failureOf(patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt }));

    expect(await refusal(tuesday('07:00'))).toMatchObject({ message: appointmentMessages.slotTaken });
    expect(await refusal(saoPaulo('2026-11-28', '10:00'))).toMatchObject({ message: appointmentMessages.slotTaken });
    expect(await refusal(saoPaulo('2027-03-01', '10:00'))).toMatchObject({ message: appointmentMessages.slotTaken });
    expect(await refusal(wednesday('09:00'))).toMatchObject({ code: 'CONFLICT', message: appointmentMessages.patientOverlap });
    expect(await refusal(tuesday('10:00'))).toMatchObject({ code: 'BAD_REQUEST', message: rescheduleMessages.sameSlot });
    expect(
      await validationFailureOf(patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: 'amanhã às 10h' })),
    ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { startsAt: 'Data e hora inválidas' } });
    expect(await validationFailureOf(patient.client.appointments.reschedule.mutate({ id: -1, startsAt: wednesday('10:00') }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { id: 'Consulta inválida' },
    });
    expect(await rowOf(booked.id)).toEqual(before);
  });

  test("only the appointment's own patient reschedules it; a psychologist cannot use the patient's procedure", async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const stranger = await signedInPatient(server);
    expect(await failureOf(stranger.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('10:00') }))).toEqual({
      code: 'NOT_FOUND',
      message: appointmentMessages.appointmentNotFound,
    });
    expect(await failureOf(psychologist.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('10:00') }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await rowOf(booked.id)).toMatchObject({ starts_at: tuesday('10:00'), ics_sequence: 0 });
  });
});

describe('after a video failure', () => {
  test("'Problema técnico': only the psychologist's own, once started; then the patient reschedules free, inside the notice", async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: monday('09:00') });
    const other = await approvedPsychologist(server);

    clock.set(monday('08:59'));
    expect(await failureOf(psychologist.client.psychologist.markTechnicalProblem.mutate({ appointmentId: booked.id }))).toEqual({
      code: 'CONFLICT',
      message: rescheduleMessages.technicalProblemNotStarted,
    });
    expect(await failureOf(patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('10:00') }))).toMatchObject({
      message: rescheduleMessages.tooLate(24),
    });

    clock.set(monday('09:12'));
    expect(await failureOf(other.client.psychologist.markTechnicalProblem.mutate({ appointmentId: booked.id }))).toEqual({
      code: 'NOT_FOUND',
      message: appointmentMessages.appointmentNotFound,
    });
    expect(await failureOf(patient.client.psychologist.markTechnicalProblem.mutate({ appointmentId: booked.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await psychologist.client.psychologist.markTechnicalProblem.mutate({ appointmentId: booked.id })).toEqual({
      id: booked.id,
      technicalProblemAt: monday('09:12'),
    });
    const told = (await mailsTo(server, patient.id)).filter((mail) => mail.subject === 'Problema técnico na sua consulta: reagende sem custo');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Isso não conta contra você');
    expect(told[0]?.text).toContain('/patient/appointments');
    clock.set(monday('09:20'));
    expect(await psychologist.client.psychologist.markTechnicalProblem.mutate({ appointmentId: booked.id })).toEqual({
      id: booked.id,
      technicalProblemAt: monday('09:12'),
    });
    expect((await mailsTo(server, patient.id)).filter((mail) => mail.subject === told[0]?.subject)).toHaveLength(1);
    const today = await psychologist.client.psychologist.appointments.query();
    expect(today.today.find((row) => row.id === booked.id)).toMatchObject({ technicalProblemAt: monday('09:12'), canMarkTechnicalProblem: false });
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({
      videoFailed: true,
      reschedule: { mode: 'free', until: saoPaulo('2026-12-23', '09:00') },
    });

    const moved = await patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('10:00') });
    expect(moved).toMatchObject({ status: 'scheduled', startsAt: wednesday('10:00'), videoFailed: false, reschedule: { mode: 'notice' } });
    expect(await rowOf(booked.id)).toMatchObject({ technical_problem_at: null, ics_sequence: 1 });
  });

  test('both joined for under 10 minutes: completed, then rescheduled free after the start; the old joins never settle the new time', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: monday('09:00') });
    await attendance(booked.id, [
      { userId: psychologist.id, event: 'join', at: monday('08:58') },
      { userId: patient.id, event: 'join', at: monday('09:01') },
      { userId: patient.id, event: 'leave', at: minutesFrom(monday('09:10'), 0.99) },
      { userId: psychologist.id, event: 'leave', at: monday('09:20') },
    ]);
    clock.set(minutesFrom(monday('10:00'), 1));
    await sweepAttendance(server.app.services);
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({
      status: 'completed',
      videoFailed: true,
      reschedule: { mode: 'free' },
    });
    expect(await psychologist.client.psychologist.overview.query()).toMatchObject({ completed: 1, revenueCents: 15000 });

    await patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('11:00') });
    expect(await rowOf(booked.id)).toMatchObject({ status: 'scheduled', starts_at: wednesday('11:00'), ics_sequence: 1 });
    // Scheduled again, the failed session leaves the month's completed consultations and revenue.
    expect(await psychologist.client.psychologist.overview.query()).toMatchObject({ completed: 0, scheduled: 1, revenueCents: 0 });

    // At the new time nobody comes: the joins of Monday are outside the new window and count for nothing.
    clock.set(minutesFrom(wednesday('12:00'), 1));
    await sweepAttendance(server.app.services);
    expect(await rowOf(booked.id)).toMatchObject({ status: 'cancelled', cancelled_by_role: 'system' });
  });

  test('ten minutes together is a session that took place: no free reschedule', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: monday('09:00') });
    await attendance(booked.id, [
      { userId: psychologist.id, event: 'join', at: monday('09:00') },
      { userId: patient.id, event: 'join', at: monday('09:00') },
      { userId: patient.id, event: 'leave', at: monday('09:10') },
      { userId: psychologist.id, event: 'leave', at: monday('09:10') },
    ]);
    clock.set(minutesFrom(monday('10:00'), 1));
    await sweepAttendance(server.app.services);
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({ status: 'completed', videoFailed: false, reschedule: null });
    expect(await failureOf(patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('11:00') }))).toEqual({
      code: 'CONFLICT',
      message: rescheduleMessages.notReschedulable,
    });
  });
});

describe('the psychologist never joins', () => {
  test('the sweep cancels by system, never against the patient, mails the CANCEL and the patient reschedules free within 30 days', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: monday('09:00') });
    await attendance(booked.id, [{ userId: patient.id, event: 'join', at: monday('09:02') }]);
    clock.set(minutesFrom(monday('10:00'), 1));
    expect(await sweepAttendance(server.app.services)).toMatchObject({ cancelled: 1 });
    expect(await rowOf(booked.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: null,
      cancelled_by_role: 'system',
      cancellation_reason: psychologistAbsentReason,
      ics_sequence: 1,
    });
    const toPatient = await lastEventTo(patient.id);
    expect(toPatient.mail?.subject).toBe('Sua consulta foi cancelada: o profissional não entrou na sessão');
    expect(toPatient.mail?.text).toContain('não conta contra você');
    expect(toPatient.method).toBe('CANCEL');
    expect(toPatient.event).toMatchObject({ sequence: 1, status: 'CANCELLED' });
    expect((await lastEventTo(psychologist.id)).method).toBe('CANCEL');
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({
      status: 'cancelled',
      statusLabel: 'Cancelada',
      reschedule: { mode: 'free' },
    });

    const moved = await patient.client.appointments.reschedule.mutate({ id: booked.id, startsAt: wednesday('11:00') });
    expect(moved).toMatchObject({ status: 'scheduled', startsAt: wednesday('11:00') });
    expect(await rowOf(booked.id)).toMatchObject({ cancelled_by_role: null, cancellation_reason: null, ics_sequence: 2 });
    expect((await lastEventTo(patient.id)).event).toMatchObject({ sequence: 2, status: 'CONFIRMED' });
  });

  test('a deactivated psychologist: the absent patient is not a no-show; the free reschedule ends 30 days after the start', async () => {
    const { psychologist, patient } = await people();
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: monday('09:00') });
    await attendance(booked.id, [{ userId: psychologist.id, event: 'join', at: monday('09:00') }]);
    const admin = await createAdminClient(server);
    await admin.admin.users.deactivate.mutate({ id: psychologist.id });
    clock.set(minutesFrom(monday('10:00'), 1));
    await sweepAttendance(server.app.services);
    expect(await rowOf(booked.id)).toMatchObject({ status: 'cancelled', cancelled_by_role: 'system' });

    clock.set(minutesFrom(saoPaulo('2026-12-23', '09:00'), 1));
    const again = await signIn(server, await emailOf(server, patient.id));
    expect(await again.client.appointments.get.query({ id: booked.id })).toMatchObject({ reschedule: null });
    expect(await failureOf(again.client.appointments.reschedule.mutate({ id: booked.id, startsAt: saoPaulo('2026-12-24', '10:00') }))).toEqual({
      code: 'CONFLICT',
      message: rescheduleMessages.freeRescheduleOver,
    });
  });
});
