import { sql } from 'kysely';
import { engineOf, type Db } from '../../../db/connection.ts';
import { preparedQuery } from '../../../db/prepared-query.ts';
import { cancelledStatuses, type AppointmentStatus } from '@acolhe/shared/appointments';
import { earliestStartRunningAt } from '../../availability/overlap-window.ts';

/**
 * Takes the psychologist's agenda for the rest of the transaction: bookings of one psychologist (single
 * or series) then run one after another, each reading the appointments the one before committed. The
 * appointments' own triggers bump the same row at insert time anyway (migration 0600), so taking it first
 * only moves the wait to the start and avoids two multi-row bookings deadlocking on it. An UPDATE locks
 * the row on PostgreSQL. SQLite needs nothing: its transactions begin immediate (group-commit-driver.ts),
 * holding the file's only write lock from their first statement, so they already run one after another.
 */
export async function lockAgenda(db: Db, psychologistId: number): Promise<void> {
  if (engineOf(db) === 'sqlite') return;
  await sql`update psychologist_profiles set availability_version = availability_version + 1 where user_id = ${psychologistId}`.execute(db);
}

/** Does the patient already hold a live consultation overlapping [startsAt, endsAt)? */
const patientOverlap = preparedQuery<{ patientId: number; startsAt: string; endsAt: string; earliestStart: string }>()((db, value) =>
  db
    .selectFrom('appointments')
    .select('id')
    .where('patient_id', '=', value('patientId'))
    .where('status', '=', 'scheduled')
    .where('starts_at', '<', value('endsAt'))
    .where('starts_at', '>', value('earliestStart'))
    .where('ends_at', '>', value('startsAt'))
    .limit(1),
);

export async function patientHasOverlap(db: Db, patientId: number, startsAt: string, endsAt: string) {
  const rows = await patientOverlap(db, { patientId, startsAt, endsAt, earliestStart: earliestStartRunningAt(startsAt) });
  return rows.length > 0;
}

function patientAppointments(db: Db) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .innerJoin('psychologist_profiles as profile', 'profile.user_id', 'appointments.psychologist_id')
    .leftJoin('reviews', 'reviews.appointment_id', 'appointments.id')
    .select([
      'appointments.id',
      'appointments.psychologist_id as psychologistId',
      'psychologist.name as psychologistName',
      'psychologist.is_active as psychologistIsActive',
      'profile.specialty as psychologistSpecialty',
      'profile.photo_hash as psychologistPhotoHash',
      'profile.professional_title as psychologistTitle',
      'profile.crp as psychologistCrp',
      'appointments.starts_at as startsAt',
      'appointments.ends_at as endsAt',
      'appointments.status',
      'appointments.price_cents as priceCents',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      'appointments.cancelled_by_role as cancelledByRole',
      'appointments.technical_problem_at as technicalProblemAt',
      'reviews.rating as reviewRating',
      'reviews.comment as reviewComment',
      'appointments.series_id as seriesId',
      // Where the occurrence sits in its series ('Semanal · 2 de 4'), counting cancelled ones too so the
      // numbers never shift, and whether a later one is still scheduled ('Cancelar esta e as próximas').
      (eb) =>
        eb
          .selectFrom('appointments as sibling')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('sibling.series_id', '=', 'appointments.series_id')
          .whereRef('sibling.starts_at', '<=', 'appointments.starts_at')
          .as('seriesIndex'),
      (eb) =>
        eb
          .selectFrom('appointments as sibling')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('sibling.series_id', '=', 'appointments.series_id')
          .as('seriesTotal'),
      (eb) =>
        eb
          .selectFrom('appointments as sibling')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('sibling.series_id', '=', 'appointments.series_id')
          .whereRef('sibling.starts_at', '>', 'appointments.starts_at')
          .where('sibling.status', '=', 'scheduled')
          .as('seriesLaterScheduled'),
    ]);
}

/**
 * Upcoming consultations first, soonest first (the dashboard's rule: scheduled and not yet over), then the
 * rest newest first. The 'cancelled' filter lists late cancellations too.
 */
export function selectPatientAppointments(db: Db, patientId: number, status: AppointmentStatus | null, now: string) {
  let query = patientAppointments(db).where('appointments.patient_id', '=', patientId);
  if (status === 'cancelled') query = query.where('appointments.status', 'in', cancelledStatuses);
  else if (status) query = query.where('appointments.status', '=', status);
  const upcoming = sql<number>`(appointments.status = 'scheduled' and appointments.ends_at > ${now})`;
  return query
    .orderBy(upcoming, 'desc')
    .orderBy(sql`case when ${upcoming} then appointments.starts_at end`, 'asc')
    .orderBy('appointments.starts_at', 'desc')
    .limit(500)
    .execute();
}

export function selectUpcomingForPatient(db: Db, patientId: number, now: string, limit: number) {
  return patientAppointments(db)
    .where('appointments.patient_id', '=', patientId)
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.ends_at', '>', now)
    .orderBy('appointments.starts_at', 'asc')
    .limit(limit)
    .execute();
}

export function selectRecentForPatient(db: Db, patientId: number, now: string, limit: number) {
  return patientAppointments(db)
    .where('appointments.patient_id', '=', patientId)
    .where('appointments.starts_at', '<=', now)
    .where('appointments.status', '!=', 'scheduled')
    .orderBy('appointments.starts_at', 'desc')
    .limit(limit)
    .execute();
}

// The answer of every booking, cancellation and review (prepared-query.ts).
const patientAppointment = preparedQuery<{ patientId: number; appointmentId: number }>()((db, value) =>
  patientAppointments(db).where('appointments.id', '=', value('appointmentId')).where('appointments.patient_id', '=', value('patientId')),
);

/** The appointment only when it belongs to this patient. */
export async function selectPatientAppointment(db: Db, patientId: number, appointmentId: number) {
  const [row] = await patientAppointment(db, { patientId, appointmentId });
  return row;
}

const participants = preparedQuery<{ appointmentId: number }>()((db, value) =>
  db
    .selectFrom('appointments')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .innerJoin('users as psychologist', 'psychologist.id', 'appointments.psychologist_id')
    .innerJoin('user_preferences as patientPreferences', 'patientPreferences.user_id', 'patient.id')
    .innerJoin('user_preferences as psychologistPreferences', 'psychologistPreferences.user_id', 'psychologist.id')
    .select([
      'appointments.id',
      'appointments.ends_at as endsAt',
      'appointments.ics_sequence as icsSequence',
      'patientPreferences.email_appointments as patientWantsMail',
      'psychologistPreferences.email_appointments as psychologistWantsMail',
      'patient.name as patientName',
      'patient.email as patientEmail',
      'psychologist.name as psychologistName',
      'psychologist.email as psychologistEmail',
      'psychologist.is_active as psychologistActive',
      'appointments.psychologist_id as psychologistId',
      'appointments.starts_at as startsAt',
      'appointments.status',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      'appointments.cancellation_reason as cancellationReason',
    ])
    .where('appointments.id', '=', value('appointmentId')),
);

/** Both people of an appointment, whether each wants its mail, and what its .ics needs (invitationFor). */
export async function selectParticipants(db: Db, appointmentId: number) {
  const [row] = await participants(db, { appointmentId });
  if (!row) throw new Error(`appointment ${appointmentId} not found`);
  return row;
}

export async function insertReview(
  db: Db,
  review: { appointmentId: number; patientId: number; psychologistId: number; rating: number; comment: string | null },
) {
  await db
    .insertInto('reviews')
    .values({
      appointment_id: review.appointmentId,
      patient_id: review.patientId,
      psychologist_id: review.psychologistId,
      rating: review.rating,
      comment: review.comment,
    })
    .execute();
  await db
    .updateTable('psychologist_profiles')
    .set((eb) => ({
      rating_total: eb('rating_total', '+', review.rating),
      reviews_count: eb('reviews_count', '+', 1),
    }))
    .where('user_id', '=', review.psychologistId)
    .execute();
}

/** The state of an appointment only when it is this psychologist's. */
export function selectPsychologistAppointment(db: Db, psychologistId: number, appointmentId: number) {
  return db
    .selectFrom('appointments')
    .select(['id', 'status', 'starts_at as startsAt'])
    .where('id', '=', appointmentId)
    .where('psychologist_id', '=', psychologistId)
    .executeTakeFirst();
}
