import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** Only the keys asked for: platform_settings also holds secrets (the session key) that never leave it. */
export function selectSettingValues(db: Db, keys: readonly string[]) {
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

/** The size of the database as SQLite lays it out in its file: pages times page size. */
export async function selectDatabaseSizeBytes(db: Db): Promise<number> {
  const result = await sql<{
    bytes: number;
  }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(db);
  return Number(result.rows[0]?.bytes ?? 0);
}
