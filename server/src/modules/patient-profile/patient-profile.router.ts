import { refuseCommonPassword } from '@acolhe/shared/common-passwords';
import { changePasswordInput, deleteAccountInput, updateProfileInput } from '@acolhe/shared/patient-profile';
import { router } from '../../trpc/init.ts';
import { patientProcedure } from '../../trpc/procedures.ts';
import { loadPublicUser } from '../auth/public-user.ts';
import { clearAuthSessionCookie } from '../auth/auth-session-cookie.ts';
import { exportPatientData } from './patient-data-export.ts';
import * as profile from './patient-profile.service.ts';

export const patientProfileRouter = router({
  get: patientProcedure.query(({ ctx }) => loadPublicUser(ctx.db, ctx.user.id)),
  update: patientProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx, ctx.user, input)),
  changePassword: patientProcedure
    .input(changePasswordInput.superRefine(refuseCommonPassword('newPassword')))
    .mutation(({ ctx, input }) => profile.changePassword(ctx, ctx.user, ctx.authSessionToken, input)),
  exportData: patientProcedure.query(({ ctx }) => exportPatientData(ctx, ctx.user.id)),
  deleteAccount: patientProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const result = await profile.deleteAccount(ctx, ctx.user, input);
    clearAuthSessionCookie(ctx.res, ctx.config.env === 'production');
    return result;
  }),
});
