import type { Db } from '../../db/connection.ts';

/** The same picture uploaded twice is one row. */
export async function insertPhoto(db: Db, photo: { hash: string; contentType: string; bytes: Buffer }) {
  await db
    .insertInto('photos')
    .values({ hash: photo.hash, content_type: photo.contentType, bytes: photo.bytes })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export function selectPhoto(db: Db, hash: string) {
  return db
    .selectFrom('photos')
    .select(['content_type as contentType', 'bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}

export async function selectProfilePhotoHash(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('psychologist_profiles')
    .select('photo_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.photo_hash ?? null;
}

export function updateProfilePhoto(db: Db, userId: number, hash: string) {
  return db
    .updateTable('psychologist_profiles')
    .set({ photo_hash: hash })
    .where('user_id', '=', userId)
    .execute();
}

/** Drops a photo no profile points to any more. */
export function deletePhotoIfUnused(db: Db, hash: string) {
  return db
    .deleteFrom('photos')
    .where('hash', '=', hash)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('psychologist_profiles').select('user_id').where('photo_hash', '=', hash)),
      ),
    )
    .execute();
}
