import { appointmentMessages, type AppointmentStatus } from '@acolhe/shared/appointments';
import { sessionMessages } from '@acolhe/shared/sessions';
import type { Db } from '../../db/connection.ts';
import { DomainError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import * as repository from './appointment-status.repository.ts';

/**
 * The one owner of an appointment's status; no other module writes it. An appointment is born scheduled
 * (booking) and leaves that state once: cancelled (by its patient, or with the patient's account),
 * completed or no_show (by the psychologist's hand, or by the attendance sweep). Every write applies only
 * to a still scheduled appointment, so a status settled meanwhile is never overwritten.
 */

interface AppointmentState {
  id: number;
  status: AppointmentStatus;
  startsAt: string;
}

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

export async function cancelByPatient(
  services: Pick<AppServices, 'db' | 'now'>,
  patientId: number,
  appointment: AppointmentState,
): Promise<void> {
  if (appointment.status !== 'scheduled') throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
  const now = services.now();
  if (!isCancellable(appointment, now))
    throw new DomainError('CONFLICT', appointmentMessages.cannotCancelStarted);
  const result = await repository.markCancelled(services.db, [appointment.id], {
    by: patientId,
    at: now.toISOString(),
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
  await repository.markCancelled(db, appointmentIds, { by: patientId, at });
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
 * The attendance sweep's two rules for scheduled appointments that started before `startedBefore`:
 * both participants joined → completed; the patient never joined → no_show. Anything else stays scheduled.
 */
export function settleFromAttendance(
  db: Db,
  startedBefore: string,
): Promise<{ completed: number; noShow: number }> {
  return db.transaction().execute(async (trx) => {
    const completed = await repository.completeAttended(trx, startedBefore);
    const noShow = await repository.markAbsentPatients(trx, startedBefore);
    return { completed: Number(completed.numUpdatedRows), noShow: Number(noShow.numUpdatedRows) };
  });
}
