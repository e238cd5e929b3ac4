import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sqliteOptions } from '../sqlite-addon.ts';
import { CopyRefusal } from './copy-refusal.ts';
import { tablesNotCopied, type TableLayout } from './table-layout.ts';

/**
 * The source SQLite file, opened read-only and read in one transaction: the copy and its verification
 * see the same snapshot even if a server is still writing to the file.
 */
export interface SqliteSnapshot {
  path: string;
  /** The newest migration applied to the file, or undefined when it has none. */
  latestMigration(): string | undefined;
  /** Every table the copy would take, Kysely's bookkeeping aside, with its columns (generated ones aside). */
  tables(): Map<string, string[]>;
  /** The rows of one table as values in `layout.columns` order, sorted by `layout.orderBy`. */
  rowsOf(layout: TableLayout): IterableIterator<unknown[]>;
  close(): void;
}

export function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

export function openSqliteSnapshot(path: string): SqliteSnapshot {
  if (!existsSync(path)) throw new CopyRefusal(`Arquivo SQLite não encontrado: ${path}`);
  const sqlite = new SQLite(path, sqliteOptions({ readonly: true, fileMustExist: true }));
  sqlite.exec('begin');
  const hasTable = (name: string) =>
    sqlite.prepare('select 1 from sqlite_master where type = ? and name = ?').get('table', name) !== undefined;
  if (!hasTable('kysely_migration')) {
    sqlite.close();
    throw new CopyRefusal(`${path} não é um banco do Acolhe (não tem a tabela kysely_migration).`);
  }
  return {
    path,
    latestMigration() {
      const row = sqlite.prepare('select max(name) as name from kysely_migration').get() as { name: string | null };
      return row.name ?? undefined;
    },
    tables() {
      const names = sqlite
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")
        .pluck()
        .all() as string[];
      return new Map(
        names
          .filter((name) => !tablesNotCopied.has(name))
          .map((name) => {
            // hidden 0: an ordinary column; 2 and 3 are generated columns, which are never written.
            const columns = sqlite.prepare('select name from pragma_table_xinfo(?) where hidden = 0').pluck().all(name) as string[];
            return [name, columns];
          }),
      );
    },
    rowsOf(layout) {
      const columns = layout.columns.map(quoted).join(', ');
      const order = layout.orderBy.map(quoted).join(', ');
      return sqlite.prepare(`select ${columns} from ${quoted(layout.name)} order by ${order}`).raw(true).iterate() as IterableIterator<unknown[]>;
    },
    close() {
      sqlite.exec('commit');
      sqlite.close();
    },
  };
}
