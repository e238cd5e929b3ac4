import { TRPCError } from '@trpc/server';
import { recordMessages } from '@acolhe/shared/clinical-records';
import { twoFactorMessages } from '@acolhe/shared/two-factor';
import { messages } from '@acolhe/shared/messages';
import { DomainError } from '../errors.ts';
import { baseProcedure, middleware } from './init.ts';
import { spendPublicCall } from './public-call-limiter.ts';
import { isApprovedPsychologist, psychologistRefusal } from '../identity/role-gates.ts';
import type { AuthSessionUser } from '../identity/auth-session.service.ts';
import { mustEnrolTwoFactor } from '../identity/staff-two-factor.ts';

/** Turns a DomainError thrown anywhere below into the matching tRPC error; the formatter keeps its text. */
const mapDomainErrors = middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

const mappedProcedure = baseProcedure.use(mapDomainErrors);

/** Spends one call of the IP's public budget; what makes a procedure public (see public-procedures.ts). */
export const spendFromPublicBudget = middleware(async ({ ctx, next }) => {
  await spendPublicCall(ctx.publicCalls, ctx.ip);
  return next();
});

/** Open to anyone, so each call spends from its IP's budget (one client must not starve the others). */
export const publicProcedure = mappedProcedure.use(spendFromPublicBudget);

export const authedProcedure = mappedProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new DomainError('UNAUTHORIZED', messages.notSignedIn);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** The admin may require psychologists and admins to enrol first; what they reach then waits for it. */
async function refuseUntilEnrolled(ctx: Parameters<typeof mustEnrolTwoFactor>[0], user: AuthSessionUser) {
  if (await mustEnrolTwoFactor(ctx, user)) {
    throw new DomainError('FORBIDDEN', twoFactorMessages.required, { reason: 'TWO_FACTOR_REQUIRED' });
  }
}

/**
 * Any signed-in user, as a participant of a consultation is (each procedure checks the row), but a
 * psychologist the admin requires to enrol reaches their consultations, and the patient's name and
 * video in them, only once enrolled, as the rest of their area.
 */
export const participantProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await refuseUntilEnrolled(ctx, ctx.user);
  return next({ ctx });
});

function requireRole(allowed: (user: AuthSessionUser) => boolean, refusal: (user: AuthSessionUser) => string) {
  return authedProcedure.use(async ({ ctx, next }) => {
    if (!allowed(ctx.user)) throw new DomainError('FORBIDDEN', refusal(ctx.user));
    await refuseUntilEnrolled(ctx, ctx.user);
    return next({ ctx });
  });
}

export const patientProcedure = requireRole(
  (user) => user.role === 'patient',
  () => messages.forbidden,
);

/** Only an approved psychologist; an applicant is told where their application stands. */
export const psychologistProcedure = requireRole(isApprovedPsychologist, psychologistRefusal);

export const adminProcedure = requireRole(
  (user) => user.role === 'admin',
  () => messages.forbidden,
);

/**
 * The clinical record is the author psychologist's alone (docs/decisions/product.md "Clinical records"): to anyone
 * else, the admin and the patient included, it does not exist, so they get NOT_FOUND, never FORBIDDEN.
 */
export const clinicalRecordProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if (ctx.user.role !== 'psychologist' || ctx.user.approvalStatus !== 'approved') {
    throw new DomainError('NOT_FOUND', recordMessages.notFound);
  }
  await refuseUntilEnrolled(ctx, ctx.user);
  return next({ ctx });
});
