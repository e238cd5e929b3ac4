import type { z } from 'zod';
import type { applicationListInput, approveApplicationInput, rejectApplicationInput } from '@acolhe/shared/admin';
import { messages } from '@acolhe/shared/messages';
import type { ApprovalStatus } from '@acolhe/shared/roles';
import { DomainError } from '../../../errors.ts';
import type { AppServices } from '../../../services.ts';
import { recordActivity } from '../../activity-log/activity.repository.ts';
import { approvalMail, rejectionMail } from './application-mails.ts';
import * as repository from './applications.repository.ts';

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof repository.selectApplication>>>;

function toApplication(row: ApplicationRow) {
  const { hourlyRateCents, ...rest } = row;
  return { ...rest, hourlyRate: hourlyRateCents / 100 };
}

/** One page of the filter, and how many applications of each status match the search (the tabs' counts). */
export async function listApplications(services: AppServices, query: z.output<typeof applicationListInput>) {
  const totals: Record<ApprovalStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of await repository.countApplicationsByStatus(services.db, query.search)) {
    totals[row.status] = Number(row.count);
  }
  const total = query.status === 'all' ? totals.pending + totals.approved + totals.rejected : totals[query.status];
  const offset = (query.page - 1) * query.pageSize;
  const filter = { search: query.search, status: query.status === 'all' ? undefined : query.status };
  const rows =
    offset < total
      ? await repository.selectApplicationPage(services.db, filter, { limit: query.pageSize, offset })
      : [];
  return { items: rows.map(toApplication), total, totals, page: query.page, pageSize: query.pageSize };
}

export async function getApplication(services: AppServices, id: number) {
  const row = await repository.selectApplication(services.db, id);
  if (!row) throw new DomainError('NOT_FOUND', messages.applicationNotFound);
  return toApplication(row);
}

async function decide(
  services: AppServices,
  reviewerId: number,
  decision: { id: number; status: 'approved' | 'rejected'; reason?: string | undefined },
) {
  const application = await getApplication(services, decision.id);
  const mail =
    decision.status === 'approved'
      ? approvalMail(application.name, services.config.publicUrl)
      : rejectionMail(application.name, decision.reason);
  const changed = await services.db.transaction().execute(async (trx) => {
    const updated = await repository.decideApplication(trx, {
      userId: decision.id,
      status: decision.status,
      reviewerId,
      at: services.now().toISOString(),
      reason: decision.reason ?? null,
    });
    if (!updated) return false;
    // Names are looked up when the log is shown, so an erased account leaves none behind here.
    await recordActivity(trx, {
      actorId: reviewerId,
      action: decision.status === 'approved' ? 'psychologist.approved' : 'psychologist.rejected',
      subjectType: 'user',
      subjectId: decision.id,
      summary: decision.status === 'approved' ? 'Candidatura aprovada' : 'Candidatura rejeitada',
    });
    await services.mailer.send({ to: application.email, ...mail }, trx);
    return true;
  });
  if (!changed) throw new DomainError('CONFLICT', messages.applicationAlreadyReviewed);
  return getApplication(services, decision.id);
}

/** Approval needs the admin's word that the CRP was checked in the CFP's register (the input requires it). */
export function approve(services: AppServices, reviewerId: number, input: z.output<typeof approveApplicationInput>) {
  return decide(services, reviewerId, { id: input.id, status: 'approved' });
}

export function reject(services: AppServices, reviewerId: number, input: z.output<typeof rejectApplicationInput>) {
  return decide(services, reviewerId, { ...input, status: 'rejected' });
}
