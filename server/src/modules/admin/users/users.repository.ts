import type { AccountStatus } from '@acolhe/shared/admin-users';
import type { Role } from '@acolhe/shared/roles';
import type { Db } from '../../../db/connection.ts';
import { foldedColumnContains } from '../../../db/text-search.ts';

export interface UserFilter {
  search?: string | undefined;
  role?: Role | undefined;
  status?: AccountStatus | undefined;
}

const userColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'users.role',
  'users.is_active as isActive',
  'users.created_at as createdAt',
  'psychologist_profiles.approval_status as approvalStatus',
  'companies.name as companyName',
] as const;

/** Every account except the erased ones (LGPD deletion leaves an anonymous row behind). */
function users(db: Db, filter: UserFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('psychologist_profiles', 'psychologist_profiles.user_id', 'users.id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .where('users.anonymised_at', 'is', null);
  if (filter.search) query = query.where(foldedColumnContains('users.search_text', filter.search));
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.status) query = query.where('users.is_active', '=', filter.status === 'active' ? 1 : 0);
  return query;
}

export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const row = await users(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest accounts first; equal instants keep one order across pages by id. */
export function selectUserPage(db: Db, filter: UserFilter, page: { limit: number; offset: number }) {
  return users(db, filter)
    .select(userColumns)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function selectUser(db: Db, userId: number) {
  return users(db, {}).select(userColumns).where('users.id', '=', userId).executeTakeFirst();
}

/** Switches the account on or off; returns whether it changed (it was not already so). */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', userId)
    .where('is_active', '=', active ? 0 : 1)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
