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
