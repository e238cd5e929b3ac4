import type { Db } from '../connection.ts';
import { postgresRowsOf } from './postgres-rows.ts';
import type { SqliteSnapshot } from './sqlite-snapshot.ts';
import { summariseRows, type TableSummary } from './table-checksum.ts';
import type { TableLayout } from './table-layout.ts';

export interface TableComparison {
  table: string;
  source: TableSummary;
  target: TableSummary;
}

export function tablesMatch(comparison: TableComparison): boolean {
  return comparison.source.rows === comparison.target.rows && comparison.source.checksum === comparison.target.checksum;
}

/** Row counts and checksums of every table on both sides. `target` must be a transaction. */
export async function compareTables(
  source: SqliteSnapshot,
  target: Db,
  layouts: readonly TableLayout[],
): Promise<TableComparison[]> {
  const comparisons: TableComparison[] = [];
  for (const layout of layouts) {
    comparisons.push({
      table: layout.name,
      source: await summariseRows(source.rowsOf(layout)),
      target: await summariseRows(postgresRowsOf(target, layout)),
    });
  }
  return comparisons;
}
