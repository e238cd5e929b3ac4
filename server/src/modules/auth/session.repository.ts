import type { Db } from '../../db/connection.ts';

export function insertSession(db: Db, row: { id: string; userId: number; expiresAt: string; now: string }) {
  return db
    .insertInto('sessions')
    .values({ id: row.id, user_id: row.userId, expires_at: row.expiresAt, last_seen_at: row.now })
    .execute();
}

export function selectSessionUser(db: Db, sessionId: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('psychologist_profiles', 'psychologist_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'psychologist_profiles.approval_status as approvalStatus',
      'sessions.last_seen_at as lastSeenAt',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now)
    .where('users.is_active', '=', 1)
    .where('users.anonymised_at', 'is', null)
    .executeTakeFirst();
}

export function touchSession(db: Db, sessionId: string, now: string) {
  return db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export function deleteSession(db: Db, sessionId: string) {
  return db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export function deleteSessionsOfUser(db: Db, userId: number) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function deleteSessionsOfUserExcept(db: Db, userId: number, keepSessionId: string) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
}
