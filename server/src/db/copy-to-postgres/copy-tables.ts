import { sql } from 'kysely';
import type { Db } from '../connection.ts';
import type { SqliteSnapshot } from './sqlite-snapshot.ts';
import { tablesFilledByMigrations, type TableLayout } from './table-layout.ts';

/** Rows per insert: well under PostgreSQL's 65,535 parameters, and a few MB at most with photos. */
const rowsPerInsert = 500;

async function insertRows(db: Db, layout: TableLayout, rows: readonly unknown[][]): Promise<void> {
  const values = rows.map((row) => sql`(${sql.join(row.map((value) => sql`${value}`))})`);
  const columns = sql.join(layout.columns.map((column) => sql.id(column)));
  await sql`insert into ${sql.id(layout.name)} (${columns}) values ${sql.join(values)}`.execute(db);
}

async function copyTable(source: SqliteSnapshot, target: Db, layout: TableLayout): Promise<void> {
  let batch: unknown[][] = [];
  for (const row of source.rowsOf(layout)) {
    batch.push(row);
    if (batch.length === rowsPerInsert) {
      await insertRows(target, layout, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insertRows(target, layout, batch);
}

/** The next id PostgreSQL hands out follows the largest copied one (1 for an empty table). */
async function resetIdentity(db: Db, table: string, column: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.id(column)}), 0) + 1, false)
    from ${sql.id(table)}`.execute(db);
}

/**
 * Writes every row of the source into the (empty, migrated) target, inside the caller's transaction.
 * The target's own triggers are off while it does: the append-only records refuse nothing on insert,
 * but the version counters (availability_version, public_read_versions) would count each copied row
 * as a new change; the source's triggers already counted them, and the copy takes their values as
 * they are. ALTER TABLE is transactional, so the triggers are back on when the copy commits or fails.
 */
export async function copyTables(source: SqliteSnapshot, target: Db, layouts: readonly TableLayout[]): Promise<void> {
  for (const { name } of layouts) await sql`alter table ${sql.id(name)} disable trigger user`.execute(target);
  for (const { name } of layouts) {
    if (tablesFilledByMigrations.has(name)) await sql`delete from ${sql.id(name)}`.execute(target);
  }
  for (const layout of layouts) await copyTable(source, target, layout);
  for (const { name, identity } of layouts) if (identity) await resetIdentity(target, name, identity);
  for (const { name } of layouts) await sql`alter table ${sql.id(name)} enable trigger user`.execute(target);
}
