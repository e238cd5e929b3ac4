import type { Kysely } from 'kysely';

/** Lower case without accents, as the app's foldText (migrations never import app code). */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The admin's user search (name or e-mail, ignoring case and accents) reads a folded copy of both, kept
 * by the app on every change of either, like psychologist_profiles.search_text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const users = db as unknown as Kysely<{
    users: { id: number; name: string; email: string; search_text: string; anonymised_at: string | null };
  }>;
  const rows = await users
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('anonymised_at', 'is', null)
    .execute();
  for (const row of rows) {
    await users
      .updateTable('users')
      .set({ search_text: fold(`${row.name} ${row.email}`) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
