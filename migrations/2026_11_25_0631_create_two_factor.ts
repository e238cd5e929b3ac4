import type { Kysely } from 'kysely';
import { bytes, generatedId, nowText } from './dialect.ts';

/**
 * Optional TOTP two-factor authentication. The secret is sealed (AES-256-GCM, bound to the user) with a
 * key kept outside the database; recovery codes are stored only as keyed hashes and used once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (col) => col.notNull())
    .addColumn('nonce', bytes(db), (col) => col.notNull())
    .addColumn('ciphertext', bytes(db), (col) => col.notNull())
    .addColumn('auth_tag', bytes(db), (col) => col.notNull())
    // Null while the enrolment waits for its first code.
    .addColumn('enabled_at', 'text')
    // The last time step a code was accepted at, so a code is never accepted twice.
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user_idx')
    .on('two_factor_recovery_codes')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
}
