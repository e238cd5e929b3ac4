import type { Db } from '../db/connection.ts';

export function insertHold(db: Db, row: { id: string; authSessionId: string; heldUntil: number }) {
  return db
    .insertInto('auth_session_holds')
    .values({ id: row.id, auth_session_id: row.authSessionId, held_until: row.heldUntil })
    .execute();
}

export function extendHold(db: Db, id: string, heldUntil: number) {
  return db.updateTable('auth_session_holds').set({ held_until: heldUntil }).where('id', '=', id).execute();
}

export function deleteHold(db: Db, id: string) {
  return db.deleteFrom('auth_session_holds').where('id', '=', id).execute();
}

export async function isHeldAt(db: Db, authSessionId: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('auth_session_holds')
    .select('id')
    .where('auth_session_id', '=', authSessionId)
    .where('held_until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export function deleteHoldsEndedBy(db: Db, now: number) {
  return db.deleteFrom('auth_session_holds').where('held_until', '<=', now).execute();
}
