import { changePasswordInput, deleteAccountInput, updateProfileInput } from '@acolhe/shared/patient-profile';
import { financialResponsibleInput, saveCpfInput } from '@acolhe/shared/receipts';
import { router } from '../../../trpc/init.ts';
import { patientProcedure } from '../../../trpc/procedures.ts';
import { loadPublicUser } from '../../../identity/public-user.ts';
import { changePassword } from '../../../identity/password-change.ts';
import { clearAuthSessionCookie } from '../../../identity/auth-session-cookie.ts';
import { exportPatientData } from './patient-data-export.ts';
import * as profile from './patient-profile.service.ts';
import * as taxIds from './tax-ids.service.ts';

export const patientProfileRouter = router({
  get: patientProcedure.query(({ ctx }) => loadPublicUser(ctx.db, ctx.user.id)),
  update: patientProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx, ctx.user, input)),
  changePassword: patientProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user, ctx.authSessionToken, input)),
  taxIds: patientProcedure.query(({ ctx }) => taxIds.getTaxIds(ctx, ctx.user.id)),
  saveCpf: patientProcedure.input(saveCpfInput).mutation(({ ctx, input }) => taxIds.saveCpf(ctx, ctx.user.id, input)),
  removeCpf: patientProcedure.mutation(({ ctx }) => taxIds.removeCpf(ctx, ctx.user.id)),
  saveFinancialResponsible: patientProcedure
    .input(financialResponsibleInput)
    .mutation(({ ctx, input }) => taxIds.saveFinancialResponsible(ctx, ctx.user.id, input)),
  removeFinancialResponsible: patientProcedure.mutation(({ ctx }) => taxIds.removeFinancialResponsible(ctx, ctx.user.id)),
  exportData: patientProcedure.query(({ ctx }) => exportPatientData(ctx, ctx.user.id)),
  deleteAccount: patientProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const result = await profile.deleteAccount(ctx, ctx.user, input);
    clearAuthSessionCookie(ctx.res, ctx.config.env === 'production');
    return result;
  }),
});
