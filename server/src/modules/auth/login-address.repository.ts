import type { Db } from '../../db/connection.ts';

export async function exists(db: Db, userId: number, addressHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address_hash', '=', addressHash)
    .executeTakeFirst();
  return row !== undefined;
}

export function upsert(db: Db, row: { userId: number; addressHash: string; at: string }) {
  return db
    .insertInto('login_addresses')
    .values({ user_id: row.userId, address_hash: row.addressHash, last_login_at: row.at })
    .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_login_at: row.at }))
    .execute();
}

export function keepLatest(db: Db, userId: number, count: number) {
  return db
    .deleteFrom('login_addresses')
    .where('user_id', '=', userId)
    .where(
      'address_hash',
      'not in',
      db
        .selectFrom('login_addresses')
        .select('address_hash')
        .where('user_id', '=', userId)
        .orderBy('last_login_at', 'desc')
        .limit(count),
    )
    .execute();
}

export function deleteOfUser(db: Db, userId: number) {
  return db.deleteFrom('login_addresses').where('user_id', '=', userId).execute();
}
