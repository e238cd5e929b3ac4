import { sql, type Kysely } from 'kysely';
import { generatedId, nowText } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable('appointments')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('scheduled').check(sql`status in ('scheduled','completed','cancelled','no_show')`),
    )
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('appointments_order', sql`starts_at < ends_at`)
    .execute();
  // The database itself forbids a double booking: one live appointment per psychologist and start.
  await sql`create unique index appointments_one_live_per_slot
    on appointments (psychologist_id, starts_at) where status <> 'cancelled'`.execute(db);
  await db.schema
    .createIndex('appointments_patient_idx')
    .on('appointments')
    .columns(['patient_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('appointments_status_idx')
    .on('appointments')
    .columns(['status', 'starts_at'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('appointment_id', 'integer', (col) => col.notNull().unique().references('appointments.id'))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('reviews_psychologist_idx')
    .on('reviews')
    .columns(['psychologist_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('appointments').execute();
}
