import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Directory speed at thousands of psychologists: a stored average rating that can be indexed and
 * sorted, and a search text (name and specialty, lower case without accents) kept by the app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite's real is 8 bytes, PostgreSQL's double precision; PostgreSQL 15 only stores generated columns.
  const [type, storage] = isPostgres(db) ? ['double precision', 'stored'] : ['real', 'virtual'];
  await sql`alter table psychologist_profiles add column rating_average ${sql.raw(type)}
    generated always as (case when reviews_count > 0 then rating_total * 1.0 / reviews_count end) ${sql.raw(storage)}`.execute(db);
  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update psychologist_profiles set search_text = lower(
      (select name from users where users.id = psychologist_profiles.user_id) || ' ' || specialty)`.execute(db);
  await db.schema
    .createIndex('psychologist_profiles_directory_rating_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'rating_average'])
    .execute();
  await db.schema
    .createIndex('psychologist_profiles_directory_price_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'hourly_rate_cents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('psychologist_profiles_directory_price_idx').execute();
  await db.schema.dropIndex('psychologist_profiles_directory_rating_idx').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('search_text').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('rating_average').execute();
}
