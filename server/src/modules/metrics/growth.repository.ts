import type { Window } from '@acolhe/shared/calendar';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/*
 * Accounts that were erased (anonymised) no longer count anywhere, in totals or in history, so a month's
 * new accounts are always the difference of two month-end totals.
 */

/** When an approved psychologist became one: the decision, or the application when no decision was stored. */
const approvedAt = sql<string>`coalesce(psychologist_profiles.reviewed_at, psychologist_profiles.applied_at)`;

export interface GrowthEvents {
  patients: string[];
  psychologistRegistrations: string[];
  approvals: string[];
  companies: string[];
}

/** The instants of every registration, approval and new company in the window. */
export async function selectGrowthEvents(db: Db, window: Window): Promise<GrowthEvents> {
  const from = window.start.toISOString();
  const to = window.end.toISOString();
  const registrations = await db
    .selectFrom('users')
    .select(['role', 'created_at as at'])
    .where('role', 'in', ['patient', 'psychologist'])
    .where('anonymised_at', 'is', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
  const approvals = await db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .select(approvedAt.as('at'))
    .where('psychologist_profiles.approval_status', '=', 'approved')
    .where('users.anonymised_at', 'is', null)
    .where(approvedAt, '>=', from)
    .where(approvedAt, '<', to)
    .execute();
  const companies = await db.selectFrom('companies').select('created_at as at').where('created_at', '>=', from).where('created_at', '<', to).execute();
  return {
    patients: registrations.filter((row) => row.role === 'patient').map((row) => row.at),
    psychologistRegistrations: registrations.filter((row) => row.role === 'psychologist').map((row) => row.at),
    approvals: approvals.map((row) => row.at),
    companies: companies.map((row) => row.at),
  };
}

/** Approved psychologists, patients and companies that existed before an instant. */
export async function selectTotalsBefore(db: Db, before: Date) {
  const at = before.toISOString();
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('psychologist_profiles')
        .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .where('psychologist_profiles.approval_status', '=', 'approved')
        .where('users.anonymised_at', 'is', null)
        .where(approvedAt, '<', at)
        .as('psychologists'),
      eb
        .selectFrom('users')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .where('role', '=', 'patient')
        .where('anonymised_at', 'is', null)
        .where('created_at', '<', at)
        .as('patients'),
      eb
        .selectFrom('companies')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .where('created_at', '<', at)
        .as('companies'),
    ])
    .executeTakeFirstOrThrow();
  return { psychologists: Number(row.psychologists ?? 0), patients: Number(row.patients ?? 0), companies: Number(row.companies ?? 0) };
}

/** Today's headcounts for the admin dashboard's cards; psychologists are approved ones, deactivated or not. */
export interface PlatformCounts {
  psychologists: number;
  activePsychologists: number;
  pendingApprovals: number;
  patients: number;
  companies: number;
  activeCompanies: number;
}

export async function selectPlatformCounts(db: Db): Promise<PlatformCounts> {
  const psychologists = await db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .select([
      (eb) => eb.fn.countAll<number>().filterWhere('psychologist_profiles.approval_status', '=', 'approved').as('approved'),
      (eb) =>
        eb.fn
          .countAll<number>()
          .filterWhere((inner) => inner.and([inner('psychologist_profiles.approval_status', '=', 'approved'), inner('users.is_active', '=', 1)]))
          .as('active'),
      (eb) => eb.fn.countAll<number>().filterWhere('psychologist_profiles.approval_status', '=', 'pending').as('pending'),
    ])
    .where('users.anonymised_at', 'is', null)
    .executeTakeFirstOrThrow();
  const patients = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'patient')
    .where('anonymised_at', 'is', null)
    .executeTakeFirstOrThrow();
  const companies = await db
    .selectFrom('companies')
    .select([(eb) => eb.fn.countAll<number>().as('total'), (eb) => eb.fn.countAll<number>().filterWhere('status', '=', 'active').as('active')])
    .executeTakeFirstOrThrow();
  return {
    psychologists: Number(psychologists.approved),
    activePsychologists: Number(psychologists.active),
    pendingApprovals: Number(psychologists.pending),
    patients: Number(patients.count),
    companies: Number(companies.total),
    activeCompanies: Number(companies.active),
  };
}
