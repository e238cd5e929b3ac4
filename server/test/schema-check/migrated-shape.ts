import { sql, type Kysely } from 'kysely';
import type { ColumnShape, MigratedInsert, MigratedSchema } from './column-shape.ts';

/**
 * The shape of every table a migrated database holds, as the app's drivers hand its values back
 * (better-sqlite3: integers and reals as numbers, blobs as Buffers; pg with the app's parsers of
 * postgres-connection.ts: int8 and numeric as numbers). Kysely's tables, views and its own migration
 * tables are left out.
 */

/** SQLite's column affinity from the declared type (sqlite.org/datatype3.html, 3.1), as a value class. */
function sqliteClass(declared: string): string {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'number';
  if (/CHAR|CLOB|TEXT/.test(type)) return 'string';
  if (type.includes('BLOB') || type === '') return 'blob';
  if (/REAL|FLOA|DOUB/.test(type)) return 'number';
  return `other: ${declared}`;
}

const postgresClasses: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  bytea: 'blob',
  bool: 'boolean',
};

function insertRule(column: {
  generated: boolean;
  numbered: boolean;
  hasDefault: boolean;
  nullable: boolean;
}): MigratedInsert {
  if (column.generated) return 'never';
  if (column.numbered) return 'numbered';
  return column.hasDefault || column.nullable ? 'optional' : 'required';
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  /** 2 and 3: a generated column (virtual, stored); 1: hidden column of a virtual table. */
  hidden: number;
}

export async function sqliteShape(db: Kysely<unknown>): Promise<MigratedSchema> {
  const { rows: tables } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\'`.execute(
    db,
  );
  const shape: MigratedSchema = {};
  for (const table of tables) {
    const { rows } = await sql<SqliteColumn>`select * from pragma_table_xinfo(${table.name})`.execute(db);
    const keys = rows.filter((row) => row.pk > 0);
    const withoutRowid = /\bwithout\s+rowid\b/i.test(table.sql);
    // An INTEGER PRIMARY KEY is the rowid, which SQLite numbers when an insert leaves it out; the app
    // leaves out only those declared AUTOINCREMENT (generatedId); others are ids it always gives (a user's).
    const rowid =
      !withoutRowid && keys.length === 1 && keys[0]?.type.toUpperCase() === 'INTEGER' ? keys[0].name : null;
    const autoincrement = rowid !== null && /\bautoincrement\b/i.test(table.sql);
    const columns: Record<string, ColumnShape<MigratedInsert>> = {};
    for (const row of rows) {
      if (row.hidden === 1) continue;
      // SQLite lets a primary key other than the rowid hold null unless declared not null (a bug kept for
      // compatibility, sqlite.org/lang_createtable.html); the app never writes one and PostgreSQL refuses
      // it, so a key column compares as not null.
      const nullable = row.notnull === 0 && row.pk === 0;
      columns[row.name] = {
        classes: [sqliteClass(row.type)],
        nullable,
        insert: insertRule({
          generated: row.hidden >= 2,
          numbered: autoincrement && row.name === rowid,
          hasDefault: row.dflt_value !== null,
          nullable,
        }),
      };
    }
    shape[table.name] = columns;
  }
  return shape;
}

interface PostgresColumn {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  /** 'd' or 'a': an identity column; '' otherwise. */
  identity: string;
  /** 's': a stored generated column; '' otherwise. */
  generated: string;
}

export async function postgresShape(db: Kysely<unknown>): Promise<MigratedSchema> {
  const { rows } = await sql<PostgresColumn>`select c.relname as table, a.attname as name, t.typname as type,
      a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity, a.attgenerated as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
      and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db);
  const shape: MigratedSchema = {};
  for (const row of rows) {
    const nullable = !row.not_null;
    (shape[row.table] ??= {})[row.name] = {
      classes: [postgresClasses[row.type] ?? `other: ${row.type}`],
      nullable,
      insert: insertRule({
        generated: row.generated !== '',
        numbered: row.identity !== '',
        hasDefault: row.has_default && row.generated === '',
        nullable,
      }),
    };
  }
  return shape;
}
