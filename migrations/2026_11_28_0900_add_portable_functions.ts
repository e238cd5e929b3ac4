import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * The two SQL functions the app calls that SQLite has and PostgreSQL lacks. Searches compare
 * `fold(column)`: lower case without accents, as the app's foldText; SQLite gets it from each connection
 * (server/src/db/connection.ts), PostgreSQL keeps it in the database, built on the `unaccent` extension
 * that ships with it. `instr(text, part)` is SQLite's built-in, PostgreSQL's strpos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create or replace function fold(value text) returns text
    language sql immutable strict parallel safe
    as $$ select lower(unaccent('unaccent'::regdictionary, value)) $$`.execute(db);
  await sql`create or replace function instr(value text, part text) returns integer
    language sql immutable strict parallel safe
    as $$ select strpos(value, part) $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function instr(text, text)`.execute(db);
  await sql`drop function fold(text)`.execute(db);
}
