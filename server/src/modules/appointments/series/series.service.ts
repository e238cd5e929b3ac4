import type { z } from 'zod';
import {
  seriesMessages,
  type cancelRestInput,
  type psychologistCancelRestInput,
  type seriesInput,
  type SeriesWeek,
} from '@acolhe/shared/appointment-series';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import type { Db } from '../../../db/connection.ts';
import { DomainError, isUniqueViolation } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { requireBookablePsychologist, type BookablePsychologist } from '../../availability/availability.service.ts';
import * as appointmentStatus from '../status/appointment-status.service.ts';
import { isLateForPatient } from '../status/cancellation-status.ts';
import { planSeries, type SeriesRequest } from './series-plan.ts';
import { notifySeries } from './series-mails.ts';
import { lockAgenda } from '../booking/appointments.repository.ts';
import * as repository from './series.repository.ts';

/**
 * Weekly series (issue 15). The preview and the booking run the same checks (series-plan.ts); the
 * booking runs them again inside its transaction, after taking the psychologist's agenda, and books every
 * free week there. The unique index on live slots still settles any race that gets past that: a unique
 * violation rolls the whole transaction back (nothing of the series is kept) and the preview-and-book runs
 * once more from scratch, so the weeks taken meanwhile are reported as 'Horário ocupado'; a second
 * violation is answered with a conflict and books nothing.
 */

export interface SeriesResult {
  seriesId: number | null;
  weeks: SeriesWeek[];
  booked: number;
}

type Agenda = (db: Db) => Promise<BookablePsychologist>;

function bookableAgenda(psychologistId: number): Agenda {
  return (db) => requireBookablePsychologist(db, psychologistId);
}

/** The psychologist books from their own agenda, listed in the directory or not. */
export function ownAgenda(psychologistId: number): Agenda {
  return async (db) => {
    const agenda = await repository.selectOwnAgenda(db, psychologistId);
    if (!agenda) throw new DomainError('NOT_FOUND', appointmentMessages.psychologistNotFound);
    return agenda;
  };
}

export async function preview(services: AppServices, agenda: Agenda, request: SeriesRequest): Promise<SeriesResult> {
  const psychologist = await agenda(services.db);
  const weeks = await planSeries(services, psychologist, request);
  return { seriesId: null, weeks, booked: 0 };
}

async function bookOnce(services: AppServices, agenda: Agenda, psychologistId: number, request: SeriesRequest): Promise<SeriesResult> {
  return services.db.transaction().execute(async (trx: Db) => {
    await lockAgenda(trx, psychologistId);
    const psychologist = await agenda(trx);
    const weeks = await planSeries({ ...services, db: trx }, psychologist, request);
    const free = weeks.filter((week) => week.free);
    if (free.length === 0) throw new DomainError('CONFLICT', seriesMessages.nothingFree, { reason: 'SLOT_TAKEN' });
    const seriesId = await repository.insertSeries(trx, {
      patientId: request.patientId,
      psychologistId,
      createdByRole: request.reader,
      weeks: request.weeks,
    });
    for (const week of free) {
      // Price and notice are copied onto each occurrence, as for a single booking.
      week.appointmentId = await appointmentStatus.schedule(trx, {
        patientId: request.patientId,
        psychologistId,
        startsAt: week.startsAt,
        endsAt: new Date(Date.parse(week.startsAt) + psychologist.consultationMinutes * 60_000).toISOString(),
        priceCents: psychologist.hourlyRateCents,
        seriesId,
      });
    }
    await notifySeries(services, trx, {
      appointmentIds: free.map((week) => week.appointmentId ?? 0),
      kind: 'booked',
      by: request.reader,
    });
    return { seriesId, weeks, booked: free.length };
  });
}

export async function book(services: AppServices, agenda: Agenda, psychologistId: number, request: SeriesRequest): Promise<SeriesResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await bookOnce(services, agenda, psychologistId, request);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= 2) throw new DomainError('CONFLICT', seriesMessages.changedMeanwhile, { reason: 'SLOT_TAKEN' });
    }
  }
}

function patientRequest(patientId: number, input: z.output<typeof seriesInput>): SeriesRequest {
  return { patientId, startsAt: new Date(input.startsAt).toISOString(), weeks: input.weeks, reader: 'patient' };
}

export function previewForPatient(services: AppServices, patientId: number, input: z.output<typeof seriesInput>) {
  return preview(services, bookableAgenda(input.psychologistId), patientRequest(patientId, input));
}

export function bookForPatient(services: AppServices, patientId: number, input: z.output<typeof seriesInput>) {
  return book(services, bookableAgenda(input.psychologistId), input.psychologistId, patientRequest(patientId, input));
}

async function restOfSeries(db: Db, appointmentId: number, owner: { patientId: number } | { psychologistId: number }) {
  const appointment = await repository.selectSeriesOf(db, appointmentId, owner);
  if (!appointment) throw new DomainError('NOT_FOUND', appointmentMessages.appointmentNotFound);
  if (appointment.seriesId === null) throw new DomainError('BAD_REQUEST', seriesMessages.seriesNotFound);
  if (appointment.status !== 'scheduled') throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
  return repository.selectScheduledFrom(db, appointment.seriesId, appointment.startsAt);
}

/**
 * 'Cancelar esta e as próximas' by the patient: every scheduled occurrence from this one on, each with its
 * own notice (only those inside it become late_cancelled). If any is late, the patient must have seen the
 * warning (`acceptLate`), else LATE_CANCELLATION with how many are late. One transaction: all or none.
 */
export async function cancelRestForPatient(services: AppServices, patientId: number, input: z.output<typeof cancelRestInput>) {
  const now = services.now();
  return services.db.transaction().execute(async (trx: Db) => {
    const rest = await restOfSeries(trx, input.appointmentId, { patientId });
    const occurrences = rest.map((row) => ({ ...row, psychologistActive: row.psychologistIsActive === 1 }));
    const first = occurrences[0];
    if (!first || !appointmentStatus.isCancellable(first, now)) {
      throw new DomainError('CONFLICT', appointmentMessages.cannotCancelStarted);
    }
    const late = occurrences.filter((row) => isLateForPatient(row, now));
    if (late.length > 0 && !input.acceptLate) {
      const notice = late[0]?.cancellationNoticeHours ?? 0;
      throw new DomainError('CONFLICT', seriesMessages.lateRestWarning(late.length, notice), { reason: 'LATE_CANCELLATION' });
    }
    for (const occurrence of occurrences) {
      await appointmentStatus.cancelByPatient({ db: trx, now: () => now }, patientId, occurrence, true);
    }
    await notifySeries(services, trx, { appointmentIds: occurrences.map((row) => row.id), kind: 'cancelled', by: 'patient' });
    return { cancelled: occurrences.length, lateCancelled: late.length };
  });
}

/** The psychologist cancels this occurrence and the later ones with one reason; never counted against the patient. */
export async function cancelRestForPsychologist(
  services: AppServices,
  psychologistId: number,
  input: z.output<typeof psychologistCancelRestInput>,
) {
  const now = services.now();
  return services.db.transaction().execute(async (trx: Db) => {
    const rest = await restOfSeries(trx, input.appointmentId, { psychologistId });
    if (rest.length === 0 || !appointmentStatus.isCancellable(rest[0] ?? { status: 'cancelled', startsAt: '' }, now)) {
      throw new DomainError('CONFLICT', appointmentMessages.cannotCancelStarted);
    }
    for (const occurrence of rest) {
      await appointmentStatus.cancelByPsychologist(trx, now, psychologistId, occurrence, input.reason);
    }
    await notifySeries(services, trx, {
      appointmentIds: rest.map((row) => row.id),
      kind: 'cancelled',
      by: 'psychologist',
      reason: input.reason,
      bookAgainUrl: `${services.config.publicUrl}/psychologist/${psychologistId}`,
    });
    return { cancelled: rest.length, lateCancelled: 0 };
  });
}
