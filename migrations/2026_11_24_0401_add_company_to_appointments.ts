import { sql, type Kysely } from 'kysely';

/**
 * The partner company is copied onto each appointment at booking (docs/decisions/product.md
 * "Partner companies and employee privacy"), so a company's history survives the employee leaving it. Existing appointments take
 * their patient's company of today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .execute();
  await sql`update appointments
    set company_id = (select users.company_id from users where users.id = appointments.patient_id)`.execute(db);
  await db.schema
    .createIndex('appointments_company_idx')
    .on('appointments')
    .columns(['company_id', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_company_idx').execute();
  await db.schema.alterTable('appointments').dropColumn('company_id').execute();
}
