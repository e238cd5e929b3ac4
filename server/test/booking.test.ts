import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import {
  callProcedure,
  cookieHeaderOf,
  failureOf,
  startTestServer,
  trpcErrorOf,
  type TestServer,
} from './harness.ts';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { mondayMorning, saoPaulo, testClock } from './clock.ts';
import { countRows } from './rows.ts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

function liveAppointmentsOf(psychologistId: number) {
  return server.app.services.db
    .selectFrom('appointments')
    .selectAll()
    .where('psychologist_id', '=', psychologistId)
    .where('status', '!=', 'cancelled')
    .execute();
}

describe('booking', () => {
  test('books a free slot, copies the price, and e-mails both people', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const appointment = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '10:00'),
    });
    expect(appointment).toMatchObject({
      status: 'scheduled',
      priceCents: 15000,
      startsAt: '2026-11-24T13:00:00.000Z',
      endsAt: '2026-11-24T13:50:00.000Z',
      canCancel: true,
      canJoin: false,
      sessionLink: `/patient/session/${appointment.id}`,
    });
    await server.app.services.db
      .updateTable('psychologist_profiles')
      .set({ hourly_rate_cents: 20000 })
      .where('user_id', '=', psychologist.id)
      .execute();
    expect((await patient.client.appointments.get.query({ id: appointment.id })).priceCents).toBe(15000);
    const mails = await server.app.services.db
      .selectFrom('mail_outbox')
      .select(['subject'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Consulta agendada no Acolhe',
      'Nova consulta agendada',
    ]);
  });

  test('refuses a time that is not a slot, a past slot, a blocked day and an unknown psychologist', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const book = (startsAt: string, psychologistId = psychologist.id) =>
      failureOf(patient.client.appointments.book.mutate({ psychologistId, startsAt }));
    expect(await book(saoPaulo('2026-11-24', '10:30'))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
    expect(await book(saoPaulo('2026-11-23', '07:00'))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
    expect(await book(saoPaulo('2026-11-28', '10:00'))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
    await server.app.services.db
      .insertInto('blocked_dates')
      .values({ psychologist_id: psychologist.id, date: '2026-11-25', reason: 'Congresso' })
      .execute();
    expect(await book(saoPaulo('2026-11-25', '10:00'))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
    expect(await book(saoPaulo('2026-11-24', '10:00'), 999_999)).toEqual({
      code: 'NOT_FOUND',
      message: appointmentMessages.psychologistNotFound,
    });
    expect(await liveAppointmentsOf(psychologist.id)).toEqual([]);
  });

  test('bad input is refused with a pt-BR message and changes nothing', async () => {
    const patient = await signedInPatient(server);
    const before = await countRows(server.app.services.db, 'appointments');
    const failure = await failureOf(
      patient.client.appointments.book.mutate({ psychologistId: 1, startsAt: 'amanhã' }),
    );
    expect(failure).toEqual({ code: 'BAD_REQUEST', message: 'Data e hora inválidas' });
    expect(await countRows(server.app.services.db, 'appointments')).toBe(before);
  });

  test('a patient cannot hold two overlapping consultations', async () => {
    const first = await approvedPsychologist(server);
    const second = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    await patient.client.appointments.book.mutate({
      psychologistId: first.id,
      startsAt: saoPaulo('2026-11-26', '09:00'),
    });
    expect(
      await failureOf(
        patient.client.appointments.book.mutate({
          psychologistId: second.id,
          startsAt: saoPaulo('2026-11-26', '09:00'),
        }),
      ),
    ).toEqual({ code: 'CONFLICT', message: appointmentMessages.patientOverlap });
  });

  test('the slot is taken for the next patient and free again after a cancellation', async () => {
    const psychologist = await approvedPsychologist(server);
    const first = await signedInPatient(server);
    const second = await signedInPatient(server);
    const startsAt = saoPaulo('2026-11-27', '15:00');
    const appointment = await first.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt,
    });
    expect(
      await failureOf(second.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt })),
    ).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
    const cancelled = await first.client.appointments.cancel.mutate({ id: appointment.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false, sessionLink: null });
    const rebooked = await second.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt,
    });
    expect(rebooked.status).toBe('scheduled');
    expect(await failureOf(first.client.appointments.cancel.mutate({ id: appointment.id }))).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.notScheduled,
    });
  });

  test('50 concurrent requests for one slot over HTTP make exactly one appointment', async () => {
    const psychologist = await approvedPsychologist(server);
    const patients = [];
    for (let index = 0; index < 50; index += 1) patients.push(await signedInPatient(server));
    const startsAt = saoPaulo('2026-11-30', '11:00');
    const answers = await Promise.all(
      patients.map((patient) =>
        callProcedure(
          server.url,
          'appointments.book',
          'mutation',
          { psychologistId: psychologist.id, startsAt },
          patient.cookies,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(trpcErrorOf(loser.json)).toMatchObject({ message: appointmentMessages.slotTaken, reason: 'SLOT_TAKEN' });
    }
    expect(await liveAppointmentsOf(psychologist.id)).toHaveLength(1);
    expect(cookieHeaderOf(patients[0]?.cookies ?? new Map())).toContain('acolhe_session=');
  }, 60_000);

  test('the database itself refuses a second live appointment for the same psychologist and start', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const row = {
      patient_id: patient.id,
      psychologist_id: psychologist.id,
      starts_at: '2026-12-01T13:00:00.000Z',
      ends_at: '2026-12-01T13:50:00.000Z',
      price_cents: 15000,
    };
    await server.app.services.db.insertInto('appointments').values(row).execute();
    await expect(server.app.services.db.insertInto('appointments').values(row).execute()).rejects.toThrow(
      /UNIQUE|unique constraint "appointments_one_live_per_slot"/,
    );
    await server.app.services.db
      .insertInto('appointments')
      .values({ ...row, status: 'cancelled' })
      .execute();
  });
});

describe('cancelling', () => {
  test('allowed only before the start', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const appointment = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-23', '16:00'),
    });
    clock.set(saoPaulo('2026-11-23', '16:00'));
    try {
      expect(await failureOf(patient.client.appointments.cancel.mutate({ id: appointment.id }))).toEqual({
        code: 'CONFLICT',
        message: appointmentMessages.cannotCancelStarted,
      });
      expect((await patient.client.appointments.get.query({ id: appointment.id })).canJoin).toBe(true);
    } finally {
      clock.set('2026-11-23T11:00:00.000Z');
    }
  });

  test("a patient cannot see, cancel or review another patient's consultation", async () => {
    const psychologist = await approvedPsychologist(server);
    const owner = await signedInPatient(server);
    const intruder = await signedInPatient(server);
    const appointment = await owner.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '16:00'),
    });
    const notFound = { code: 'NOT_FOUND', message: appointmentMessages.appointmentNotFound };
    expect(await failureOf(intruder.client.appointments.get.query({ id: appointment.id }))).toEqual(notFound);
    expect(await failureOf(intruder.client.appointments.cancel.mutate({ id: appointment.id }))).toEqual(
      notFound,
    );
    expect(
      await failureOf(
        intruder.client.appointments.review.mutate({ appointmentId: appointment.id, rating: 1 }),
      ),
    ).toEqual(notFound);
    expect(
      (await intruder.client.appointments.list.query({ status: 'all' })).map((row) => row.id),
    ).not.toContain(appointment.id);
    expect((await owner.client.appointments.get.query({ id: appointment.id })).status).toBe('scheduled');
  });
});

describe('reviews', () => {
  test('a completed consultation can be rated once, which updates the rating and count', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const scheduled = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '09:00'),
    });
    expect(
      await failureOf(patient.client.appointments.review.mutate({ appointmentId: scheduled.id, rating: 5 })),
    ).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.reviewOnlyCompleted,
    });
    await server.app.services.db
      .updateTable('appointments')
      .set({ status: 'completed' })
      .where('id', '=', scheduled.id)
      .execute();
    expect((await patient.client.appointments.get.query({ id: scheduled.id })).canReview).toBe(true);
    expect(
      await failureOf(patient.client.appointments.review.mutate({ appointmentId: scheduled.id, rating: 6 })),
    ).toEqual({ code: 'BAD_REQUEST', message: 'Dê uma nota de 1 a 5' });

    const reviewed = await patient.client.appointments.review.mutate({
      appointmentId: scheduled.id,
      rating: 4,
      comment: 'Muito boa',
    });
    expect(reviewed).toMatchObject({ canReview: false, review: { rating: 4, comment: 'Muito boa' } });
    expect(
      await failureOf(patient.client.appointments.review.mutate({ appointmentId: scheduled.id, rating: 5 })),
    ).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.alreadyReviewed,
    });
    const profile = await server.app.services.db
      .selectFrom('psychologist_profiles')
      .select(['rating_total', 'reviews_count', 'rating_average'])
      .where('user_id', '=', psychologist.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ rating_total: 4, reviews_count: 1, rating_average: 4 });
  });
});

describe('lists', () => {
  test('the filter and the dashboard show only this patient’s consultations in the right groups', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const kept = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-25', '08:00'),
    });
    const dropped = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-26', '08:00'),
    });
    await patient.client.appointments.cancel.mutate({ id: dropped.id });
    expect(
      (await patient.client.appointments.list.query({ status: 'scheduled' })).map((row) => row.id),
    ).toEqual([kept.id]);
    expect(
      (await patient.client.appointments.list.query({ status: 'cancelled' })).map((row) => row.id),
    ).toEqual([dropped.id]);
    expect((await patient.client.appointments.list.query({ status: 'all' })).map((row) => row.id)).toEqual([
      kept.id,
      dropped.id,
    ]);
    const dashboard = await patient.client.appointments.dashboard.query();
    expect(dashboard.upcoming.map((row) => row.id)).toEqual([kept.id]);
    expect(await patient.client.patient.overview.query()).toEqual({ upcoming: 1, completed: 0 });
  });

  test('upcoming consultations come soonest first, then the others newest first', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const book = (date: string, time: string) =>
      patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo(date, time) });
    const past = await book('2026-11-23', '09:00');
    const unsettled = await book('2026-11-23', '10:00');
    const later = await book('2026-11-27', '09:00');
    const sooner = await book('2026-11-25', '09:00');
    const dropped = await book('2026-11-26', '09:00');
    await patient.client.appointments.cancel.mutate({ id: dropped.id });
    clock.set(saoPaulo('2026-11-23', '12:00'));
    try {
      await server.app.services.db.updateTable('appointments').set({ status: 'completed' }).where('id', '=', past.id).execute();
      const idsOf = async (status: 'all' | 'scheduled') =>
        (await patient.client.appointments.list.query({ status })).map((row) => row.id);
      expect(await idsOf('all')).toEqual([sooner.id, later.id, dropped.id, unsettled.id, past.id]);
      expect(await idsOf('scheduled')).toEqual([sooner.id, later.id, unsettled.id]);
      const dashboard = await patient.client.appointments.dashboard.query();
      expect(dashboard.upcoming.map((row) => row.id)).toEqual([sooner.id, later.id]);
    } finally {
      clock.set(mondayMorning);
    }
  });
});

describe('the agenda drives the slots at once', () => {
  test('slot listing matches the agenda, and saving it or blocking a day changes what can be booked', async () => {
    const psychologist = await approvedPsychologist(server);
    const visitor = server.client();
    const slotsOf = async (date: string) =>
      (await visitor.directory.slots.query({ psychologistId: psychologist.id, date })).map(
        (slot) => `${slot.time}${slot.available ? '' : ' x'}`,
      );

    expect(await slotsOf('2026-11-24')).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(await slotsOf('2026-11-28')).toEqual([]);

    await psychologist.client.agenda.save.mutate({
      consultationMinutes: 30,
      intervalMinutes: 15,
      slots: [
        { weekday: 2, startTime: '14:00', endTime: '16:00', isAvailable: true },
        { weekday: 6, startTime: '09:00', endTime: '10:00', isAvailable: true },
        { weekday: 3, startTime: '09:00', endTime: '10:00', isAvailable: false },
      ],
    });
    expect(await slotsOf('2026-11-24')).toEqual(['14:00', '14:45', '15:30']);
    expect(await slotsOf('2026-11-28')).toEqual(['09:00']);
    expect(await slotsOf('2026-11-25')).toEqual([]);

    const patient = await signedInPatient(server);
    await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '14:45'),
    });
    expect(await slotsOf('2026-11-24')).toEqual(['14:00', '14:45 x', '15:30']);
    expect(await visitor.directory.availableDates.query({ psychologistId: psychologist.id })).toContain(
      '2026-11-28',
    );

    await psychologist.client.agenda.addBlockedDate.mutate({ date: '2026-11-28', reason: 'Férias' });
    expect(await slotsOf('2026-11-28')).toEqual([]);
    expect(await visitor.directory.availableDates.query({ psychologistId: psychologist.id })).not.toContain(
      '2026-11-28',
    );
    expect(
      await failureOf(
        patient.client.appointments.book.mutate({
          psychologistId: psychologist.id,
          startsAt: saoPaulo('2026-11-28', '09:00'),
        }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: appointmentMessages.slotTaken,
      reason: 'SLOT_TAKEN',
    });
  });
});
