import type { Db } from '../db/connection.ts';

export async function hasSealedVersions(db: Db): Promise<boolean> {
  const row = await db.selectFrom('clinical_record_versions').select('entry_id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function selectKeyIdsInUse(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('clinical_record_versions').select('key_id').distinct().execute();
  return rows.map((row) => row.key_id);
}
