import type { Kysely } from 'kysely';

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A removed partner company is only marked deleted: its row keeps the name and CNPJ that past
 * appointments are billed to. search_text is the folded name, CNPJ (with and without punctuation) and
 * e-mail the admin's company search reads, kept by the app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('deleted_at', 'text').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const companies = db as unknown as Kysely<{
    companies: { id: number; name: string; cnpj: string; email: string; search_text: string };
  }>;
  const rows = await companies.selectFrom('companies').select(['id', 'name', 'cnpj', 'email']).execute();
  for (const row of rows) {
    const bareCnpj = row.cnpj.replace(/[^0-9A-Za-z]/g, '');
    await companies
      .updateTable('companies')
      .set({ search_text: fold(`${row.name} ${row.cnpj} ${bareCnpj} ${row.email}`) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('search_text').execute();
  await db.schema.alterTable('companies').dropColumn('deleted_at').execute();
}
