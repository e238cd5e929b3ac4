import { sql, type Kysely } from 'kysely';

/**
 * Mail is delivered from the outbox in the background: each row counts its attempts, waits until
 * next_attempt_at before the next one (exponential backoff), and is claimed by one deliverer at a time
 * until claimed_until, so several servers on one database never send a message twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
  // Rows written before this change were already tried once by the old in-request delivery.
  await sql`update mail_outbox set attempts = 1 where transport = 'smtp' and (sent_at is not null or last_error is not null)`.execute(
    db,
  );
  await db.schema
    .createIndex('mail_outbox_pending')
    .on('mail_outbox')
    .columns(['next_attempt_at'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_pending').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_until').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attempts').execute();
}
