import type { Kysely } from 'kysely';

/**
 * When each patient consented to online care with each psychologist (Lei 14.510/2022 art. 26-A): asked
 * once per pair, before the first consultation; the key makes a second consent of the same pair impossible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telehealth_consents')
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('given_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('telehealth_consents_pk', ['patient_id', 'psychologist_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('telehealth_consents').execute();
}
