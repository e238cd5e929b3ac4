import { sql, type Kysely } from 'kysely';

/**
 * Receita Saúde (IN RFB 2.240/2024, docs/decisions/product.md "Receita Saúde file"): the patient's CPF and an optional
 * 'responsável financeiro' who pays, kept apart from the account row so erasure removes them in one
 * delete; the psychologist's 'Atendo como pessoa física'; when each consultation's receipt was exported;
 * and a copy of every exported receipt, a tax record kept after the patient erases their account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('patient_tax_ids')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('cpf', 'text', (col) => col.check(sql`length(cpf) = 11`))
    .addColumn('payer_name', 'text')
    .addColumn('payer_cpf', 'text', (col) => col.check(sql`length(payer_cpf) = 11`))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'patient_tax_ids_payer_whole',
      sql`(payer_name is null and payer_cpf is null) or (payer_name is not null and payer_cpf is not null)`,
    )
    .execute();

  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('receipts_as_individual', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('appointments').addColumn('receipt_exported_at', 'text').execute();
  await db.schema
    .createIndex('appointments_pending_receipts_idx')
    .on('appointments')
    .columns(['psychologist_id', 'starts_at'])
    .where(sql.ref('receipt_exported_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('exported_receipts')
    .addColumn('appointment_id', 'integer', (col) => col.primaryKey().references('appointments.id'))
    .addColumn('psychologist_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('value_cents', 'integer', (col) => col.notNull())
    .addColumn('payer_cpf', 'text', (col) => col.notNull().check(sql`length(payer_cpf) = 11`))
    .addColumn('beneficiary_cpf', 'text', (col) => col.check(sql`length(beneficiary_cpf) = 11`))
    .addColumn('exported_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exported_receipts_psychologist_idx')
    .on('exported_receipts')
    .columns(['psychologist_id', 'exported_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exported_receipts').execute();
  await db.schema.dropIndex('appointments_pending_receipts_idx').execute();
  await db.schema.alterTable('appointments').dropColumn('receipt_exported_at').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('receipts_as_individual').execute();
  await db.schema.dropTable('patient_tax_ids').execute();
}
