import { sql, type Kysely } from 'kysely';
import { nowText } from './dialect.ts';

/**
 * Consultation reminders (issue 15). Each reminder is claimed on its appointment by a conditional update
 * of its `*_sent_at` column in the transaction that writes the mail to the outbox, so it goes once
 * whichever server's scheduler gets there. The 24-hour reminder's one-click links are random tokens kept
 * only as their SHA-256; `used_at` makes each single-use, the appointment's start ends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('reminder_24h_sent_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('reminder_1h_sent_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('confirmed_at', 'text').execute();
  await db.schema
    .createTable('appointment_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(nowText(db)))
    .addColumn('used_at', 'text')
    .addCheckConstraint('appointment_links_action', sql`action in ('confirm', 'cancel')`)
    .execute();
  await db.schema.createIndex('appointment_links_appointment').on('appointment_links').column('appointment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_links').execute();
  await db.schema.alterTable('appointments').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('appointments').dropColumn('reminder_1h_sent_at').execute();
  await db.schema.alterTable('appointments').dropColumn('reminder_24h_sent_at').execute();
}
