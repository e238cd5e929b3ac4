import type { Kysely } from 'kysely';

/** The login's sessions become auth sessions, so "session" means only the video consultation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').renameTo('auth_sessions').execute();
  await db.schema.dropIndex('sessions_user_idx').execute();
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auth_sessions_user_idx').execute();
  await db.schema.alterTable('auth_sessions').renameTo('sessions').execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}
