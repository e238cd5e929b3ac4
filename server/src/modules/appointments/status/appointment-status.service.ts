import type { AppointmentStatus } from '@acolhe/shared/appointments';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { rescheduleMessages } from '@acolhe/shared/reschedule';
import { sessionMessages } from '@acolhe/shared/sessions';
import type { Db } from '../../../db/connection.ts';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import * as repository from './appointment-status.repository.ts';
import { cancellationStatus, type CancellationNotice } from './cancellation-status.ts';

/**
 * The one owner of an appointment's status, with attendance-sweep.ts for the sweep's writes; no other
 * module writes it. An appointment is born scheduled (booking) and leaves that state once: cancelled or
 * late_cancelled (by its patient, with the notice copied at booking deciding which), cancelled (by its
 * psychologist with a reason, with the patient's account, or by the sweep when the psychologist never
 * came: role 'system'), completed or no_show (by the psychologist's hand, or by the attendance sweep).
 * Every cancellation stores when, who (user and role) and why. Every such write applies only to a still
 * scheduled appointment, so a status settled meanwhile is never overwritten.
 *
 * The one way back to scheduled is the patient's reschedule (reschedule.service.ts decides when it is
 * allowed): a scheduled appointment moves to another time and stays scheduled; one whose video failed
 * (completed, no_show or still scheduled after its start) or that the sweep cancelled ('system') moves to
 * a new time and is scheduled again, its cancellation and technical problem cleared. It is the same row
 * (same .ics UID, SEQUENCE + 1), moved by one conditional UPDATE that must find it as the caller saw it.
 * A failed session rescheduled is no longer completed, so it leaves revenue and attendance figures until
 * the new session is settled in its turn.
 *
 * The attendance sweep settles a scheduled appointment once its join window has closed: its rules, and
 * its writes through this module's repository, are in attendance-sweep.ts.
 */

interface AppointmentState {
  id: number;
  status: AppointmentStatus;
  startsAt: string;
}

/** The reasons stored when the patient cancels (the psychologist types theirs). */
export const cancellationReasons = {
  byPatient: 'Cancelada pelo paciente',
  accountDeleted: 'Conta do paciente excluída',
} as const;

function hasStarted(appointment: Pick<AppointmentState, 'startsAt'>, now: Date): boolean {
  return Date.parse(appointment.startsAt) <= now.getTime();
}

/** A patient may cancel a scheduled appointment until it starts. */
export function isCancellable(appointment: Omit<AppointmentState, 'id'>, now: Date): boolean {
  return appointment.status === 'scheduled' && !hasStarted(appointment, now);
}

/** Booking: the new appointment starts scheduled. Runs inside the booking's transaction. */
export async function schedule(
  db: Db,
  row: Parameters<typeof repository.insertScheduled>[1],
): Promise<number> {
  const inserted = await repository.insertScheduled(db, row);
  return inserted.id;
}

/**
 * The patient cancels before the start: with at least the appointment's notice left it is cancelled,
 * later it is late_cancelled, which the patient must have been warned of (`acceptLate`): a notice that
 * ran out while the confirmation was open is refused with LATE_CANCELLATION, to be confirmed again.
 */
export async function cancelByPatient(
  services: Pick<AppServices, 'db' | 'now'>,
  patientId: number,
  appointment: AppointmentState & CancellationNotice,
  acceptLate: boolean,
): Promise<void> {
  if (appointment.status !== 'scheduled') throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
  const now = services.now();
  if (!isCancellable(appointment, now))
    throw new DomainError('CONFLICT', appointmentMessages.cannotCancelStarted);
  const notice = appointment.cancellationNoticeHours;
  const status = cancellationStatus({ by: 'patient', appointment }, now);
  if (status === 'late_cancelled' && !acceptLate) {
    throw new DomainError('CONFLICT', appointmentMessages.lateNeedsConfirmation(notice), { reason: 'LATE_CANCELLATION' });
  }
  const result = await repository.markCancelled(services.db, [appointment.id], {
    status,
    at: now.toISOString(),
    by: patientId,
    role: 'patient',
    reason: cancellationReasons.byPatient,
  });
  if (result.numUpdatedRows === 0n) throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
}

/**
 * The psychologist cancels one of their consultations before it starts, with a reason. It is never
 * held against the patient: plain cancelled, cancelled_by_role psychologist. Runs in the caller's
 * transaction (the patient's e-mail is written with it).
 */
export async function cancelByPsychologist(
  db: Db,
  now: Date,
  psychologistId: number,
  appointment: AppointmentState,
  reason: string,
): Promise<void> {
  if (appointment.status !== 'scheduled') throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
  if (!isCancellable(appointment, now)) throw new DomainError('CONFLICT', appointmentMessages.cannotCancelStarted);
  const result = await repository.markCancelled(db, [appointment.id], {
    status: cancellationStatus({ by: 'psychologist' }, now),
    at: now.toISOString(),
    by: psychologistId,
    role: 'psychologist',
    reason,
  });
  if (result.numUpdatedRows === 0n) throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
}

/** Account deletion cancels the patient's upcoming appointments, inside the deletion's transaction. */
export async function cancelWithDeletedAccount(
  db: Db,
  patientId: number,
  appointmentIds: number[],
  at: string,
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await repository.markCancelled(db, appointmentIds, {
    status: 'cancelled',
    at,
    by: patientId,
    role: 'patient',
    reason: cancellationReasons.accountDeleted,
  });
}

/** The psychologist settles their own appointment by hand once it has started. */
export async function settleByPsychologist(
  services: Pick<AppServices, 'db' | 'now'>,
  appointment: AppointmentState,
  outcome: 'completed' | 'no_show',
): Promise<void> {
  if (appointment.status !== 'scheduled') throw new DomainError('CONFLICT', sessionMessages.notScheduled);
  if (!hasStarted(appointment, services.now()))
    throw new DomainError('CONFLICT', sessionMessages.notStartedYet);
  const result = await repository.markOutcome(services.db, appointment.id, outcome);
  if (result.numUpdatedRows === 0n) throw new DomainError('CONFLICT', sessionMessages.notScheduled);
}

/**
 * The patient's reschedule (reschedule.service.ts checked that it is allowed): one conditional UPDATE
 * moves the row to its new slot as scheduled. A row changed meanwhile is not found as the caller saw it;
 * a new slot taken meanwhile makes the live-slot index refuse the UPDATE (the caller answers it).
 */
export async function moveToSlot(db: Db, move: repository.Move): Promise<void> {
  const result = await repository.moveToSlot(db, move);
  if (result.numUpdatedRows === 0n) throw new DomainError('CONFLICT', rescheduleMessages.notReschedulable);
}
