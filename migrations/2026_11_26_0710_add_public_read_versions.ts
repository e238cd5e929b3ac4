import { sql, type Kysely } from 'kysely';
import { createRowTrigger, differs, dropRowTrigger, isPostgres } from './dialect.ts';

/**
 * Versions of the public reads each app server caches (the directory's pages, the landing figures).
 * Triggers bump them in the writing statement's own transaction, whichever code writes, so every server
 * knows its copy is stale by reading one row. A profile row's availability bump (0600) changes neither.
 */
const both = `'directory', 'landing'`;

/** Each watched change: its table and event, when it matters, and the public reads it makes stale. */
function watched(db: Kysely<unknown>) {
  const changed = (...columns: string[]) => columns.map((column) => differs(db, `old.${column}`, `new.${column}`)).join(' or ');
  return [
    { name: 'psychologist_profiles_insert', table: 'psychologist_profiles', event: 'insert', reads: both },
    { name: 'psychologist_profiles_delete', table: 'psychologist_profiles', event: 'delete', reads: both },
    {
      name: 'psychologist_profiles_update',
      table: 'psychologist_profiles',
      event: 'update',
      when: 'old.availability_version = new.availability_version',
      reads: both,
    },
    {
      name: 'users_update',
      table: 'users',
      event: 'update',
      when: changed('name', 'role', 'is_active', 'anonymised_at'),
      reads: both,
    },
    { name: 'users_delete', table: 'users', event: 'delete', reads: both },
    { name: 'user_preferences_insert', table: 'user_preferences', event: 'insert', reads: `'directory'` },
    { name: 'user_preferences_delete', table: 'user_preferences', event: 'delete', reads: `'directory'` },
    {
      name: 'user_preferences_update',
      table: 'user_preferences',
      event: 'update',
      when: changed('public_profile', 'show_ratings', 'user_id'),
      reads: `'directory'`,
    },
    { name: 'reviews_insert', table: 'reviews', event: 'insert', reads: both },
    { name: 'reviews_update', table: 'reviews', event: 'update', reads: both },
    { name: 'reviews_delete', table: 'reviews', event: 'delete', reads: both },
    { name: 'appointments_insert', table: 'appointments', event: 'insert', when: `new.status = 'completed'`, reads: `'landing'` },
    { name: 'appointments_delete', table: 'appointments', event: 'delete', when: `old.status = 'completed'`, reads: `'landing'` },
    {
      name: 'appointments_update',
      table: 'appointments',
      event: 'update of status',
      when: `(old.status = 'completed') <> (new.status = 'completed')`,
      reads: `'landing'`,
    },
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const withoutRowid = isPostgres(db) ? sql`` : sql` without rowid`;
  await sql`create table public_read_versions (name text primary key, version integer not null default 0)${withoutRowid}`.execute(db);
  await sql`insert into public_read_versions (name) values ('directory'), ('landing')`.execute(db);
  for (const { name, table, event, when, reads } of watched(db)) {
    await createRowTrigger(db, {
      name: `${name}_public_reads`,
      table,
      event,
      ...(when ? { when } : {}),
      statements: `update public_read_versions set version = version + 1 where name in (${reads});`,
    });
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table } of watched(db)) await dropRowTrigger(db, `${name}_public_reads`, table);
  await sql`drop table public_read_versions`.execute(db);
}
