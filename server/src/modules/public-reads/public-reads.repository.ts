import type { Db } from '../../db/connection.ts';

export type PublicRead = 'directory' | 'landing';

/** Every public read's version; the triggers of migration 0710 bump them on every write that changes the read. */
export async function selectPublicReadVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('public_read_versions').select(['name', 'version']).execute();
  return new Map(rows.map((row) => [row.name, row.version]));
}
