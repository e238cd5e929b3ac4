import type { Db } from '../../db/connection.ts';

export type PublicRead = 'directory' | 'landing';

/** The version triggers bump on every write that changes the read (migration 0710): one row by key. */
export async function selectPublicReadVersion(db: Db, read: PublicRead): Promise<number> {
  const row = await db.selectFrom('public_read_versions').select('version').where('name', '=', read).executeTakeFirstOrThrow();
  return row.version;
}
