import { patientProcedure } from '../../trpc/procedures.ts';
import { overviewForPatient } from './patient.service.ts';

/** patient.* procedures of their own; router.ts mounts patient.profile, .telehealthConsent and .calendarFeed beside them. */
export const patientProcedures = {
  overview: patientProcedure.query(({ ctx }) => overviewForPatient(ctx, ctx.user.id)),
};
