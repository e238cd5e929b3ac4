import type { Window } from '@acolhe/shared/calendar';
import type { Db } from '../../db/connection.ts';

/** Whose figures: one psychologist's, one company's (the company copied onto the appointment), or, with neither, the platform's. */
export interface MetricsScope {
  psychologistId?: number;
  companyId?: number;
}

export interface AppointmentFact {
  startsAt: string;
  status: string;
  priceCents: number;
  patientId: number;
  psychologistId: number;
  companyId: number | null;
  specialty: string;
}

/** The few columns every appointment figure needs, for appointments starting in [from, to). */
export function selectAppointmentFacts(db: Db, scope: MetricsScope, range: Window): Promise<AppointmentFact[]> {
  let query = db
    .selectFrom('appointments')
    .innerJoin('psychologist_profiles as profile', 'profile.user_id', 'appointments.psychologist_id')
    .select([
      'appointments.starts_at as startsAt',
      'appointments.status',
      'appointments.price_cents as priceCents',
      'appointments.patient_id as patientId',
      'appointments.psychologist_id as psychologistId',
      'appointments.company_id as companyId',
      'profile.specialty',
    ])
    .where('appointments.starts_at', '>=', range.start.toISOString())
    .where('appointments.starts_at', '<', range.end.toISOString());
  if (scope.psychologistId !== undefined) query = query.where('appointments.psychologist_id', '=', scope.psychologistId);
  if (scope.companyId !== undefined) query = query.where('appointments.company_id', '=', scope.companyId);
  return query.execute();
}

export interface RatingCount {
  psychologistId: number;
  rating: number;
  count: number;
}

/** Reviews written in the window, counted per psychologist and rating. */
export function selectRatingCounts(db: Db, scope: MetricsScope, window: Window): Promise<RatingCount[]> {
  let query = db
    .selectFrom('reviews')
    .select(['psychologist_id as psychologistId', 'rating', (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', window.start.toISOString())
    .where('created_at', '<', window.end.toISOString())
    .groupBy(['psychologist_id', 'rating']);
  if (scope.psychologistId !== undefined) query = query.where('psychologist_id', '=', scope.psychologistId);
  const { companyId } = scope;
  if (companyId !== undefined) {
    query = query.where('appointment_id', 'in', (eb) => eb.selectFrom('appointments').select('id').where('company_id', '=', companyId));
  }
  return query.execute();
}

/** Psychologist applications decided (approved or rejected) in the window. */
export function selectDecisions(db: Db, window: Window) {
  return db
    .selectFrom('psychologist_profiles')
    .select(['applied_at as appliedAt', 'reviewed_at as reviewedAt', 'approval_status as status'])
    .where('approval_status', 'in', ['approved', 'rejected'])
    .where('reviewed_at', '>=', window.start.toISOString())
    .where('reviewed_at', '<', window.end.toISOString())
    .execute();
}

export function selectPsychologistNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
}

export function selectCompanies(db: Db) {
  return db.selectFrom('companies').select(['id', 'name', 'status']).orderBy('name').execute();
}

export function selectCompany(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
}
