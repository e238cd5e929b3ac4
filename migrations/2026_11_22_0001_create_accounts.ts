import { sql, type Kysely } from 'kysely';
import { generatedId, isPostgres, nowText } from './dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('cnpj', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('employees', 'integer', (col) => col.notNull().defaultTo(0).check(sql`employees >= 0`))
    .addColumn('plan', 'text', (col) => col.notNull().defaultTo('basic').check(sql`plan in ('basic','premium','enterprise')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('active','inactive','pending')`),
    )
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('contract_start', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('patient','psychologist','admin')`))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1).check(sql`is_active in (0,1)`))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('anonymised_at', 'text')
    .execute();
  // E-mail is unique regardless of case.
  if (isPostgres(db)) await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  else await sql`create unique index users_email_unique on users (email collate nocase)`.execute(db);
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('platform_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_settings').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('companies').execute();
}
