import { sql, type Kysely } from 'kysely';
import { generatedId } from './dialect.ts';

/**
 * Every join and leave of a video session, from LiveKit's webhooks, the embedded engine's signalling or a
 * psychologist's hand. The attendance sweep reads it to settle appointments as completed or no-show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_attendance')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('event', 'text', (col) => col.notNull().check(sql`event in ('join','leave')`))
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('embedded','livekit','manual')`))
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('session_attendance_appointment_user_idx')
    .on('session_attendance')
    .columns(['appointment_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_attendance').execute();
}
