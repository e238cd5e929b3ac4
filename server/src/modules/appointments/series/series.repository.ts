import type { Db } from '../../../db/connection.ts';
import { earliestStartRunningAt } from '../../availability/overlap-window.ts';

export async function insertSeries(
  db: Db,
  row: { patientId: number; psychologistId: number; createdByRole: 'patient' | 'psychologist'; weeks: number },
): Promise<number> {
  const inserted = await db
    .insertInto('appointment_series')
    .values({
      patient_id: row.patientId,
      psychologist_id: row.psychologistId,
      created_by_role: row.createdByRole,
      weeks: row.weeks,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The patient's live consultations touching [from, to): a new occurrence may overlap none of them. */
export function selectPatientBusy(db: Db, patientId: number, from: string, to: string) {
  return db
    .selectFrom('appointments')
    .select(['starts_at as startsAt', 'ends_at as endsAt'])
    .where('patient_id', '=', patientId)
    .where('status', '=', 'scheduled')
    .where('starts_at', '<', to)
    .where('starts_at', '>', earliestStartRunningAt(from))
    .where('ends_at', '>', from)
    .execute();
}

/** The psychologist's own booking rules, whether or not their profile is listed in the directory. */
export function selectOwnAgenda(db: Db, psychologistId: number) {
  return db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'psychologist_profiles.specialty',
      'psychologist_profiles.hourly_rate_cents as hourlyRateCents',
      'psychologist_profiles.consultation_minutes as consultationMinutes',
      'psychologist_profiles.interval_minutes as intervalMinutes',
      'psychologist_profiles.availability_version as availabilityVersion',
    ])
    .where('users.id', '=', psychologistId)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

/** The scheduled occurrences of a series from `startsAt` on (this one and the later ones), soonest first. */
export function selectScheduledFrom(db: Db, seriesId: number, startsAt: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .select([
      'appointments.id',
      'appointments.patient_id as patientId',
      'appointments.psychologist_id as psychologistId',
      'appointments.status',
      'appointments.starts_at as startsAt',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      'psychologist.is_active as psychologistIsActive',
    ])
    .where('appointments.series_id', '=', seriesId)
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.starts_at', '>=', startsAt)
    .orderBy('appointments.starts_at')
    .execute();
}

/** The series of an appointment, only when it is this participant's. */
export function selectSeriesOf(db: Db, appointmentId: number, owner: { patientId: number } | { psychologistId: number }) {
  let query = db
    .selectFrom('appointments')
    .select(['id', 'series_id as seriesId', 'starts_at as startsAt', 'status'])
    .where('id', '=', appointmentId);
  query = 'patientId' in owner ? query.where('patient_id', '=', owner.patientId) : query.where('psychologist_id', '=', owner.psychologistId);
  return query.executeTakeFirst();
}
