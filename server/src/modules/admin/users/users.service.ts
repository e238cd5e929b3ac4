import { adminUserMessages, type userListInput } from '@acolhe/shared/admin-users';
import type { z } from 'zod';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { recordActivity } from '../../activity-log/activity.repository.ts';
import { endAllAuthSessionsOf } from '../../../identity/auth-session.service.ts';
import * as repository from './users.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof repository.selectUser>>>;

function toManagedUser({ isActive, ...row }: UserRow) {
  return { ...row, isActive: isActive === 1 };
}

export async function listUsers(services: AppServices, query: z.output<typeof userListInput>) {
  const filter = { search: query.search, role: query.role, status: query.status };
  const total = await repository.countUsers(services.db, filter);
  const offset = (query.page - 1) * query.pageSize;
  const rows =
    offset < total
      ? await repository.selectUserPage(services.db, filter, { limit: query.pageSize, offset })
      : [];
  return { items: rows.map(toManagedUser), total, page: query.page, pageSize: query.pageSize };
}

async function requireUser(services: AppServices, userId: number) {
  const row = await repository.selectUser(services.db, userId);
  if (!row) throw new DomainError('NOT_FOUND', adminUserMessages.notFound);
  return row;
}

/**
 * A deactivated user cannot log in and every session they hold ends in the same transaction (sessions
 * of an inactive account are refused anyway). A psychologist leaves the directory, since only active
 * accounts are listed; their booked consultations stay on their patients' lists.
 */
export async function deactivateUser(services: AppServices, adminId: number, userId: number) {
  if (userId === adminId) throw new DomainError('BAD_REQUEST', adminUserMessages.cannotDeactivateSelf);
  await requireUser(services, userId);
  await services.db.transaction().execute(async (trx) => {
    if (!(await repository.setUserActive(trx, userId, false))) return;
    await endAllAuthSessionsOf({ ...services, db: trx }, userId);
    await recordActivity(trx, {
      actorId: adminId,
      action: 'user.deactivated',
      subjectType: 'user',
      subjectId: userId,
      summary: 'Usuário desativado',
    });
  });
  return toManagedUser(await requireUser(services, userId));
}

export async function reactivateUser(services: AppServices, adminId: number, userId: number) {
  await requireUser(services, userId);
  await services.db.transaction().execute(async (trx) => {
    if (!(await repository.setUserActive(trx, userId, true))) return;
    await recordActivity(trx, {
      actorId: adminId,
      action: 'user.reactivated',
      subjectType: 'user',
      subjectId: userId,
      summary: 'Usuário reativado',
    });
  });
  return toManagedUser(await requireUser(services, userId));
}
