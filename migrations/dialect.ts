import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type RawBuilder,
} from 'kysely';

/**
 * The few places where one set of migrations must say different things to SQLite and PostgreSQL, each
 * in one function. On SQLite every function returns exactly what the migrations wrote before PostgreSQL
 * was supported, so a database migrated then and one migrated now have the same schema.
 */

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The default of a created_at column: now, as the ISO 8601 text (UTC, milliseconds) the app writes. */
export function nowText(db: Kysely<unknown>): RawBuilder<string> {
  return isPostgres(db)
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** An integer primary key the database numbers. */
export function generatedId(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}

/** A column of raw bytes. */
export function bytes(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}

/** `a is not b` treating nulls as values. */
export function differs(db: Kysely<unknown>, left: string, right: string): string {
  return isPostgres(db) ? `${left} is distinct from ${right}` : `${left} is not ${right}`;
}

/** One row trigger: `statement` (SQL ending in ';') run after each matching row change, when `when` holds. */
export interface RowTrigger {
  name: string;
  table: string;
  /** 'insert', 'delete', 'update' or 'update of a, b'. */
  event: string;
  when?: string;
  statements: string;
}

export async function createRowTrigger(db: Kysely<unknown>, trigger: RowTrigger): Promise<void> {
  const name = sql.raw(trigger.name);
  const event = sql.raw(trigger.event);
  const table = sql.table(trigger.table);
  if (!isPostgres(db)) {
    const when = trigger.when ? sql.raw(` when ${trigger.when}`) : sql``;
    await sql`create trigger ${name} after ${event} on ${table}${when}
      begin ${sql.raw(trigger.statements)} end`.execute(db);
    return;
  }
  await sql`create function ${name}() returns trigger language plpgsql as ${sql.raw(
    `$$ begin ${trigger.statements} return null; end $$`,
  )}`.execute(db);
  const when = trigger.when ? sql.raw(` when (${trigger.when})`) : sql``;
  await sql`create trigger ${name} after ${event} on ${table} for each row${when} execute function ${name}()`.execute(
    db,
  );
}

export async function dropRowTrigger(db: Kysely<unknown>, name: string, table: string): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
    return;
  }
  await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
  await sql`drop function ${sql.raw(name)}()`.execute(db);
}

/** A trigger that refuses every `event` ('update', 'delete') on `table` with `message`. */
export async function createRefusalTrigger(
  db: Kysely<unknown>,
  trigger: { name: string; table: string; event: string; message: string },
): Promise<void> {
  const name = sql.raw(trigger.name);
  const event = sql.raw(trigger.event);
  const table = sql.table(trigger.table);
  if (!isPostgres(db)) {
    await sql`create trigger ${name} before ${event} on ${table}
        begin select raise(abort, ${sql.lit(trigger.message)}); end`.execute(db);
    return;
  }
  const body = `$$ begin raise exception '%', '${trigger.message.replaceAll("'", "''")}'; end $$`;
  await sql`create function ${name}() returns trigger language plpgsql as ${sql.raw(body)}`.execute(db);
  await sql`create trigger ${name} before ${event} on ${table} for each row execute function ${name}()`.execute(db);
}

/**
 * SQLite cannot alter a column's CHECK in place (its ALTER TABLE drops only named constraints), so this is
 * the table rebuild of SQLite's own procedure (lang_altertable.html, "Making Other Kinds Of Table Schema
 * Changes"): foreign keys off, then in one transaction create the table again from its stored CREATE as
 * `rewrite` changes it, copy every row, drop the old table, rename the new one, recreate its indexes and
 * triggers (but those named in `skip`), keep its AUTOINCREMENT counter and check the foreign keys before
 * committing. Rows of other tables keep pointing at the same ids. SQLite only.
 */
export async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  rewrite: (createSql: string) => string,
  skip: readonly string[] = [],
): Promise<void> {
  const { rows: pragma } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = pragma[0]?.foreign_keys === 1;
  // A no-op inside a transaction, so it comes first; the migrator runs SQLite migrations outside one.
  if (foreignKeys) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql
        from sqlite_master where tbl_name = ${table}`.execute(trx);
      const created = rows.find((row) => row.type === 'table')?.sql;
      if (!created) throw new Error(`rebuildSqliteTable: no table ${table}`);
      const temporary = `${table}_rebuilt`;
      const header = new RegExp(`^create table "?${table}"?`, 'i');
      const rewritten = rewrite(created);
      if (rewritten === created || !header.test(rewritten)) throw new Error(`rebuildSqliteTable: ${table} unchanged`);
      const { rows: sequence } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx);
      await sql.raw(rewritten.replace(header, `create table "${temporary}"`)).execute(trx);
      await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(trx);
      await sql`drop table ${sql.table(table)}`.execute(trx);
      // The legacy rename leaves other tables' triggers and foreign keys, which name `table`, as they are.
      await sql`pragma legacy_alter_table = on`.execute(trx);
      await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(trx);
      await sql`pragma legacy_alter_table = off`.execute(trx);
      const seq = sequence[0]?.seq;
      if (seq !== undefined) {
        await sql`delete from sqlite_sequence where name = ${table}`.execute(trx);
        await sql`insert into sqlite_sequence (name, seq) values (${table}, ${seq})`.execute(trx);
      }
      for (const row of rows) {
        if (row.type === 'table' || row.sql === null || skip.includes(row.name)) continue;
        await sql.raw(row.sql).execute(trx);
      }
      const { rows: broken } = await sql`select * from pragma_foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error(`rebuildSqliteTable: ${broken.length} broken foreign key(s) after rebuilding ${table}`);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
}
