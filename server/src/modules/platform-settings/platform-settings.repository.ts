import { sql } from 'kysely';
import { engineOf, type Db } from '../../db/connection.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

// A booking reads one setting twice, the horizon and the notice (prepared-query.ts).
const oneSettingValue = preparedQuery<{ key: string }>()((db, value) =>
  db.selectFrom('platform_settings').select(['key', 'value']).where('key', '=', value('key')),
);

/** Only the keys asked for: platform_settings also holds secrets (the session key) that never leave it. */
export function selectSettingValues(db: Db, keys: readonly string[]) {
  const [only] = keys;
  if (keys.length === 1 && only !== undefined) return oneSettingValue(db, { key: only });
  return db.selectFrom('platform_settings').select(['key', 'value']).where('key', 'in', keys).execute();
}

export async function upsertSettingValues(db: Db, entries: { key: string; value: string }[]) {
  for (const entry of entries) {
    await db
      .insertInto('platform_settings')
      .values(entry)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: entry.value }))
      .execute();
  }
}

/** The size of the database: SQLite's pages times page size, or what PostgreSQL counts for the database. */
export async function selectDatabaseSizeBytes(db: Db): Promise<number> {
  const result =
    engineOf(db) === 'postgres'
      ? await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(db)
      : await sql<{ bytes: number }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db);
  return Number(result.rows[0]?.bytes ?? 0);
}
