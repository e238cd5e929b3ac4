import { sql, type Kysely } from 'kysely';

/**
 * Versions of the public reads each app server caches (the directory's pages, the landing figures).
 * Triggers bump them in the writing statement's own transaction, whichever code writes, so every server
 * knows its copy is stale by reading one row. A profile row's availability bump (0600) changes neither.
 */
const both = `'directory', 'landing'`;
const watched = [
  { name: 'psychologist_profiles_insert', on: 'insert on psychologist_profiles', reads: both },
  { name: 'psychologist_profiles_delete', on: 'delete on psychologist_profiles', reads: both },
  {
    name: 'psychologist_profiles_update',
    on: 'update on psychologist_profiles when old.availability_version = new.availability_version',
    reads: both,
  },
  {
    name: 'users_update',
    on: `update on users when old.name is not new.name or old.role is not new.role
      or old.is_active is not new.is_active or old.anonymised_at is not new.anonymised_at`,
    reads: both,
  },
  { name: 'users_delete', on: 'delete on users', reads: both },
  { name: 'user_preferences_insert', on: 'insert on user_preferences', reads: `'directory'` },
  { name: 'user_preferences_delete', on: 'delete on user_preferences', reads: `'directory'` },
  {
    name: 'user_preferences_update',
    on: `update on user_preferences when old.public_profile is not new.public_profile
      or old.show_ratings is not new.show_ratings or old.user_id is not new.user_id`,
    reads: `'directory'`,
  },
  { name: 'reviews_insert', on: 'insert on reviews', reads: both },
  { name: 'reviews_update', on: 'update on reviews', reads: both },
  { name: 'reviews_delete', on: 'delete on reviews', reads: both },
  { name: 'appointments_insert', on: `insert on appointments when new.status = 'completed'`, reads: `'landing'` },
  { name: 'appointments_delete', on: `delete on appointments when old.status = 'completed'`, reads: `'landing'` },
  {
    name: 'appointments_update',
    on: `update of status on appointments when (old.status = 'completed') <> (new.status = 'completed')`,
    reads: `'landing'`,
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table public_read_versions (name text primary key, version integer not null default 0) without rowid`.execute(db);
  await sql`insert into public_read_versions (name) values ('directory'), ('landing')`.execute(db);
  for (const { name, on, reads } of watched) {
    await sql`create trigger ${sql.raw(`${name}_public_reads`)} after ${sql.raw(on)}
      begin update public_read_versions set version = version + 1 where name in (${sql.raw(reads)}); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of watched) await sql`drop trigger ${sql.raw(`${name}_public_reads`)}`.execute(db);
  await sql`drop table public_read_versions`.execute(db);
}
