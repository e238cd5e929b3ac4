import { telehealthConsentInput } from '@acolhe/shared/telehealth-consent';
import { router } from '../../../trpc/init.ts';
import { patientProcedure } from '../../../trpc/procedures.ts';
import * as consent from './telehealth-consent.service.ts';

/** The patient's consent to online care, per psychologist they booked. */
export const telehealthConsentRouter = router({
  give: patientProcedure
    .input(telehealthConsentInput)
    .mutation(({ ctx, input }) => consent.giveConsent(ctx, ctx.user, input.psychologistId)),
  inPersonContact: patientProcedure
    .input(telehealthConsentInput)
    .query(({ ctx, input }) => consent.inPersonContact(ctx, ctx.user, input.psychologistId)),
});
