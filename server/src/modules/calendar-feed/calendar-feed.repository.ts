import type { Db } from '../../db/connection.ts';
import { selectCalendarAppointments, type CalendarViewer } from '../calendar/appointment-calendar.ts';

export function selectFeedOf(db: Db, userId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select(['created_at as createdAt'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One link per user: the new hash takes the old one's place in the same statement. */
export async function replaceFeed(db: Db, userId: number, tokenHash: string, createdAt: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: createdAt }))
    .execute();
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The link's owner, if the account can still sign in. */
export function selectFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .leftJoin('psychologist_profiles as profile', 'profile.user_id', 'users.id')
    .select(['users.id', 'users.role', 'profile.approval_status as approvalStatus'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.is_active', '=', 1)
    .where('users.anonymised_at', 'is', null)
    .executeTakeFirst();
}

/** The owner's consultations that started since `since` or are to come; past the limit, the farthest ones stay out. */
export function selectFeedAppointments(db: Db, ownerId: number, viewer: CalendarViewer, since: string, limit: number) {
  return selectCalendarAppointments(db)
    .where(viewer === 'patient' ? 'appointments.patient_id' : 'appointments.psychologist_id', '=', ownerId)
    .where('appointments.starts_at', '>=', since)
    .orderBy('appointments.starts_at', 'asc')
    .orderBy('appointments.id', 'asc')
    .limit(limit)
    .execute();
}
