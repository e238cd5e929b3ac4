import { sql } from 'kysely';
import type { DirectorySort, directoryListInput } from '@acolhe/shared/directory';
import type { z } from 'zod';
import { foldText, type Db } from '../../db/connection.ts';

export type DirectoryFilter = Pick<z.output<typeof directoryListInput>, 'search' | 'specialty'>;

// Literal conditions, not bound parameters, so SQLite can match them to the partial indexes of 0006.
const unlistedUsers = sql`select id from users where is_active = 0 or anonymised_at is not null`;
const privateProfiles = sql`select user_id from user_preferences where public_profile = 0`;
const ratingsHidden = sql`psychologist_profiles.user_id in (select user_id from user_preferences where show_ratings = 0)`;

/**
 * A hidden rating ranks as no rating at all, or its place in the list would give it away. The average is
 * rating_average's own formula over indexed columns, so ranking reads only the index.
 */
const visibleRating = sql`case when ${ratingsHidden} or psychologist_profiles.reviews_count = 0 then null
  else psychologist_profiles.rating_total * 1.0 / psychologist_profiles.reviews_count end`;
const visibleReviewsCount = sql`case when ${ratingsHidden} then null else psychologist_profiles.reviews_count end`;

const profiles = (db: Db) => db.selectFrom('psychologist_profiles');

function matching(query: ReturnType<typeof profiles>, filter: DirectoryFilter) {
  const search = filter.search ? foldText(filter.search.trim()) : '';
  // search_text is folded already; instr matches the folded words literally, with no LIKE wildcards to escape.
  if (search) query = query.where(sql<boolean>`instr(psychologist_profiles.search_text, ${search}) > 0`);
  if (filter.specialty) query = query.where('psychologist_profiles.specialty', '=', filter.specialty);
  return query;
}

/** Approved psychologists matching the filter, whether or not they may be listed. */
function approvedMatching(db: Db, filter: DirectoryFilter) {
  return matching(profiles(db).where('psychologist_profiles.approval_status', '=', 'approved'), filter);
}

/**
 * Approved, active, not anonymised psychologists with a public profile, matching the filter. The listed
 * ones are nearly all; the exceptions are few, so they are excluded rather than joined row by row.
 */
function listed(db: Db, filter: DirectoryFilter) {
  return approvedMatching(db, filter)
    .where(sql<boolean>`psychologist_profiles.user_id not in (${unlistedUsers})`)
    .where(sql<boolean>`psychologist_profiles.user_id not in (${privateProfiles})`);
}

function rankedIds(db: Db, filter: DirectoryFilter, sort: DirectorySort) {
  const query = listed(db, filter).select('psychologist_profiles.user_id as id');
  // SQLite sorts NULL lowest, so 'desc' puts psychologists without (visible) reviews last.
  // The id keeps equal rows in one order across pages.
  const ranked = {
    rating: () => query.orderBy(sql`${visibleRating} desc`).orderBy(sql`${visibleReviewsCount} desc`),
    reviews: () => query.orderBy(sql`${visibleReviewsCount} desc`),
    'price-low': () => query.orderBy('psychologist_profiles.hourly_rate_cents', 'asc'),
    'price-high': () => query.orderBy('psychologist_profiles.hourly_rate_cents', 'desc'),
  }[sort]();
  return ranked.orderBy('psychologist_profiles.user_id', 'asc');
}

/**
 * All approved matches (read from an index alone) minus the few unlisted ones among them. The unary
 * plus keeps SQLite from scanning an approval_status index for the second count: it looks up just the
 * unlisted rows by key.
 */
export async function countDirectory(db: Db, filter: DirectoryFilter): Promise<number> {
  const approved = await approvedMatching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const unlistedProfiles = profiles(db)
    .where(sql<boolean>`psychologist_profiles.user_id in (${unlistedUsers} union all ${privateProfiles})`)
    .where(sql<boolean>`+psychologist_profiles.approval_status = 'approved'`);
  const unlisted = await matching(unlistedProfiles, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(approved.count) - Number(unlisted.count);
}

function profileCards(db: Db) {
  return db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .innerJoin('user_preferences', 'user_preferences.user_id', 'psychologist_profiles.user_id')
    .select([
      'users.id',
      'users.name',
      'psychologist_profiles.specialty',
      'psychologist_profiles.bio',
      'psychologist_profiles.hourly_rate_cents as hourlyRateCents',
      'psychologist_profiles.available_hours as availableHours',
      'psychologist_profiles.rating_average as ratingAverage',
      'psychologist_profiles.reviews_count as reviewsCount',
      'user_preferences.show_ratings as showRatings',
    ]);
}

/** One page in rank order: the ranking reads only indexes, then the page's few rows are read by key. */
export async function selectDirectoryPage(
  db: Db,
  page: DirectoryFilter & { sort: DirectorySort; limit: number; offset: number },
) {
  const ids = (await rankedIds(db, page, page.sort).limit(page.limit).offset(page.offset).execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await profileCards(db).where('psychologist_profiles.user_id', 'in', ids).execute();
  const rank = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

export function selectPublicProfile(db: Db, psychologistId: number) {
  return profileCards(db)
    .select([
      'psychologist_profiles.experience',
      'psychologist_profiles.crp',
      'psychologist_profiles.consultation_minutes as consultationMinutes',
    ])
    .where('psychologist_profiles.user_id', '=', psychologistId)
    .where('psychologist_profiles.approval_status', '=', 'approved')
    .where('users.is_active', '=', 1)
    .where('users.anonymised_at', 'is', null)
    .where('user_preferences.public_profile', '=', 1)
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
