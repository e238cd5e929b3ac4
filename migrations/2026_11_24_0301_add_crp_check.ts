import type { Kysely } from 'kysely';

/**
 * The CFP's national register has no API, so an administrator checks the CRP there by hand before
 * approving; who checked it and when are kept beside the decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('crp_checked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('psychologist_profiles').addColumn('crp_checked_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('psychologist_profiles').dropColumn('crp_checked_at').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('crp_checked_by').execute();
}
