import type { Db } from '../../db/connection.ts';
import { listedPsychologists } from '../availability/availability.repository.ts';

const cardColumns = [
  'users.id',
  'users.name',
  'psychologist_profiles.professional_title as title',
  'psychologist_profiles.crp',
  'psychologist_profiles.specialty',
  'psychologist_profiles.bio',
  'psychologist_profiles.hourly_rate_cents as hourlyRateCents',
  'psychologist_profiles.available_hours as availableHours',
  'psychologist_profiles.rating_average as ratingAverage',
  'psychologist_profiles.reviews_count as reviewsCount',
  'user_preferences.show_ratings as showRatings',
  'psychologist_profiles.photo_hash as photoHash',
] as const;

/** The cards of one page, read by key, in the order of `ids` (already ranked and listable). */
export async function selectCards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await listedPsychologists(db)
    .select(cardColumns)
    .where('psychologist_profiles.user_id', 'in', ids)
    .execute();
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

export function selectPublicProfile(db: Db, psychologistId: number) {
  return listedPsychologists(db)
    .select(cardColumns)
    .select([
      'psychologist_profiles.experience',
      'psychologist_profiles.consultation_minutes as consultationMinutes',
    ])
    .where('psychologist_profiles.user_id', '=', psychologistId)
    .executeTakeFirst();
}

export function selectRecentReviews(db: Db, psychologistId: number, limit: number) {
  return db
    .selectFrom('reviews')
    .innerJoin('users as patients', 'patients.id', 'reviews.patient_id')
    .select([
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at as createdAt',
      'patients.name as patientName',
      'patients.anonymised_at as patientAnonymisedAt',
    ])
    .where('reviews.psychologist_id', '=', psychologistId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}
