import { isLateCancellation, type AppointmentStatus } from '@acolhe/shared/appointments';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { psychologistAbsentReason, rescheduleMessages } from '@acolhe/shared/reschedule';
import { sessionMessages } from '@acolhe/shared/sessions';
import { joinWindowOf } from '@acolhe/shared/time';
import type { Db } from '../../db/connection.ts';
import { DomainError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import * as repository from './appointment-status.repository.ts';

/**
 * The one owner of an appointment's status; no other module writes it. An appointment is born scheduled
 * (booking) and leaves that state once: cancelled or late_cancelled (by its patient, with the notice copied
 * at booking deciding which), cancelled (by its psychologist with a reason, with the patient's account, or
 * by the sweep when the psychologist never came: role 'system'), completed or no_show (by the
 * psychologist's hand, or by the attendance sweep). Every cancellation stores when, who (user and role)
 * and why. Every such write applies only to a still scheduled appointment, so a status settled meanwhile
 * is never overwritten.
 *
 * The one way back to scheduled is the patient's reschedule (reschedule.service.ts decides when it is
 * allowed): a scheduled appointment moves to another time and stays scheduled; one whose video failed
 * (completed, no_show or still scheduled after its start) or that the sweep cancelled ('system') moves to
 * a new time and is scheduled again, its cancellation and technical problem cleared. It is the same row
 * (same .ics UID, SEQUENCE + 1), moved by one conditional UPDATE that must find it as the caller saw it.
 * A failed session rescheduled is no longer completed, so it leaves revenue and attendance figures until
 * the new session is settled in its turn.
 *
 * The attendance sweep settles a scheduled appointment once its join window has closed, reading only the
 * joins recorded inside its current window (so a session held before a reschedule never settles the new
 * one). In this order:
 * 1. both participants joined → completed (the session took place; a short one is a video failure the
 *    patient may reschedule at no cost, shared/src/reschedule.ts);
 * 2. the psychologist never joined, or their account was deactivated → cancelled by 'system' with the
 *    reason 'O profissional não entrou na sessão'; it never counts against the patient, even one who did
 *    not come either, and the patient is e-mailed an offer to reschedule at no cost;
 * 3. the psychologist joined and the patient never did → no_show.
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
 * Whether the patient's cancellation would now be late: less than the notice copied at booking is left,
 * and the psychologist can still see them (one who was deactivated never holds a cancellation against
 * the patient, as decisions.md says of the sweep's).
 */
export function isLateForPatient(
  appointment: Pick<AppointmentState, 'startsAt'> & { cancellationNoticeHours: number; psychologistActive: boolean },
  now: Date,
): boolean {
  return appointment.psychologistActive && isLateCancellation(appointment.startsAt, appointment.cancellationNoticeHours, now);
}

/**
 * The patient cancels before the start: with at least the appointment's notice left it is cancelled,
 * later it is late_cancelled, which the patient must have been warned of (`acceptLate`): a notice that
 * ran out while the confirmation was open is refused with LATE_CANCELLATION, to be confirmed again.
 */
export async function cancelByPatient(
  services: Pick<AppServices, 'db' | 'now'>,
  patientId: number,
  appointment: AppointmentState & { cancellationNoticeHours: number; psychologistActive: boolean },
  acceptLate: boolean,
): Promise<void> {
  if (appointment.status !== 'scheduled') throw new DomainError('CONFLICT', appointmentMessages.notScheduled);
  const now = services.now();
  if (!isCancellable(appointment, now))
    throw new DomainError('CONFLICT', appointmentMessages.cannotCancelStarted);
  const notice = appointment.cancellationNoticeHours;
  const late = isLateForPatient(appointment, now);
  if (late && !acceptLate) {
    throw new DomainError('CONFLICT', appointmentMessages.lateNeedsConfirmation(notice), { reason: 'LATE_CANCELLATION' });
  }
  const result = await repository.markCancelled(services.db, [appointment.id], {
    status: late ? 'late_cancelled' : 'cancelled',
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
    status: 'cancelled',
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

export interface SweepCounts {
  completed: number;
  noShow: number;
  cancelled: number;
}

export interface SweptAppointment {
  id: number;
  patientId: number;
  psychologistId: number;
  startsAt: string;
  psychologistActive: number;
}

/** The sweep's rules (see the header) for one appointment, from the joins recorded for it. */
export function sweepOutcome(
  appointment: SweptAppointment,
  joins: { userId: number; at: string }[],
): 'completed' | 'no_show' | 'cancelled' {
  const { opensAt, closesAt } = joinWindowOf(appointment.startsAt);
  const joinedInWindow = (userId: number) =>
    joins.some((join) => join.userId === userId && Date.parse(join.at) >= opensAt.getTime() && Date.parse(join.at) <= closesAt.getTime());
  const psychologistJoined = joinedInWindow(appointment.psychologistId);
  if (psychologistJoined && joinedInWindow(appointment.patientId)) return 'completed';
  if (!psychologistJoined || appointment.psychologistActive !== 1) return 'cancelled';
  return 'no_show';
}

const chunkSize = 500;

function chunks<Item>(items: Item[]): Item[][] {
  const result: Item[][] = [];
  for (let index = 0; index < items.length; index += chunkSize) result.push(items.slice(index, index + chunkSize));
  return result;
}

/**
 * The attendance sweep for scheduled appointments that started before `startedBefore` (their window has
 * closed), in one transaction; `afterCancelled` writes the e-mails of the ones cancelled by 'system' in it.
 */
export function settleFromAttendance(
  db: Db,
  startedBefore: string,
  now: Date,
  afterCancelled: (trx: Db, appointmentIds: number[]) => Promise<void>,
): Promise<SweepCounts> {
  return db.transaction().execute(async (trx) => {
    const counts: SweepCounts = { completed: 0, noShow: 0, cancelled: 0 };
    const unsettled = await repository.selectUnsettled(trx, startedBefore);
    for (const batch of chunks(unsettled)) {
      const joins = await repository.selectJoins(trx, batch.map((row) => row.id));
      const ids = { completed: [] as number[], no_show: [] as number[], cancelled: [] as number[] };
      for (const row of batch) {
        ids[sweepOutcome(row, joins.filter((join) => join.appointmentId === row.id))].push(row.id);
      }
      if (ids.completed.length > 0) counts.completed += Number((await repository.markOutcomes(trx, ids.completed, 'completed')).numUpdatedRows);
      if (ids.no_show.length > 0) counts.noShow += Number((await repository.markOutcomes(trx, ids.no_show, 'no_show')).numUpdatedRows);
      if (ids.cancelled.length > 0) {
        const cancelled = await repository.markCancelled(trx, ids.cancelled, {
          status: 'cancelled',
          at: now.toISOString(),
          by: null,
          role: 'system',
          reason: psychologistAbsentReason,
        });
        counts.cancelled += Number(cancelled.numUpdatedRows);
        await afterCancelled(trx, ids.cancelled);
      }
    }
    return counts;
  });
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
