import { messages } from '@acolhe/shared/messages';
import type { AuthSessionUser } from './auth-session.service.ts';

/** The gate of the psychologist area, for tRPC procedures and plain HTTP routes alike. */
export function isApprovedPsychologist(user: AuthSessionUser): boolean {
  return user.role === 'psychologist' && user.approvalStatus === 'approved';
}

/** Why a signed-in user may not enter the psychologist area; an applicant is told where the application stands. */
export function psychologistRefusal(user: AuthSessionUser): string {
  if (user.role !== 'psychologist') return messages.forbidden;
  return user.approvalStatus === 'rejected' ? messages.applicationRejected : messages.pendingApproval;
}
