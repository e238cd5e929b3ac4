import { sql } from 'kysely';
import type { Db } from '../connection.ts';
import { inForeignKeyOrder, tablesNotCopied, type TableLayout } from './table-layout.ts';

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

interface KeyRow {
  table_name: string;
  column_name: string;
}

interface ReferenceRow {
  table_name: string;
  referenced: string;
}

const textTypes = new Set(['text', 'character varying', 'character']);

function columnsOf(db: Db) {
  return sql<ColumnRow>`
    select c.table_name, c.column_name, c.data_type, c.is_identity, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
}

function primaryKeysOf(db: Db) {
  return sql<KeyRow>`
    select k.table_name, k.column_name
    from information_schema.table_constraints c
    join information_schema.key_column_usage k
      on k.constraint_schema = c.constraint_schema and k.constraint_name = c.constraint_name and k.table_name = c.table_name
    where c.table_schema = current_schema() and c.constraint_type = 'PRIMARY KEY'
    order by k.table_name, k.ordinal_position`.execute(db);
}

function referencesOf(db: Db) {
  return sql<ReferenceRow>`
    select distinct t.relname as table_name, r.relname as referenced
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where k.contype = 'f' and n.nspname = current_schema()`.execute(db);
}

function grouped<R extends { table_name: string }, V>(rows: readonly R[], value: (row: R) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) groups.set(row.table_name, [...(groups.get(row.table_name) ?? []), value(row)]);
  return groups;
}

/** The target's tables as the migrations left them, Kysely's own aside, each after those it references. */
export async function readPostgresLayout(db: Db): Promise<TableLayout[]> {
  const [columns, keys, references] = await Promise.all([columnsOf(db), primaryKeysOf(db), referencesOf(db)]);
  const keysByTable = grouped(keys.rows, (row) => row.column_name);
  const referencesByTable = grouped(references.rows, (row) => row.referenced);
  const tables = [...grouped(columns.rows, (row) => row).entries()]
    .filter(([name]) => !tablesNotCopied.has(name))
    .map(([name, tableColumns]): TableLayout => {
      const written = tableColumns.filter((column) => column.is_generated === 'NEVER');
      const names = written.map((column) => column.column_name);
      return {
        name,
        columns: names,
        orderBy: keysByTable.get(name) ?? names,
        textColumns: new Set(written.filter((column) => textTypes.has(column.data_type)).map((column) => column.column_name)),
        identity: written.find((column) => column.is_identity === 'YES')?.column_name,
        references: referencesByTable.get(name) ?? [],
      };
    });
  return inForeignKeyOrder(tables);
}
