import { sql } from 'kysely';
import { cancelledStatuses } from '@acolhe/shared/appointments';
import type { Db } from '../../db/connection.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { earliestStartRunningAt } from './overlap-window.ts';

/**
 * Approved, active, not anonymised psychologists with a CRP whose profile is public: the only ones
 * patients can see or book. The one place this rule is written.
 */
export function listedPsychologists(db: Db) {
  return db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .innerJoin('user_preferences', 'user_preferences.user_id', 'users.id')
    .where('users.role', '=', 'psychologist')
    .where('users.is_active', '=', 1)
    .where('users.anonymised_at', 'is', null)
    .where('psychologist_profiles.approval_status', '=', 'approved')
    .where('psychologist_profiles.crp', 'is not', null)
    .where('user_preferences.public_profile', '=', 1);
}

// Each booking and each day's slots run these (prepared-query.ts).
const bookablePsychologist = preparedQuery<{ psychologistId: number }>()((db, value) =>
  listedPsychologists(db)
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
    .where('users.id', '=', value('psychologistId')),
);

export async function selectBookablePsychologist(db: Db, psychologistId: number) {
  const [psychologist] = await bookablePsychologist(db, { psychologistId });
  return psychologist;
}

const availabilityWindows = preparedQuery<{ psychologistId: number }>()((db, value) =>
  db
    .selectFrom('availability_slots')
    .select(['weekday', 'start_time as startTime', 'end_time as endTime'])
    .where('psychologist_id', '=', value('psychologistId'))
    .where('is_available', '=', 1),
);

export function selectAvailabilityWindows(db: Db, psychologistId: number) {
  return availabilityWindows(db, { psychologistId });
}

const blockedDates = preparedQuery<{ psychologistId: number; fromDate: string; toDate: string }>()((db, value) =>
  db
    .selectFrom('blocked_dates')
    .select('date')
    .where('psychologist_id', '=', value('psychologistId'))
    .where('date', '>=', value('fromDate'))
    .where('date', '<=', value('toDate')),
);

export function selectBlockedDates(db: Db, psychologistId: number, fromDate: string, toDate: string) {
  return blockedDates(db, { psychologistId, fromDate, toDate });
}

/**
 * Live (not cancelled) appointments of the psychologist that touch [from, to). The statuses are written
 * in the SQL, as the live-slot index's own condition is, so the query reads a range of that index.
 */
const busyIntervals = preparedQuery<{ psychologistId: number; from: string; to: string; earliestStart: string }>()((db, value) =>
  db
    .selectFrom('appointments')
    .select(['starts_at as startsAt', 'ends_at as endsAt'])
    .where('psychologist_id', '=', value('psychologistId'))
    .where('status', 'not in', cancelledStatuses.map((status) => sql.lit(status)))
    .where('starts_at', '<', value('to'))
    .where('starts_at', '>', value('earliestStart'))
    .where('ends_at', '>', value('from')),
);

export function selectBusyIntervals(db: Db, psychologistId: number, from: string, to: string) {
  return busyIntervals(db, { psychologistId, from, to, earliestStart: earliestStartRunningAt(from) });
}
