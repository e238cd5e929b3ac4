import { sql, type Kysely } from 'kysely';
import { isPostgres, rebuildSqliteTable } from './dialect.ts';

/**
 * The cancellation policy (docs/decisions/product.md "Appointment status and its owner"):
 * - each psychologist's notice (0, 12, 24 or 48 hours; 24 by default), copied onto every appointment at
 *   booking. Appointments booked before the policy existed take 0: their patient was never told a notice;
 * - a new status, late_cancelled, and every cancellation's role (patient, psychologist or system) and
 *   reason. The old cancelled_by (a user id) stays. Until now only patients cancelled (themselves or with
 *   their account), so the cancellations already stored are the patient's; their reason was never asked;
 * - the one-booking-per-slot index frees late cancellations too.
 * The status CHECK is replaced on both engines: PostgreSQL drops its named constraint; SQLite, whose
 * column CHECK has no name to drop, rebuilds the table (rebuildSqliteTable in dialect.ts).
 */
const oldStatuses = `status in ('scheduled','completed','cancelled','no_show')`;
const newStatuses = `status in ('scheduled','completed','cancelled','no_show','late_cancelled')`;

const oldLiveSlot = sql`create unique index appointments_one_live_per_slot
  on appointments (psychologist_id, starts_at) where status <> 'cancelled'`;
const newLiveSlot = sql`create unique index appointments_one_live_per_slot
  on appointments (psychologist_id, starts_at) where status not in ('cancelled', 'late_cancelled')`;

async function replaceStatusCheck(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table appointments drop constraint appointments_status_check`.execute(db);
    await sql`alter table appointments add constraint appointments_status_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'appointments', (created) => created.replace(from, to), ['appointments_one_live_per_slot']);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('cancellation_notice_hours', 'integer', (col) =>
      col.notNull().defaultTo(24).check(sql`cancellation_notice_hours in (0, 12, 24, 48)`),
    )
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('cancellation_notice_hours', 'integer', (col) => col.notNull().defaultTo(0).check(sql`cancellation_notice_hours >= 0`))
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('cancelled_by_role', 'text', (col) => col.check(sql`cancelled_by_role in ('patient', 'psychologist', 'system')`))
    .execute();
  await db.schema.alterTable('appointments').addColumn('cancellation_reason', 'text').execute();
  await sql`update appointments set cancelled_by_role = 'patient' where status = 'cancelled'`.execute(db);
  await sql`drop index appointments_one_live_per_slot`.execute(db);
  await replaceStatusCheck(db, oldStatuses, newStatuses);
  await newLiveSlot.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update appointments set status = 'cancelled' where status = 'late_cancelled'`.execute(db);
  await sql`drop index appointments_one_live_per_slot`.execute(db);
  await replaceStatusCheck(db, newStatuses, oldStatuses);
  await oldLiveSlot.execute(db);
  await db.schema.alterTable('appointments').dropColumn('cancellation_reason').execute();
  await db.schema.alterTable('appointments').dropColumn('cancelled_by_role').execute();
  await db.schema.alterTable('appointments').dropColumn('cancellation_notice_hours').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('cancellation_notice_hours').execute();
}
