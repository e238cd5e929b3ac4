import type { Db } from '../db/connection.ts';
import { preparedQuery } from '../db/prepared-query.ts';

export function insertAuthSession(db: Db, row: { id: string; userId: number; expiresAt: string; now: string }) {
  return db
    .insertInto('auth_sessions')
    .values({ id: row.id, user_id: row.userId, expires_at: row.expiresAt, last_seen_at: row.now })
    .execute();
}

// Every signed-in request runs it.
const authSessionUser = preparedQuery<{ authSessionId: string; now: string }>()((db, value) =>
  db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .leftJoin('psychologist_profiles', 'psychologist_profiles.user_id', 'users.id')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'psychologist_profiles.approval_status as approvalStatus',
      'auth_sessions.last_seen_at as lastSeenAt',
      'two_factor.enabled_at as twoFactorEnabledAt',
    ])
    .where('auth_sessions.id', '=', value('authSessionId'))
    .where('auth_sessions.expires_at', '>', value('now'))
    .where('users.is_active', '=', 1)
    .where('users.anonymised_at', 'is', null),
);

export async function selectAuthSessionUser(db: Db, authSessionId: string, now: string) {
  const [row] = await authSessionUser(db, { authSessionId, now });
  return row;
}

export function touchAuthSession(db: Db, authSessionId: string, now: string) {
  return db.updateTable('auth_sessions').set({ last_seen_at: now }).where('id', '=', authSessionId).execute();
}

export function deleteAuthSession(db: Db, authSessionId: string) {
  return db.deleteFrom('auth_sessions').where('id', '=', authSessionId).execute();
}

export function deleteAuthSessionsOfUser(db: Db, userId: number) {
  return db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
}

export function deleteAuthSessionsOfUserExcept(db: Db, userId: number, keepAuthSessionId: string) {
  return db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keepAuthSessionId)
    .execute();
}
