import { confirmEnrolmentInput, disableTwoFactorInput, startEnrolmentInput } from '@acolhe/shared/two-factor';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import * as twoFactor from './two-factor.service.ts';

/** The caller's own two-factor authentication, for every role. */
export const twoFactorRouter = router({
  status: authedProcedure.query(({ ctx }) => twoFactor.twoFactorStatus(ctx, ctx.user)),
  startEnrolment: authedProcedure
    .input(startEnrolmentInput)
    .mutation(({ ctx, input }) => twoFactor.startEnrolment(ctx, ctx.user, input.password)),
  confirmEnrolment: authedProcedure
    .input(confirmEnrolmentInput)
    .mutation(({ ctx, input }) => twoFactor.confirmEnrolment(ctx, ctx.user, input.code)),
  disable: authedProcedure
    .input(disableTwoFactorInput)
    .mutation(({ ctx, input }) => twoFactor.disableTwoFactor(ctx, ctx.user, input)),
});
