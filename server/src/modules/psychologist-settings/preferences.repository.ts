import type { Db } from '../../db/connection.ts';
import type { UserPreferencesTable } from '../../db/schema.ts';

export type PreferenceColumns = Partial<Omit<Record<keyof UserPreferencesTable, 0 | 1>, 'user_id'>>;

/** The user's switches; a missing row is created with the table's defaults (the spec's). */
export async function selectPreferences(db: Db, userId: number) {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('user_preferences')
    .select([
      'email_appointments',
      'sms_reminders',
      'marketing_emails',
      'weekly_reports',
      'public_profile',
      'show_ratings',
      'allow_messages',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function savePreferences(db: Db, userId: number, columns: PreferenceColumns) {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, ...columns })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(columns))
    .execute();
}
