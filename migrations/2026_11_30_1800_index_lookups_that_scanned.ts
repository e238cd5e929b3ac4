import { sql, type Kysely } from 'kysely';

/**
 * Lookups that every booking, sign-in or agenda makes walked far more rows than they return, found by
 * reading SQLite's query plans (server/src/db/query-plans.test.ts):
 * - A patient's overlap check and a psychologist's scheduled consultations walked the (status, starts_at)
 *   index across the whole platform: with no statistics SQLite weighs it as good as the per-person
 *   indexes. Indexes led by the person and the status win outright.
 * - A series' later scheduled occurrences walked the same index; the series index now carries the start
 *   and the status, and leaves out appointments outside a series (most of them).
 * - Sign-in and the e-mail check scanned users: the unique index compares without case (SQLite's nocase,
 *   PostgreSQL's lower()), the lookups compare the e-mail as stored (always lower case, shared/auth.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('appointments_patient_status_idx')
    .on('appointments')
    .columns(['patient_id', 'status', 'starts_at', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('appointments_psychologist_status_idx')
    .on('appointments')
    .columns(['psychologist_id', 'status', 'starts_at'])
    .execute();
  await db.schema.dropIndex('appointments_series_idx').execute();
  await db.schema
    .createIndex('appointments_series_idx')
    .on('appointments')
    .columns(['series_id', 'starts_at', 'status'])
    .where(sql.ref('series_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_idx').execute();
  await db.schema.dropIndex('appointments_series_idx').execute();
  await db.schema.createIndex('appointments_series_idx').on('appointments').column('series_id').execute();
  await db.schema.dropIndex('appointments_psychologist_status_idx').execute();
  await db.schema.dropIndex('appointments_patient_status_idx').execute();
}
