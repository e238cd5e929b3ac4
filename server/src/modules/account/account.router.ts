import { changePasswordInput } from '@acolhe/shared/patient-profile';
import { router } from '../../trpc/init.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { changePassword } from '../../identity/password-change.ts';

/** The signed-in person's own account, whatever their role. */
export const accountRouter = router({
  changePassword: authedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user, ctx.authSessionToken, input)),
});
