import { sql } from 'kysely';
import type { Db } from '../connection.ts';
import type { TableLayout } from './table-layout.ts';

const fetchSize = 1000;

/**
 * The rows of one table as values in `layout.columns` order, sorted as SQLite sorts them (text byte by
 * byte), read through a cursor so a large table never sits whole in memory. `db` must be a transaction.
 */
export async function* postgresRowsOf(db: Db, layout: TableLayout): AsyncGenerator<unknown[]> {
  const columns = sql.join(layout.columns.map((column) => sql.id(column)));
  const order = sql.join(
    layout.orderBy.map((column) => (layout.textColumns.has(column) ? sql`${sql.id(column)} collate "C"` : sql.id(column))),
  );
  await sql`declare copy_check no scroll cursor for select ${columns} from ${sql.id(layout.name)} order by ${order}`.execute(db);
  try {
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`fetch forward ${sql.raw(String(fetchSize))} from copy_check`.execute(db);
      if (rows.length === 0) return;
      for (const row of rows) yield layout.columns.map((column) => row[column]);
    }
  } finally {
    await sql`close copy_check`.execute(db);
  }
}
