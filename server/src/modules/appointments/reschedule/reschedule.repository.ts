import type { Db } from '../../../db/connection.ts';
import { earliestStartRunningAt } from '../../availability/overlap-window.ts';

export interface AttendanceEvent {
  userId: number;
  event: 'join' | 'leave';
  at: string;
}

/** The patient's appointment with what the reschedule rules read; only when it is this patient's. */
export function selectReschedulable(db: Db, patientId: number, appointmentId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .leftJoin('reviews', 'reviews.appointment_id', 'appointments.id')
    .select([
      'appointments.id',
      'appointments.patient_id as patientId',
      'appointments.psychologist_id as psychologistId',
      'appointments.starts_at as startsAt',
      'appointments.status',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      'appointments.cancelled_by_role as cancelledByRole',
      'appointments.technical_problem_at as technicalProblemAt',
      'psychologist.is_active as psychologistActive',
      'reviews.rating as reviewRating',
    ])
    .where('appointments.id', '=', appointmentId)
    .where('appointments.patient_id', '=', patientId)
    .executeTakeFirst();
}

/** Does the patient hold another live consultation overlapping [startsAt, endsAt)? */
export async function patientHasOtherOverlap(db: Db, patientId: number, appointmentId: number, startsAt: string, endsAt: string) {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('id', '!=', appointmentId)
    .where('status', '=', 'scheduled')
    .where('starts_at', '<', endsAt)
    .where('starts_at', '>', earliestStartRunningAt(startsAt))
    .where('ends_at', '>', startsAt)
    .executeTakeFirst();
  return row !== undefined;
}

/** The reminder links of the old time stop working: marked used, so they answer as a used link does. */
export async function revokeUnusedLinks(db: Db, appointmentId: number, at: string): Promise<void> {
  await db
    .updateTable('appointment_links')
    .set({ used_at: at })
    .where('appointment_id', '=', appointmentId)
    .where('used_at', 'is', null)
    .execute();
}

export async function selectAttendanceEvents(db: Db, appointmentIds: number[]): Promise<Map<number, AttendanceEvent[]>> {
  const byAppointment = new Map<number, AttendanceEvent[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .selectFrom('session_attendance')
    .select(['appointment_id as appointmentId', 'user_id as userId', 'event', 'at'])
    .where('appointment_id', 'in', appointmentIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId) ?? [];
    list.push({ userId: row.userId, event: row.event, at: row.at });
    byAppointment.set(row.appointmentId, list);
  }
  return byAppointment;
}

/** The psychologist's own started consultation, for 'Problema técnico'. */
export function selectPsychologistStarted(db: Db, psychologistId: number, appointmentId: number) {
  return db
    .selectFrom('appointments')
    .select(['id', 'status', 'starts_at as startsAt', 'technical_problem_at as technicalProblemAt'])
    .where('id', '=', appointmentId)
    .where('psychologist_id', '=', psychologistId)
    .executeTakeFirst();
}

/** Sets 'Problema técnico' once; a second mark keeps the first instant. True when this call set it. */
export async function markTechnicalProblem(db: Db, appointmentId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ technical_problem_at: at })
    .where('id', '=', appointmentId)
    .where('technical_problem_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
