import type { Db } from '../db/connection.ts';
import { preparedQuery } from '../db/prepared-query.ts';

// Every app start asks for it (auth.me), as does the patient's profile (prepared-query.ts).
const publicUser = preparedQuery<{ userId: number }>()((db, value) =>
  db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('psychologist_profiles', 'psychologist_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.phone',
      'companies.code as companyCode',
      'psychologist_profiles.approval_status as approvalStatus',
      'psychologist_profiles.specialty',
      'psychologist_profiles.bio',
      'psychologist_profiles.hourly_rate_cents as hourlyRateCents',
      'psychologist_profiles.available_hours as availableHours',
    ])
    .where('users.id', '=', value('userId')),
);

export async function selectPublicUser(db: Db, userId: number) {
  const [row] = await publicUser(db, { userId });
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

export async function selectPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
