import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * The rating, review and price sorts of the directory walk an index in their own order and stop at the
 * page, instead of ranking every psychologist on each request. Each index also carries the columns a
 * listing filters by (specialty, search text), so a filtered walk reads no table rows. The best-rated
 * index is ordered by rating_average's formula: an index on the virtual column itself would still read
 * the table for every row. Replaces the ranking and price indexes of 0006.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('psychologist_profiles_directory_ranking_idx').execute();
  await db.schema.dropIndex('psychologist_profiles_directory_price_idx').execute();
  await sql`create index psychologist_profiles_directory_filter_idx
    on psychologist_profiles (approval_status, specialty, reviews_count, search_text)`.execute(db);
  // SQLite divides by zero to null; PostgreSQL fails the insert, so it indexes the guarded formula.
  const averageRating = isPostgres(db)
    ? sql`(rating_total * 1.0 / nullif(reviews_count, 0))`
    : sql`(rating_total * 1.0 / reviews_count)`;
  await sql`create index psychologist_profiles_directory_best_rated_idx
    on psychologist_profiles (approval_status, ${averageRating} desc, reviews_count desc, user_id, specialty, search_text)`.execute(db);
  await sql`create index psychologist_profiles_directory_most_reviewed_idx
    on psychologist_profiles (approval_status, reviews_count desc, user_id, specialty, search_text)`.execute(db);
  await sql`create index psychologist_profiles_directory_price_idx
    on psychologist_profiles (approval_status, hourly_rate_cents, user_id, specialty, search_text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['price', 'most_reviewed', 'best_rated', 'filter']) {
    await db.schema.dropIndex(`psychologist_profiles_directory_${index}_idx`).execute();
  }
  await db.schema
    .createIndex('psychologist_profiles_directory_ranking_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'specialty', 'reviews_count', 'rating_total', 'search_text'])
    .execute();
  await db.schema
    .createIndex('psychologist_profiles_directory_price_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'hourly_rate_cents', 'specialty', 'search_text'])
    .execute();
}
