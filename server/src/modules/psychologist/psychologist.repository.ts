import type { Db } from '../../db/connection.ts';

function psychologistAppointments(db: Db, psychologistId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as patient', 'patient.id', 'appointments.patient_id')
    .select([
      'appointments.id',
      'patient.name as patientName',
      'appointments.starts_at as startsAt',
      'appointments.ends_at as endsAt',
      'appointments.status',
      'appointments.price_cents as priceCents',
      'appointments.confirmed_at as confirmedAt',
      'appointments.technical_problem_at as technicalProblemAt',
      'appointments.cancellation_notice_hours as cancellationNoticeHours',
      // A weekly series' occurrence can be cancelled with the later ones.
      'appointments.series_id as seriesId',
    ])
    .where('appointments.psychologist_id', '=', psychologistId);
}

/** Every appointment of the psychologist starting in [from, to), whatever its status. */
export function selectAppointmentsBetween(db: Db, psychologistId: number, range: { from: string; to: string }) {
  return psychologistAppointments(db, psychologistId)
    .where('appointments.starts_at', '>=', range.from)
    .where('appointments.starts_at', '<', range.to)
    .orderBy('appointments.starts_at', 'asc')
    .execute();
}

export function selectScheduledFrom(db: Db, psychologistId: number, from: string, limit: number) {
  return psychologistAppointments(db, psychologistId)
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.starts_at', '>=', from)
    .orderBy('appointments.starts_at', 'asc')
    .limit(limit)
    .execute();
}

export type PsychologistAppointmentRow = Awaited<ReturnType<typeof selectScheduledFrom>>[number];
