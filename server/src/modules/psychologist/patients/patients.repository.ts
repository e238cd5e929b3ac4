import type { Db } from '../../../db/connection.ts';
import { containsText } from '../../../db/text-search.ts';

/**
 * The patients of one psychologist (anyone with an appointment with them, whatever its status), each with
 * what their consultations with this psychologist add up to at `now`.
 */
function patientsOf(db: Db, psychologistId: number, now: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('users', 'users.id', 'appointments.patient_id')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.anonymised_at as anonymisedAt',
      eb.fn
        .count<number>('appointments.id')
        .filterWhere('appointments.status', '=', 'completed')
        .as('completedSessions'),
      eb.fn
        .max<string | null>('appointments.starts_at')
        .filterWhere('appointments.status', '=', 'completed')
        .as('lastSessionAt'),
      eb.fn
        .min<string | null>('appointments.starts_at')
        .filterWhere((filter) =>
          filter.and([
            filter('appointments.status', '=', 'scheduled'),
            filter('appointments.ends_at', '>', now),
          ]),
        )
        .as('nextSessionAt'),
    ])
    .where('appointments.psychologist_id', '=', psychologistId)
    // Grouped by the users' key (the same patient): PostgreSQL then lets the users' columns be selected.
    .groupBy('users.id');
}

export function selectPatients(db: Db, psychologistId: number, now: string, search: string | undefined) {
  let query = patientsOf(db, psychologistId, now);
  if (search) query = query.where(containsText(['users.name', 'users.email'], search));
  return query.execute();
}

export function selectPatient(db: Db, psychologistId: number, patientId: number, now: string) {
  return patientsOf(db, psychologistId, now)
    .where('appointments.patient_id', '=', patientId)
    .executeTakeFirst();
}

/** Whether the account may sign in (an admin has not deactivated it). */
export async function isAccountActive(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_active').where('id', '=', userId).executeTakeFirst();
  return row?.is_active === 1;
}

export async function hasBooked(db: Db, psychologistId: number, patientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('psychologist_id', '=', psychologistId)
    .where('patient_id', '=', patientId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type PatientRow = Awaited<ReturnType<typeof selectPatients>>[number];

/** Every consultation between the two, newest first. */
export function selectConsultations(db: Db, psychologistId: number, patientId: number) {
  return db
    .selectFrom('appointments')
    .select([
      'id',
      'starts_at as startsAt',
      'ends_at as endsAt',
      'status',
      'price_cents as priceCents',
      'cancellation_notice_hours as cancellationNoticeHours',
    ])
    .where('psychologist_id', '=', psychologistId)
    .where('patient_id', '=', patientId)
    .orderBy('starts_at', 'desc')
    .execute();
}
