import { sql, type Kysely } from 'kysely';

/** Where a psychologist receives: one bank account and one PIX key each, replaced when saved again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('psychologist_bank_accounts')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bank_code', 'text', (col) => col.notNull().check(sql`length(bank_code) = 3`))
    .addColumn('agency', 'text', (col) => col.notNull())
    .addColumn('agency_digit', 'text')
    .addColumn('account_type', 'text', (col) =>
      col.notNull().check(sql`account_type in ('checking','savings','payment')`),
    )
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('account_digit', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('holder_document', 'text', (col) =>
      col.notNull().check(sql`length(holder_document) in (11, 14)`),
    )
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('psychologist_pix_keys')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_type', 'text', (col) =>
      col.notNull().check(sql`key_type in ('cpf','cnpj','email','phone','random')`),
    )
    .addColumn('key_value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('psychologist_pix_keys').execute();
  await db.schema.dropTable('psychologist_bank_accounts').execute();
}
