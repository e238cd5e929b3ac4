import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { messages } from '@acolhe/shared/messages';
import { isUniqueViolation } from '../src/errors.ts';
import { approvedPsychologist, createAdminClient, signedInPatient } from './accounts.ts';
import { failureOf, startTestServer, validationFailureOf, type TestClient, type TestServer } from './harness.ts';
import { mondayMorning, saoPaulo, testClock } from './clock.ts';
import { insertAppointment, mailsTo } from './rows.ts';
import { parseIcs } from './ics-parser.ts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
beforeEach(() => clock.set(mondayMorning));
afterAll(() => server.close());

/** Tuesday 24 November 2026 at `time` in São Paulo (the test psychologists see patients 08:00-18:00). */
const tuesday = (time: string) => saoPaulo('2026-11-24', time);
const minutesBefore = (instant: string, minutes: number) => new Date(Date.parse(instant) - minutes * 60_000);

function cancellationOf(appointmentId: number) {
  return server.app.services.db
    .selectFrom('appointments')
    .select(['status', 'cancelled_at', 'cancelled_by', 'cancelled_by_role', 'cancellation_reason', 'cancellation_notice_hours'])
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
}


async function setNotice(client: TestClient, hours: 0 | 12 | 24 | 48) {
  const agenda = await client.agenda.get.query();
  const slots = agenda.slots.map(({ weekday, startTime, endTime, isAvailable }) => ({ weekday, startTime, endTime, isAvailable }));
  return client.agenda.save.mutate({ consultationMinutes: agenda.consultationMinutes, intervalMinutes: agenda.intervalMinutes, cancellationNoticeHours: hours, slots });
}

describe('the notice', () => {
  test('is 24 hours unless the psychologist picks 0, 12 or 48; it is copied onto each booking and kept', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    expect((await psychologist.client.agenda.get.query()).cancellationNoticeHours).toBe(24);
    expect((await setNotice(psychologist.client, 48)).cancellationNoticeHours).toBe(48);

    const agenda = await psychologist.client.agenda.get.query();
    const refused = await validationFailureOf(
      psychologist.client.agenda.save.mutate({ ...agenda, cancellationNoticeHours: 36 as 24 }),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { cancellationNoticeHours: 'Escolha uma antecedência de 0, 12, 24 ou 48 horas' } });
    // Saving without the field (an older client) keeps the notice in force.
    const { consultationMinutes, intervalMinutes, slots } = agenda;
    const plainSlots = slots.map(({ weekday, startTime, endTime, isAvailable }) => ({ weekday, startTime, endTime, isAvailable }));
    expect((await psychologist.client.agenda.save.mutate({ consultationMinutes, intervalMinutes, slots: plainSlots })).cancellationNoticeHours).toBe(48);

    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    expect(booked).toMatchObject({ cancellationNoticeHours: 48, lateCancellationFrom: '2026-11-22T13:00:00.000Z' });
    await setNotice(psychologist.client, 12);
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({ cancellationNoticeHours: 48 });
    // Already less than 48 hours before: late, whatever the psychologist asks for now.
    expect(await failureOf(patient.client.appointments.cancel.mutate({ id: booked.id }))).toMatchObject({ reason: 'LATE_CANCELLATION' });
  });
});

describe("a patient's cancellation", () => {
  test('with exactly the notice left is on time; one minute less is late, and only once the warning was seen', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const onTime = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const late = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('11:00') });

    clock.set(minutesBefore(onTime.startsAt, 24 * 60));
    const cancelled = await patient.client.appointments.cancel.mutate({ id: onTime.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelada', canCancel: false });
    expect(await cancellationOf(onTime.id)).toEqual({
      status: 'cancelled',
      cancelled_at: '2026-11-23T13:00:00.000Z',
      cancelled_by: patient.id,
      cancelled_by_role: 'patient',
      cancellation_reason: 'Cancelada pelo paciente',
      cancellation_notice_hours: 24,
    });

    clock.set(minutesBefore(late.startsAt, 24 * 60 - 1));
    expect(await failureOf(patient.client.appointments.cancel.mutate({ id: late.id }))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.lateNeedsConfirmation(24),
      reason: 'LATE_CANCELLATION',
    });
    expect((await cancellationOf(late.id)).status).toBe('scheduled');
    const lateCancelled = await patient.client.appointments.cancel.mutate({ id: late.id, acceptLate: true });
    expect(lateCancelled).toMatchObject({ status: 'late_cancelled', statusLabel: 'Cancelada com menos de 24h', canCancel: false });
    expect(await cancellationOf(late.id)).toMatchObject({
      status: 'late_cancelled',
      cancelled_at: '2026-11-23T14:01:00.000Z',
      cancelled_by: patient.id,
      cancelled_by_role: 'patient',
    });
    const toPsychologist = (await mailsTo(server, psychologist.id)).at(-1);
    expect(toPsychologist?.text).toContain('com menos de 24h de antecedência');

    // The 'Canceladas' filter lists both; the slot of the late one is free for the next patient.
    const listed = await patient.client.appointments.list.query({ status: 'cancelled' });
    expect(listed.map((row) => [row.id, row.status])).toEqual(
      expect.arrayContaining([
        [onTime.id, 'cancelled'],
        [late.id, 'late_cancelled'],
      ]),
    );
    const next = await signedInPatient(server);
    expect(await next.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: late.startsAt })).toMatchObject({
      status: 'scheduled',
    });
  });

  test("a deactivated psychologist's consultation is never late to cancel", async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    await (await createAdminClient(server)).admin.users.deactivate.mutate({ id: psychologist.id });
    clock.set(minutesBefore(booked.startsAt, 60));
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({ lateCancellationFrom: booked.startsAt });
    expect(await patient.client.appointments.cancel.mutate({ id: booked.id })).toMatchObject({ status: 'cancelled' });
  });

  test('a psychologist asking for no notice never sees a late cancellation', async () => {
    const psychologist = await approvedPsychologist(server);
    await setNotice(psychologist.client, 0);
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    clock.set(minutesBefore(booked.startsAt, 1));
    expect(await patient.client.appointments.cancel.mutate({ id: booked.id })).toMatchObject({ status: 'cancelled' });
  });
});

describe("the psychologist's cancellation", () => {
  test('needs a reason, e-mails the patient a link to book again and never counts against them', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    // Inside the patient's notice: it would be late had the patient cancelled.
    clock.set(minutesBefore(booked.startsAt, 60));

    expect(
      await validationFailureOf(psychologist.client.psychologist.cancelAppointment.mutate({ appointmentId: booked.id, reason: '   ' })),
    ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { reason: appointmentMessages.cancelReasonRequired } });

    const reason = 'Precisei me ausentar por motivo de saúde.';
    expect(await psychologist.client.psychologist.cancelAppointment.mutate({ appointmentId: booked.id, reason })).toEqual({
      id: booked.id,
      status: 'cancelled',
    });
    expect(await cancellationOf(booked.id)).toEqual({
      status: 'cancelled',
      cancelled_at: '2026-11-24T12:00:00.000Z',
      cancelled_by: psychologist.id,
      cancelled_by_role: 'psychologist',
      cancellation_reason: reason,
      cancellation_notice_hours: 24,
    });
    expect(await patient.client.appointments.get.query({ id: booked.id })).toMatchObject({
      status: 'cancelled',
      statusLabel: 'Cancelada',
      cancelledByPsychologist: true,
    });

    const mail = (await mailsTo(server, patient.id)).at(-1);
    expect(mail?.subject).toBe('Sua consulta foi cancelada pelo profissional');
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    expect(mail?.text).toContain('Este cancelamento não conta contra você.');
    // The patient's calendar app removes the event: the same UID, a newer SEQUENCE, CANCELLED.
    const calendar = parseIcs(mail?.calendar ?? '');
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]).toMatchObject({ uid: expect.stringMatching(new RegExp(`^appointment-${booked.id}@`)), sequence: 1, status: 'CANCELLED' });
    // The psychologist's own calendar, which got the booking's REQUEST, gets the CANCEL too.
    const own = (await mailsTo(server, psychologist.id)).at(-1);
    expect(own?.subject).toBe('Consulta cancelada');
    expect(parseIcs(own?.calendar ?? '')).toMatchObject({ method: 'CANCEL' });
    expect(mail?.text).toContain(`${server.app.services.config.publicUrl}/psychologist/${psychologist.id}\n`);

    expect(await failureOf(psychologist.client.psychologist.cancelAppointment.mutate({ appointmentId: booked.id, reason }))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.notScheduled,
    });
  });

  test('is refused once the consultation has started', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    clock.set(booked.startsAt);
    expect(
      await failureOf(psychologist.client.psychologist.cancelAppointment.mutate({ appointmentId: booked.id, reason: 'Imprevisto' })),
    ).toEqual({ code: 'CONFLICT', message: appointmentMessages.cannotCancelStarted });
  });

  test("another psychologist finds nothing to cancel, and a patient cannot use the psychologist's procedure", async () => {
    const psychologist = await approvedPsychologist(server);
    const other = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: tuesday('10:00') });
    const mailsBefore = (await mailsTo(server, patient.id)).length;

    const input = { appointmentId: booked.id, reason: 'Agenda cheia' };
    expect(await failureOf(other.client.psychologist.cancelAppointment.mutate(input))).toEqual({
      code: 'NOT_FOUND',
      message: appointmentMessages.appointmentNotFound,
    });
    expect(await failureOf(patient.client.psychologist.cancelAppointment.mutate(input))).toEqual({
      code: 'FORBIDDEN',
      message: messages.forbidden,
    });
    expect((await cancellationOf(booked.id)).status).toBe('scheduled');
    expect(await mailsTo(server, patient.id)).toHaveLength(mailsBefore);
  });
});

describe('the one-live-appointment-per-slot index', () => {
  test('frees late cancellations as it frees cancellations, and still refuses two live appointments', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const slot = { patientId: patient.id, psychologistId: psychologist.id, startsAt: tuesday('15:00') };
    await insertAppointment(server, { ...slot, status: 'late_cancelled' });
    await insertAppointment(server, { ...slot, status: 'cancelled' });
    await insertAppointment(server, { ...slot, status: 'scheduled' });
    const second = insertAppointment(server, { ...slot, status: 'completed' });
    await expect(second).rejects.toSatisfy((error) => isUniqueViolation(error));
  });
});
