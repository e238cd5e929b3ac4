import type { Kysely } from 'kysely';
import { generatedId, nowText } from './dialect.ts';

/**
 * Weekly series (issue 15): a patient, or the psychologist for their patient, books the same local time
 * for 2–12 weeks at once. appointment_series records the request (who, with whom, how many weeks, which
 * side asked); each occurrence is an ordinary appointment pointing to it through appointments.series_id
 * (null for single bookings), so every rule of single appointments holds for each occurrence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_series')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_by_role', 'text', (col) => col.notNull())
    .addColumn('weeks', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(nowText(db)))
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('series_id', 'integer', (col) => col.references('appointment_series.id'))
    .execute();
  await db.schema.createIndex('appointments_series_idx').on('appointments').column('series_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_series_idx').execute();
  await db.schema.alterTable('appointments').dropColumn('series_id').execute();
  await db.schema.dropTable('appointment_series').execute();
}
