import type { z } from 'zod';
import type { appointmentListInput, bookInput, cancelInput, reviewInput } from '@acolhe/shared/appointments';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { localDayOf } from '@acolhe/shared/calendar';
import { DomainError, isUniqueViolation } from '../../../errors.ts';
import type { Db } from '../../../db/connection.ts';
import type { AppServices } from '../../../services.ts';
import { bookableDays, requireBookablePsychologist, slotsForRange } from '../../availability/availability.service.ts';
import { invitationFor } from '../../calendar/appointment-calendar.ts';
import { bookingMails, cancellationMails } from './appointment-mails.ts';
import * as appointmentStatus from '../status/appointment-status.service.ts';
import { toPatientAppointment, type PatientAppointment } from './appointment-view.ts';
import * as repository from './appointments.repository.ts';
import { videoFailuresOfPatientRows } from '../reschedule/video-failure.ts';

/**
 * Writes the mails to the outbox through `db` (the booking's transaction, when there is one); never sends
 * them. Each carries the consultation's .ics from its reader's side, so calendar apps add or remove it.
 */
async function notify(services: AppServices, db: Db, appointmentId: number, kind: 'booked' | 'cancelled') {
  const who = await repository.selectParticipants(db, appointmentId);
  const mails = (kind === 'booked' ? bookingMails : cancellationMails)(who, services.config.timeZone);
  const method = kind === 'booked' ? 'REQUEST' : 'CANCEL';
  if (who.patientWantsMail) {
    const calendar = invitationFor(services, who, 'patient', method);
    await services.mailer.send({ to: who.patientEmail, ...mails.patient, calendar }, db);
  }
  if (who.psychologistWantsMail) {
    const calendar = invitationFor(services, who, 'psychologist', method);
    await services.mailer.send({ to: who.psychologistEmail, ...mails.psychologist, calendar }, db);
  }
}

/** The client forgets the chosen time and reloads the free ones on this reason. */
const slotTaken = () => new DomainError('CONFLICT', appointmentMessages.slotTaken, { reason: 'SLOT_TAKEN' });

/**
 * Books a free slot. The slot is re-checked inside the transaction; the unique index on
 * (psychologist, start) of live appointments settles any race that gets past the check.
 */
export async function book(services: AppServices, patientId: number, input: z.output<typeof bookInput>) {
  const startsAt = new Date(input.startsAt).toISOString();
  const date = localDayOf(startsAt, services.config.timeZone);
  const { first, last } = await bookableDays(services);
  if (date < first || date > last) {
    throw slotTaken();
  }
  try {
    // The answer is read inside the transaction too: it is the same row, without a read of its own after the commit.
    return await services.db.transaction().execute(async (trx: Db) => {
      const inTransaction = { ...services, db: trx };
      // In the same order as a series (series.service.ts), so the two never deadlock on the profile row.
      await repository.lockAgenda(trx, input.psychologistId);
      const psychologist = await requireBookablePsychologist(trx, input.psychologistId);
      const [day] = await slotsForRange(inTransaction, psychologist, date, 1);
      const slot = day?.slots.find((candidate) => candidate.startsAt === startsAt);
      if (!slot?.available) throw slotTaken();
      const endsAt = new Date(Date.parse(startsAt) + psychologist.consultationMinutes * 60_000).toISOString();
      if (await repository.patientHasOverlap(trx, patientId, startsAt, endsAt)) {
        throw new DomainError('CONFLICT', appointmentMessages.patientOverlap);
      }
      const id = await appointmentStatus.schedule(trx, {
        patientId,
        psychologistId: psychologist.id,
        startsAt,
        endsAt,
        priceCents: psychologist.hourlyRateCents,
      });
      const booked = await getForPatient(inTransaction, patientId, id);
      // Last, so the commit follows the mails at once: each wakes the deliverer, which on PostgreSQL
      // reads from another connection and finds them only once committed (it looks again shortly).
      await notify(services, trx, id, 'booked');
      return booked;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

export async function getForPatient(services: Pick<AppServices, 'db' | 'now'>, patientId: number, appointmentId: number): Promise<PatientAppointment> {
  const row = await repository.selectPatientAppointment(services.db, patientId, appointmentId);
  if (!row) throw new DomainError('NOT_FOUND', appointmentMessages.appointmentNotFound);
  const now = services.now();
  const failed = await videoFailuresOfPatientRows(services.db, patientId, [row], now);
  return toPatientAppointment(row, now, failed.has(row.id));
}

export async function listForPatient(services: AppServices, patientId: number, input: z.output<typeof appointmentListInput>) {
  const now = services.now();
  const status = input.status === 'all' ? null : input.status;
  const rows = await repository.selectPatientAppointments(services.db, patientId, status, now.toISOString());
  const failed = await videoFailuresOfPatientRows(services.db, patientId, rows, now);
  return rows.map((row) => toPatientAppointment(row, now, failed.has(row.id)));
}

export async function dashboardForPatient(services: AppServices, patientId: number) {
  const now = services.now();
  const [upcoming, recent] = await Promise.all([
    repository.selectUpcomingForPatient(services.db, patientId, now.toISOString(), 5),
    repository.selectRecentForPatient(services.db, patientId, now.toISOString(), 5),
  ]);
  const failed = await videoFailuresOfPatientRows(services.db, patientId, recent, now);
  return {
    upcoming: upcoming.map((row) => toPatientAppointment(row, now)),
    recent: recent.map((row) => toPatientAppointment(row, now, failed.has(row.id))),
  };
}

/** The patient cancels; the answer's status says whether it counted as a late cancellation. */
export async function cancel(services: AppServices, patientId: number, input: z.output<typeof cancelInput>) {
  const appointment = await getForPatient(services, patientId, input.id);
  await appointmentStatus.cancelByPatient(services, patientId, appointment, input.acceptLate);
  await notify(services, services.db, input.id, 'cancelled');
  return getForPatient(services, patientId, input.id);
}

export async function review(
  services: AppServices,
  patientId: number,
  input: z.output<typeof reviewInput>,
) {
  const appointment = await getForPatient(services, patientId, input.appointmentId);
  if (appointment.status !== 'completed') throw new DomainError('CONFLICT', appointmentMessages.reviewOnlyCompleted);
  if (appointment.review) throw new DomainError('CONFLICT', appointmentMessages.alreadyReviewed);
  try {
    await services.db.transaction().execute((trx) =>
      repository.insertReview(trx, {
        appointmentId: appointment.id,
        patientId,
        psychologistId: appointment.psychologistId,
        rating: input.rating,
        comment: input.comment ? input.comment : null,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', appointmentMessages.alreadyReviewed);
    throw error;
  }
  return getForPatient(services, patientId, appointment.id);
}
