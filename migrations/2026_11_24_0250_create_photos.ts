import { sql, type Kysely } from 'kysely';
import { bytes, nowText } from './dialect.ts';

/**
 * Profile photos live in the database, named by the sha256 of their bytes, so a backup and every app
 * server hold them and they can be cached for ever. A psychologist's profile points to one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = nowText(db);
  await db.schema
    .createTable('photos')
    .addColumn('hash', 'text', (col) => col.primaryKey().check(sql`length(hash) = 64`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', bytes(db), (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('psychologist_profiles')
    .addColumn('photo_hash', 'text', (col) => col.references('photos.hash').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('psychologist_profiles_photo_idx')
    .on('psychologist_profiles')
    .column('photo_hash')
    .where(sql.ref('photo_hash'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('psychologist_profiles_photo_idx').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('photo_hash').execute();
  await db.schema.dropTable('photos').execute();
}
