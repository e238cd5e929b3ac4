import type { Db } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';
import { createPostgresDb } from '../postgres-connection.ts';
import { compareTables, tablesMatch, type TableComparison } from './compare-tables.ts';
import { refuseNonEmptyTarget, refuseOtherMigration, refuseOtherSchema } from './copy-preconditions.ts';
import { copyTables } from './copy-tables.ts';
import { readPostgresLayout } from './postgres-layout.ts';
import { openSqliteSnapshot, type SqliteSnapshot } from './sqlite-snapshot.ts';
import type { TableLayout } from './table-layout.ts';

export interface CopyOutcome {
  /** True when every table matched and the copy was committed; false: nothing was written. */
  copied: boolean;
  comparisons: TableComparison[];
}

class CopyMismatch extends Error {
  readonly comparisons: TableComparison[];

  constructor(comparisons: TableComparison[]) {
    super('a cópia não confere com a origem');
    this.comparisons = comparisons;
  }
}

/** Copies and verifies in one transaction: a copy that does not match the source is rolled back. */
async function copyAndVerify(source: SqliteSnapshot, target: Db, layouts: readonly TableLayout[]): Promise<CopyOutcome> {
  try {
    return await target.transaction().execute(async (trx) => {
      await refuseNonEmptyTarget(trx, layouts);
      await copyTables(source, trx, layouts);
      const comparisons = await compareTables(source, trx, layouts);
      if (!comparisons.every(tablesMatch)) throw new CopyMismatch(comparisons);
      return { copied: true, comparisons };
    });
  } catch (error) {
    if (error instanceof CopyMismatch) return { copied: false, comparisons: error.comparisons };
    throw error;
  }
}

/**
 * Copies the SQLite file at `from` into the empty PostgreSQL database at `to` (migrated first), keeping
 * every id, and checks each table's row count and checksum on both sides.
 */
export async function copySqliteToPostgres(from: string, to: string): Promise<CopyOutcome> {
  const source = openSqliteSnapshot(from);
  const target = createPostgresDb(to, 1);
  try {
    await migrateToLatest(target);
    await refuseOtherMigration(source, target);
    const layouts = await readPostgresLayout(target);
    refuseOtherSchema(source, layouts);
    return await copyAndVerify(source, target, layouts);
  } finally {
    source.close();
    await target.destroy();
  }
}

/** Compares a SQLite file with a PostgreSQL database table by table, as the copy's verification does. */
export async function compareSqliteWithPostgres(from: string, to: string): Promise<TableComparison[]> {
  const source = openSqliteSnapshot(from);
  const target = createPostgresDb(to, 1);
  try {
    const layouts = await readPostgresLayout(target);
    return await target.transaction().execute((trx) => compareTables(source, trx, layouts));
  } finally {
    source.close();
    await target.destroy();
  }
}
