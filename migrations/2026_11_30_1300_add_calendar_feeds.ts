import type { Kysely } from 'kysely';
import { nowText } from './dialect.ts';

/**
 * Calendars (iCalendar, RFC 5545):
 * - appointments.ics_sequence: the event's SEQUENCE, bumped with every change a calendar must see (a
 *   cancellation, a reschedule), so calendar apps replace the event they hold;
 * - mail_outbox keeps the .ics a message carries (method and text) and the appointment it is about, so a
 *   message the background deliverer sends later carries it too, and erasure can find it;
 * - calendar_feeds: each user's private subscription link, as a keyed hash of its token (one per user: a
 *   new link replaces the old one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('ics_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('calendar_method', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('calendar_content', 'text').execute();
  // No foreign key: the outbox is a log, and an appointment row is never deleted anyway.
  await db.schema.alterTable('mail_outbox').addColumn('appointment_id', 'integer').execute();
  await db.schema
    .createIndex('mail_outbox_appointment_idx')
    .on('mail_outbox')
    .column('appointment_id')
    .execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(nowText(db)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropIndex('mail_outbox_appointment_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('appointment_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('calendar_content').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('calendar_method').execute();
  await db.schema.alterTable('appointments').dropColumn('ics_sequence').execute();
}
