import type { Db } from '../../../db/connection.ts';

/** The psychologist's appointments starting in [start, end), any status, oldest first. */
export function selectConsultationsBetween(db: Db, psychologistId: number, start: string, end: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.patient_id')
    .select([
      'appointments.starts_at as startsAt',
      'appointments.status',
      'appointments.price_cents as priceCents',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      'users.name as patientName',
    ])
    .where('appointments.psychologist_id', '=', psychologistId)
    .where('appointments.starts_at', '>=', start)
    .where('appointments.starts_at', '<', end)
    .orderBy('appointments.starts_at')
    .orderBy('appointments.id')
    .execute();
}

export type ConsultationRow = Awaited<ReturnType<typeof selectConsultationsBetween>>[number];

/** The notice the psychologist asks for now (the late-cancellation card names it). */
export async function selectCancellationNotice(db: Db, psychologistId: number): Promise<number> {
  const row = await db
    .selectFrom('psychologist_profiles')
    .select('cancellation_notice_hours as hours')
    .where('user_id', '=', psychologistId)
    .executeTakeFirstOrThrow();
  return row.hours;
}
