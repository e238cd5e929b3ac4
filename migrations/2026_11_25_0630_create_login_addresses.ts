import type { Kysely } from 'kysely';

/**
 * The addresses each account last signed in from, as keyed hashes (never the address itself). A guesser
 * elsewhere can then slow an account down without locking its owner out at their usual address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_addresses')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_addresses_pk', ['user_id', 'address_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
}
