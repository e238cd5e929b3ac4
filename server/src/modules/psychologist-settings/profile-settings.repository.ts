import type { Db } from '../../db/connection.ts';

export interface ProfileSettingsRow {
  name: string;
  email: string;
  phone: string;
  specialty: string;
  experience: string | null;
  hourlyRateCents: number;
  bio: string;
  searchText: string;
}

export function selectProfileSettings(db: Db, psychologistId: number) {
  return db
    .selectFrom('users')
    .innerJoin('psychologist_profiles', 'psychologist_profiles.user_id', 'users.id')
    .select([
      'users.name',
      'users.email',
      'users.phone',
      'psychologist_profiles.specialty',
      'psychologist_profiles.experience',
      'psychologist_profiles.hourly_rate_cents as hourlyRateCents',
      'psychologist_profiles.bio',
      'psychologist_profiles.photo_hash as photoHash',
    ])
    .where('users.id', '=', psychologistId)
    .executeTakeFirstOrThrow();
}

/** Both rows of one psychologist; run inside a transaction. The unique e-mail index may refuse it. */
export async function updateProfileSettings(db: Db, psychologistId: number, profile: ProfileSettingsRow) {
  await db
    .updateTable('users')
    .set({ name: profile.name, email: profile.email, phone: profile.phone })
    .where('id', '=', psychologistId)
    .execute();
  await db
    .updateTable('psychologist_profiles')
    .set({
      specialty: profile.specialty,
      experience: profile.experience,
      hourly_rate_cents: profile.hourlyRateCents,
      bio: profile.bio,
      search_text: profile.searchText,
    })
    .where('user_id', '=', psychologistId)
    .execute();
}
