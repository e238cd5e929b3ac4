import type { Db } from '../../../db/connection.ts';
import { userSearchText } from '../../../db/text-search.ts';

export function updateNameAndPhone(
  db: Db,
  user: { id: number; email: string },
  profile: { name: string; phone: string },
) {
  return db
    .updateTable('users')
    .set({
      name: profile.name,
      phone: profile.phone,
      search_text: userSearchText({ name: profile.name, email: user.email }),
    })
    .where('id', '=', user.id)
    .execute();
}

export function selectAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.created_at as createdAt',
      'companies.name as companyName',
      'companies.code as companyCode',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function selectPreferences(db: Db, userId: number) {
  return db
    .selectFrom('user_preferences')
    .select([
      'email_appointments',
      'sms_reminders',
      'marketing_emails',
      'weekly_reports',
      'public_profile',
      'show_ratings',
      'allow_messages',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function selectAppointmentsOfPatient(db: Db, patientId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .select([
      'appointments.id',
      'psychologist.name as psychologistName',
      'appointments.starts_at as startsAt',
      'appointments.ends_at as endsAt',
      'appointments.status',
      'appointments.price_cents as priceCents',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      'appointments.confirmed_at as presenceConfirmedAt',
      'appointments.cancelled_at as cancelledAt',
      'appointments.receipt_exported_at as receiptExportedAt',
      'appointments.cancelled_by_role as cancelledBy',
      'appointments.cancellation_reason as cancellationReason',
      // The weekly series it belongs to (null for a single booking).
      'appointments.series_id as seriesId',
      'appointments.technical_problem_at as technicalProblemAt',
    ])
    .where('appointments.patient_id', '=', patientId)
    .orderBy('appointments.starts_at')
    .execute();
}

/** When the patient's calendar link was made; the token itself is only stored hashed and is never exported. */
export function selectCalendarFeed(db: Db, patientId: number) {
  return db.selectFrom('calendar_feeds').select('created_at as createdAt').where('user_id', '=', patientId).executeTakeFirst();
}

export function selectReviewsOfPatient(db: Db, patientId: number) {
  return db
    .selectFrom('reviews')
    .select(['appointment_id as appointmentId', 'rating', 'comment', 'created_at as createdAt'])
    .where('patient_id', '=', patientId)
    .orderBy('created_at')
    .execute();
}

/** The patient's scheduled appointments that have not started, with whom to tell about the cancellation. */
export function selectUpcomingAppointments(db: Db, patientId: number, now: string) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .leftJoin('user_preferences', 'user_preferences.user_id', 'psychologist.id')
    .select([
      'appointments.id',
      'appointments.starts_at as startsAt',
      'psychologist.name as psychologistName',
      'psychologist.email as psychologistEmail',
      'user_preferences.email_appointments as psychologistWantsEmail',
    ])
    .where('appointments.patient_id', '=', patientId)
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.starts_at', '>', now)
    .execute();
}

/** Ratings stay (they make up psychologists' averages); the patient's own words go. */
export function clearReviewComments(db: Db, patientId: number) {
  return db.updateTable('reviews').set({ comment: null }).where('patient_id', '=', patientId).execute();
}

export function anonymiseUser(
  db: Db,
  userId: number,
  replacement: { email: string; passwordHash: string; at: string },
) {
  return db
    .updateTable('users')
    .set({
      name: 'Usuário removido',
      email: replacement.email,
      phone: '',
      password_hash: replacement.passwordHash,
      is_active: 0,
      anonymised_at: replacement.at,
      search_text: '',
      company_id: null,
    })
    .where('id', '=', userId)
    .execute();
}
