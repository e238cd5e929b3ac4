import type { Kysely } from 'kysely';
import { createRowTrigger, dropRowTrigger } from './dialect.ts';

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

function bump(row: 'new' | 'old', column: string): string {
  return `update psychologist_profiles set availability_version = availability_version + 1 where user_id = ${row}.${column};`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('availability_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const { table, column, update } of watched) {
    await createRowTrigger(db, { name: `${table}_insert_availability`, table, event: 'insert', statements: bump('new', column) });
    await createRowTrigger(db, {
      name: `${table}_update_availability`,
      table,
      event: update,
      statements: `${bump('old', column)} ${bump('new', column)}`,
    });
    await createRowTrigger(db, { name: `${table}_delete_availability`, table, event: 'delete', statements: bump('old', column) });
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of watched) {
    for (const change of ['insert', 'update', 'delete']) await dropRowTrigger(db, `${table}_${change}_availability`, table);
  }
  await db.schema.alterTable('psychologist_profiles').dropColumn('availability_version').execute();
}
