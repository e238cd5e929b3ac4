import { sql, type Kysely } from 'kysely';
import { generatedId, nowText } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_appointments', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sms_reminders', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('marketing_emails', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('weekly_reports', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('public_profile', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('show_ratings', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('allow_messages', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('activity_log_created_idx').on('activity_log').column('created_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('transport', 'text', (col) => col.notNull().check(sql`transport in ('smtp','outbox')`))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('activity_log').execute();
  await db.schema.dropTable('user_preferences').execute();
}
