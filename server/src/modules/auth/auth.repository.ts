import type { ProfessionalTitle } from '@acolhe/shared/crp';
import type { Db } from '../../db/connection.ts';
import type { NewUser } from '../../db/schema.ts';
import { userSearchText } from '../../db/text-search.ts';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'role', 'is_active'])
    .where('email', '=', email)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function crpExists(db: Db, crp: string): Promise<boolean> {
  const row = await db.selectFrom('psychologist_profiles').select('user_id').where('crp', '=', crp).executeTakeFirst();
  return row !== undefined;
}

export function findActiveCompanyByCode(db: Db, code: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('code', '=', code.toUpperCase())
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, search_text: userSearchText(user) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_preferences').values({ user_id: row.id }).execute();
  return row.id;
}

export function insertPsychologistProfile(
  db: Db,
  profile: {
    userId: number;
    specialty: string;
    bio: string;
    hourlyRateCents: number;
    availableHours: string;
    crp: string;
    professionalTitle: ProfessionalTitle;
    appliedAt: string;
    searchText: string;
  },
) {
  return db
    .insertInto('psychologist_profiles')
    .values({
      user_id: profile.userId,
      specialty: profile.specialty,
      bio: profile.bio,
      hourly_rate_cents: profile.hourlyRateCents,
      available_hours: profile.availableHours,
      crp: profile.crp,
      professional_title: profile.professionalTitle,
      applied_at: profile.appliedAt,
      search_text: profile.searchText,
    })
    .execute();
}

export function insertWeeklyAvailability(
  db: Db,
  psychologistId: number,
  weekdays: number[],
  startTime: string,
  endTime: string,
) {
  return db
    .insertInto('availability_slots')
    .values(
      weekdays.map((weekday) => ({
        psychologist_id: psychologistId,
        weekday,
        start_time: startTime,
        end_time: endTime,
      })),
    )
    .execute();
}

export function findActiveUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .where('is_active', '=', 1)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
}
