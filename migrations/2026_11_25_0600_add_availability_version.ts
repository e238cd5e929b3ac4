import { sql, type Kysely } from 'kysely';

/**
 * A psychologist's availability version grows with every write that can change their free slots, so a
 * cache of available dates (held by each app server) knows it is stale by reading one column. Triggers
 * bump it in the writing statement's own transaction, whichever code writes: agenda edits, blocked
 * dates, bookings, cancellations and every other change of an appointment's status or time.
 */
const watched = [
  { table: 'appointments', column: 'psychologist_id', update: 'update of status, starts_at, ends_at, psychologist_id' },
  { table: 'availability_slots', column: 'psychologist_id', update: 'update' },
  { table: 'blocked_dates', column: 'psychologist_id', update: 'update' },
] as const;

function bump(row: 'new' | 'old', column: string) {
  return sql.raw(
    `update psychologist_profiles set availability_version = availability_version + 1 where user_id = ${row}.${column};`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('availability_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const { table, column, update } of watched) {
    await sql`create trigger ${sql.raw(`${table}_insert_availability`)} after insert on ${sql.table(table)}
      begin ${bump('new', column)} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_update_availability`)} after ${sql.raw(update)} on ${sql.table(table)}
      begin ${bump('old', column)} ${bump('new', column)} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_delete_availability`)} after delete on ${sql.table(table)}
      begin ${bump('old', column)} end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of watched) {
    for (const change of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`${table}_${change}_availability`)}`.execute(db);
    }
  }
  await db.schema.alterTable('psychologist_profiles').dropColumn('availability_version').execute();
}
