import { sql } from 'kysely';
import type { ApprovalStatus } from '@acolhe/shared/roles';
import type { Db } from '../../../db/connection.ts';
import { containsText } from '../../../db/text-search.ts';

const applicationColumns = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'psychologist_profiles.specialty',
  'psychologist_profiles.bio',
  'psychologist_profiles.hourly_rate_cents as hourlyRateCents',
  'psychologist_profiles.available_hours as availableHours',
  'psychologist_profiles.approval_status as status',
  'psychologist_profiles.applied_at as applicationDate',
  'psychologist_profiles.reviewed_at as reviewedAt',
  'psychologist_profiles.rejection_reason as rejectionReason',
  'psychologist_profiles.crp',
  'psychologist_profiles.experience',
  'psychologist_profiles.education',
  'checker.name as crpCheckedBy',
  'psychologist_profiles.crp_checked_at as crpCheckedAt',
] as const;

function applications(db: Db) {
  return db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .leftJoin('users as checker', 'checker.id', 'psychologist_profiles.crp_checked_by')
    .where('users.anonymised_at', 'is', null);
}

export interface ApplicationFilter {
  search?: string | undefined;
  status?: ApprovalStatus | undefined;
}

function matching(db: Db, filter: ApplicationFilter) {
  let query = applications(db);
  if (filter.status) query = query.where('psychologist_profiles.approval_status', '=', filter.status);
  if (filter.search) {
    query = query.where(containsText(['users.name', 'users.email', 'psychologist_profiles.specialty'], filter.search));
  }
  return query;
}

/**
 * Pending first, newest application first; then the decided ones, latest decision first. Equal
 * instants keep one order across pages by id.
 */
export function selectApplicationPage(db: Db, filter: ApplicationFilter, page: { limit: number; offset: number }) {
  return matching(db, filter)
    .select(applicationColumns)
    .orderBy(sql`case psychologist_profiles.approval_status when 'pending' then 0 else 1 end`)
    .orderBy('psychologist_profiles.reviewed_at', 'desc')
    .orderBy('psychologist_profiles.applied_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function selectApplication(db: Db, userId: number) {
  return applications(db).select(applicationColumns).where('users.id', '=', userId).executeTakeFirst();
}

/** How many applications of each status match the search (the status filter aside). */
export function countApplicationsByStatus(db: Db, search: string | undefined) {
  return matching(db, { search })
    .select(['psychologist_profiles.approval_status as status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('psychologist_profiles.approval_status')
    .execute();
}

/**
 * Changes only a pending application; returns whether one was changed. An approval also records that
 * the reviewer checked the CRP in the national register, at the same instant.
 */
export async function decideApplication(
  db: Db,
  decision: { userId: number; status: 'approved' | 'rejected'; reviewerId: number; at: string; reason: string | null },
): Promise<boolean> {
  const approved = decision.status === 'approved';
  const result = await db
    .updateTable('psychologist_profiles')
    .set({
      approval_status: decision.status,
      reviewed_at: decision.at,
      reviewed_by: decision.reviewerId,
      rejection_reason: decision.reason,
      crp_checked_by: approved ? decision.reviewerId : null,
      crp_checked_at: approved ? decision.at : null,
    })
    .where('user_id', '=', decision.userId)
    .where('approval_status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
