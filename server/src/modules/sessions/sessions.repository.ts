import type { Db } from '../../db/connection.ts';
import type { SessionAttendanceTable } from '../../db/schema.ts';

/** One appointment with the people in it, whoever asks (the access rule decides who may see it). */
export function selectSessionAppointment(db: Db, appointmentId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .leftJoin('psychologist_profiles as profile', 'profile.user_id', 'appointments.psychologist_id')
    .select([
      'appointments.id',
      'appointments.patient_id as patientId',
      'appointments.psychologist_id as psychologistId',
      'appointments.starts_at as startsAt',
      'appointments.ends_at as endsAt',
      'appointments.status',
      'patient.name as patientName',
      'psychologist.name as psychologistName',
      'profile.specialty as psychologistSpecialty',
      'profile.photo_hash as psychologistPhotoHash',
      'profile.professional_title as psychologistTitle',
      'profile.crp as psychologistCrp',
    ])
    .where('appointments.id', '=', appointmentId)
    .executeTakeFirst();
}

export type SessionAppointment = NonNullable<Awaited<ReturnType<typeof selectSessionAppointment>>>;

export interface AttendanceEvent {
  appointmentId: number;
  userId: number;
  event: SessionAttendanceTable['event'];
  source: SessionAttendanceTable['source'];
  at: string;
}

export async function insertAttendance(db: Db, row: AttendanceEvent) {
  await db
    .insertInto('session_attendance')
    .values({
      appointment_id: row.appointmentId,
      user_id: row.userId,
      event: row.event,
      source: row.source,
      at: row.at,
    })
    .execute();
}
