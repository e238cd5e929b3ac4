import { sql } from 'kysely';
import type { CancelledByRole } from '@acolhe/shared/appointments';
import type { Db } from '../../db/connection.ts';
import { bumpedIcsSequence } from '../calendar/ics-sequence.ts';

/** The only SQL that writes appointments.status (its owner is appointment-status.service.ts). */
export function insertScheduled(
  db: Db,
  row: { patientId: number; psychologistId: number; startsAt: string; endsAt: string; priceCents: number; seriesId?: number },
) {
  return db
    .insertInto('appointments')
    .values({
      patient_id: row.patientId,
      psychologist_id: row.psychologistId,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      price_cents: row.priceCents,
      status: 'scheduled',
      series_id: row.seriesId ?? null,
      // The company is copied at booking, so billing history survives the patient leaving it.
      company_id: (eb) => eb.selectFrom('users').select('company_id').where('id', '=', row.patientId),
      // So is the notice: a later change of the psychologist's policy never reaches an existing booking.
      cancellation_notice_hours: (eb) =>
        eb.selectFrom('psychologist_profiles').select('cancellation_notice_hours').where('user_id', '=', row.psychologistId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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

function joined(column: 'appointments.patient_id' | 'appointments.psychologist_id') {
  return sql<boolean>`exists (select 1 from session_attendance
    where session_attendance.appointment_id = appointments.id
      and session_attendance.user_id = ${sql.ref(column)}
      and session_attendance.event = 'join')`;
}

/** Scheduled appointments that started before `startedBefore` and both participants joined become completed. */
export function completeAttended(db: Db, startedBefore: string) {
  return stillScheduled(db)
    .set({ status: 'completed' })
    .where('starts_at', '<', startedBefore)
    .where(joined('appointments.patient_id'))
    .where(joined('appointments.psychologist_id'))
    .executeTakeFirst();
}

/** Scheduled appointments that started before `startedBefore` and the patient never joined become no-shows. */
export function markAbsentPatients(db: Db, startedBefore: string) {
  return stillScheduled(db)
    .set({ status: 'no_show' })
    .where('starts_at', '<', startedBefore)
    .where(sql<boolean>`not ${joined('appointments.patient_id')}`)
    .executeTakeFirst();
}
