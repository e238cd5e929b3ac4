import { router } from '../../trpc/init.ts';
import { patientProcedure } from '../../trpc/procedures.ts';
import { patientProfileRouter } from '../patient-profile/patient-profile.router.ts';
import { telehealthConsentRouter } from '../telehealth-consent/telehealth-consent.router.ts';
import { overviewForPatient } from './patient.service.ts';

export const patientRouter = router({
  profile: patientProfileRouter,
  telehealthConsent: telehealthConsentRouter,
  overview: patientProcedure.query(({ ctx }) => overviewForPatient(ctx, ctx.user.id)),
});
