import type { AppointmentStatus, CancelledByRole } from '@acolhe/shared/appointments';
import type { Db } from '../../../db/connection.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { bumpedIcsSequence } from '../../calendar/ics-sequence.ts';

const scheduled = preparedQuery<{
  patientId: number;
  psychologistId: number;
  startsAt: string;
  endsAt: string;
  priceCents: number;
  seriesId: number | null;
}>()((db, value) =>
  db
    .insertInto('appointments')
    .values({
      patient_id: value('patientId'),
      psychologist_id: value('psychologistId'),
      starts_at: value('startsAt'),
      ends_at: value('endsAt'),
      price_cents: value('priceCents'),
      status: 'scheduled',
      series_id: value('seriesId'),
      // The company is copied at booking, so billing history survives the patient leaving it; only an
      // active one pays: while an admin has it paused, its employees book on their own account.
      company_id: (eb) =>
        eb
          .selectFrom('users')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .select('users.company_id')
          .where('users.id', '=', value('patientId'))
          .where('companies.status', '=', 'active')
          .where('companies.deleted_at', 'is', null),
      // So is the notice: a later change of the psychologist's policy never reaches an existing booking.
      cancellation_notice_hours: (eb) =>
        eb.selectFrom('psychologist_profiles').select('cancellation_notice_hours').where('user_id', '=', value('psychologistId')),
    })
    .returning('id'),
);

/** The only SQL that writes appointments.status (its owner is appointment-status.service.ts). */
export async function insertScheduled(
  db: Db,
  row: { patientId: number; psychologistId: number; startsAt: string; endsAt: string; priceCents: number; seriesId?: number },
) {
  const [inserted] = await scheduled(db, { ...row, seriesId: row.seriesId ?? null });
  if (!inserted) throw new Error('the appointment was not inserted');
  return inserted;
}

/** Every change leaves 'scheduled' and only from it, so a status settled meanwhile is never overwritten. */
function stillScheduled(db: Db) {
  return db.updateTable('appointments').where('status', '=', 'scheduled');
}

export interface Cancellation {
  status: 'cancelled' | 'late_cancelled';
  at: string;
  /** The user who cancelled; null for the platform. */
  by: number | null;
  role: CancelledByRole;
  reason: string;
}

export function markCancelled(db: Db, appointmentIds: number[], cancellation: Cancellation) {
  return stillScheduled(db)
    .set({
      status: cancellation.status,
      cancelled_at: cancellation.at,
      cancelled_by: cancellation.by,
      cancelled_by_role: cancellation.role,
      cancellation_reason: cancellation.reason,
      // Calendars holding the event must see the cancellation as its newer version.
      ics_sequence: bumpedIcsSequence(),
    })
    .where('id', 'in', appointmentIds)
    .executeTakeFirst();
}

export function markOutcome(db: Db, appointmentId: number, outcome: 'completed' | 'no_show') {
  return stillScheduled(db).set({ status: outcome }).where('id', '=', appointmentId).executeTakeFirst();
}

/** Scheduled appointments that started before `startedBefore`, with what the sweep's rules read. */
export function selectUnsettled(db: Db, startedBefore: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .select([
      'appointments.id',
      'appointments.patient_id as patientId',
      'appointments.psychologist_id as psychologistId',
      'appointments.starts_at as startsAt',
      'psychologist.is_active as psychologistActive',
    ])
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.starts_at', '<', startedBefore)
    .orderBy('appointments.id')
    .execute();
}

/** Every join recorded for these appointments (the sweep keeps those inside each one's current window). */
export function selectJoins(db: Db, appointmentIds: number[]) {
  return db
    .selectFrom('session_attendance')
    .select(['appointment_id as appointmentId', 'user_id as userId', 'at'])
    .where('appointment_id', 'in', appointmentIds)
    .where('event', '=', 'join')
    .execute();
}

export function markOutcomes(db: Db, appointmentIds: number[], outcome: 'completed' | 'no_show') {
  return stillScheduled(db).set({ status: outcome }).where('id', 'in', appointmentIds).executeTakeFirst();
}

/** Where a reschedule moves an appointment from: the state the caller checked, which must still hold. */
export interface Move {
  appointmentId: number;
  from: { status: AppointmentStatus; startsAt: string };
  startsAt: string;
  endsAt: string;
}

/**
 * One statement takes the new slot and frees the old one: the row gets its new times and is scheduled
 * again, so the live-slot unique index refuses it (and leaves the row as it was) when the new slot is
 * taken. The .ics SEQUENCE grows; what belonged to the old time (reminders sent, presence confirmed,
 * a technical problem, a cancellation) is cleared so the new time is treated as new.
 */
export function moveToSlot(db: Db, move: Move) {
  return db
    .updateTable('appointments')
    .set({
      status: 'scheduled',
      starts_at: move.startsAt,
      ends_at: move.endsAt,
      ics_sequence: bumpedIcsSequence(),
      reminder_24h_sent_at: null,
      reminder_1h_sent_at: null,
      confirmed_at: null,
      technical_problem_at: null,
      cancelled_at: null,
      cancelled_by: null,
      cancelled_by_role: null,
      cancellation_reason: null,
    })
    .where('id', '=', move.appointmentId)
    .where('status', '=', move.from.status)
    .where('starts_at', '=', move.from.startsAt)
    .executeTakeFirst();
}
