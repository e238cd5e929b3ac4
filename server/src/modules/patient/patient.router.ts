import { router } from '../../trpc/init.ts';
import { patientProcedure } from '../../trpc/procedures.ts';
import { patientCalendarFeedRouter } from '../calendar-feed/calendar-feed.router.ts';
import { patientProfileRouter } from './profile/patient-profile.router.ts';
import { telehealthConsentRouter } from './telehealth-consent/telehealth-consent.router.ts';
import { overviewForPatient } from './patient.service.ts';

export const patientRouter = router({
  profile: patientProfileRouter,
  telehealthConsent: telehealthConsentRouter,
  calendarFeed: patientCalendarFeedRouter,
  overview: patientProcedure.query(({ ctx }) => overviewForPatient(ctx, ctx.user.id)),
});
