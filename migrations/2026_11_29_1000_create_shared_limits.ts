import type { Kysely } from 'kysely';

/**
 * What several app servers on one PostgreSQL database must share instead of keeping in memory: request
 * counts per window, password failures and the auth sessions an open video call holds. A server on a
 * SQLite file keeps these in memory and leaves the tables empty. Keys are keyed hashes (no address or
 * e-mail in clear); instants are milliseconds since the epoch, which the counters compare and add to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_ends_at').on('rate_limit_windows').column('ends_at').execute();

  await db.schema
    .createTable('login_pair_failures')
    .addColumn('pair_key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_pair_failures_last_failed_at')
    .on('login_pair_failures')
    .column('last_failed_at')
    .execute();

  await db.schema
    .createTable('login_account_failures')
    .addColumn('account_key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_account_failures_account')
    .on('login_account_failures')
    .columns(['account_key', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('login_account_failures_failed_at')
    .on('login_account_failures')
    .column('failed_at')
    .execute();

  // No foreign key to auth_sessions: a logout racing a call's start must not fail the call's stream.
  await db.schema
    .createTable('auth_session_holds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('auth_session_id', 'text', (col) => col.notNull())
    .addColumn('held_until', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('auth_session_holds_auth_session')
    .on('auth_session_holds')
    .columns(['auth_session_id', 'held_until'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_session_holds').execute();
  await db.schema.dropTable('login_account_failures').execute();
  await db.schema.dropTable('login_pair_failures').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
}
