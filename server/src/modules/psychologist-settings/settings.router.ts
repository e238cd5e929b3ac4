import { bankAccountInput, pixKeyInput } from '@acolhe/shared/payments';
import { receiptSettingsInput } from '@acolhe/shared/receipts';
import {
  notificationSettingsInput,
  privacySettingsInput,
  profileSettingsInput,
} from '@acolhe/shared/psychologist-settings';
import { router } from '../../trpc/init.ts';
import { psychologistProcedure } from '../../trpc/procedures.ts';
import * as payments from './payments.service.ts';
import * as preferences from './preferences.service.ts';
import * as profile from './profile-settings.service.ts';
import * as receipts from './receipt-settings.service.ts';

/** /psychologist/settings. The photo is uploaded over plain HTTP (see http/routes/photo-routes.ts). */
export const psychologistSettingsRouter = router({
  profile: psychologistProcedure.query(({ ctx }) => profile.getProfileSettings(ctx, ctx.user.id)),
  updateProfile: psychologistProcedure
    .input(profileSettingsInput)
    .mutation(({ ctx, input }) => profile.updateProfileSettings(ctx, ctx.user.id, input)),
  preferences: psychologistProcedure.query(({ ctx }) => preferences.getPreferences(ctx, ctx.user.id)),
  updateNotifications: psychologistProcedure
    .input(notificationSettingsInput)
    .mutation(({ ctx, input }) => preferences.updateNotifications(ctx, ctx.user.id, input)),
  updatePrivacy: psychologistProcedure
    .input(privacySettingsInput)
    .mutation(({ ctx, input }) => preferences.updatePrivacy(ctx, ctx.user.id, input)),
  payments: psychologistProcedure.query(({ ctx }) => payments.getPayments(ctx, ctx.user.id)),
  saveBankAccount: psychologistProcedure
    .input(bankAccountInput)
    .mutation(({ ctx, input }) => payments.saveBankAccount(ctx, ctx.user.id, input)),
  savePixKey: psychologistProcedure
    .input(pixKeyInput)
    .mutation(({ ctx, input }) => payments.savePixKey(ctx, ctx.user.id, input)),
  receipts: psychologistProcedure.query(({ ctx }) => receipts.getReceiptSettings(ctx, ctx.user.id)),
  updateReceipts: psychologistProcedure
    .input(receiptSettingsInput)
    .mutation(({ ctx, input }) => receipts.updateReceiptSettings(ctx, ctx.user.id, input)),
});
