import { sql, type Kysely } from 'kysely';

/**
 * The directory at 10,000 psychologists. Joining users and user_preferences per row costs more than the
 * rest of a listing, so the few unlisted psychologists (deactivated, anonymised, private, ratings hidden)
 * get small partial indexes the listing excludes with NOT IN; the profile indexes then carry every
 * column a listing filters or ranks by, so counting and ranking never read the table.
 * The two indexes of 0005 needed the table for each row (rating_average is a virtual column) and are
 * replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_unlisted_idx on users (id) where is_active = 0 or anonymised_at is not null`.execute(db);
  await sql`create index user_preferences_private_idx on user_preferences (user_id) where public_profile = 0`.execute(db);
  await sql`create index user_preferences_hidden_ratings_idx on user_preferences (user_id) where show_ratings = 0`.execute(db);
  await db.schema.dropIndex('psychologist_profiles_directory_rating_idx').execute();
  await db.schema.dropIndex('psychologist_profiles_directory_price_idx').execute();
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('psychologist_profiles_directory_price_idx').execute();
  await db.schema.dropIndex('psychologist_profiles_directory_ranking_idx').execute();
  await db.schema
    .createIndex('psychologist_profiles_directory_price_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'hourly_rate_cents'])
    .execute();
  await db.schema
    .createIndex('psychologist_profiles_directory_rating_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'rating_average'])
    .execute();
  await db.schema.dropIndex('user_preferences_hidden_ratings_idx').execute();
  await db.schema.dropIndex('user_preferences_private_idx').execute();
  await db.schema.dropIndex('users_unlisted_idx').execute();
}
