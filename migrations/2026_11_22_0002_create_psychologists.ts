import { sql, type Kysely } from 'kysely';
import { generatedId } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('psychologist_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('specialty', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('hourly_rate_cents', 'integer', (col) => col.notNull().check(sql`hourly_rate_cents > 0`))
    .addColumn('available_hours', 'text', (col) => col.notNull())
    .addColumn('crp', 'text')
    .addColumn('experience', 'text')
    .addColumn('education', 'text')
    .addColumn('approval_status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`approval_status in ('pending','approved','rejected')`),
    )
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('rejection_reason', 'text')
    .addColumn('consultation_minutes', 'integer', (col) =>
      col.notNull().defaultTo(50).check(sql`consultation_minutes between 15 and 180`),
    )
    .addColumn('interval_minutes', 'integer', (col) =>
      col.notNull().defaultTo(10).check(sql`interval_minutes between 0 and 60`),
    )
    .addColumn('rating_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reviews_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('psychologist_profiles_status_idx')
    .on('psychologist_profiles')
    .columns(['approval_status', 'specialty'])
    .execute();

  await db.schema
    .createTable('availability_slots')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (col) => col.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text', (col) => col.notNull())
    .addColumn('is_available', 'integer', (col) => col.notNull().defaultTo(1).check(sql`is_available in (0,1)`))
    .addCheckConstraint('availability_slots_order', sql`start_time < end_time`)
    .execute();
  await db.schema
    .createIndex('availability_slots_psychologist_idx')
    .on('availability_slots')
    .columns(['psychologist_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('blocked_dates')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addUniqueConstraint('blocked_dates_unique_day', ['psychologist_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blocked_dates').execute();
  await db.schema.dropTable('availability_slots').execute();
  await db.schema.dropTable('psychologist_profiles').execute();
}
