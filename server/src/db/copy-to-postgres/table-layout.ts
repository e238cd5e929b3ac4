/** One table as the copy sees it: what to write, in which order to read it, what it depends on. */
export interface TableLayout {
  name: string;
  /** The columns the copy writes, in the target's order; generated columns are left out. */
  columns: string[];
  /** The order rows are read in on both sides; the primary key, or every column when there is none. */
  orderBy: string[];
  /** Text columns, which PostgreSQL must sort byte by byte (collate "C") as SQLite does. */
  textColumns: ReadonlySet<string>;
  /** The column PostgreSQL numbers (identity), whose sequence must follow the copied ids. */
  identity: string | undefined;
  /** The tables this one references, to be copied before it. */
  references: string[];
}

/** Kysely's own bookkeeping: the target's migrations are applied by the copy, never copied. */
export const migrationTables: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Tables the copy leaves alone: Kysely's bookkeeping, and the live servers' own state that exists only on
 * PostgreSQL (who holds a signalling stream open where; migration 1001), which a SQLite file never has.
 */
export const tablesNotCopied: ReadonlySet<string> = new Set([...migrationTables, 'signalling_presence']);

/**
 * Tables whose rows the migrations themselves write (the public reads' version counters): a freshly
 * migrated target already has them, and the copy replaces them with the source's.
 */
export const tablesFilledByMigrations: ReadonlySet<string> = new Set(['public_read_versions']);

/** The tables, each after every table it references (a table may reference itself). */
export function inForeignKeyOrder(tables: readonly TableLayout[]): TableLayout[] {
  const pending = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableLayout[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()]
      .filter((table) => table.references.every((name) => name === table.name || !pending.has(name)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) {
      throw new Error(`Referências circulares entre as tabelas ${[...pending.keys()].join(', ')}: não há ordem de cópia`);
    }
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}
