import { platformSettingsInput, staffTwoFactorInput } from '@acolhe/shared/platform-settings';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import * as settings from './settings.service.ts';

export const adminSettingsRouter = router({
  get: adminProcedure.query(({ ctx }) => settings.getSettingsOverview(ctx)),
  update: adminProcedure
    .input(platformSettingsInput)
    .mutation(({ ctx, input }) => settings.updateSettings(ctx, ctx.user.id, input)),
  setStaffTwoFactor: adminProcedure
    .input(staffTwoFactorInput)
    .mutation(({ ctx, input }) => settings.setStaffTwoFactor(ctx, ctx.user.id, input.required)),
});
