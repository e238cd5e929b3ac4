import { TZDate } from '@date-fns/tz';
import { addMonths, startOfMonth } from 'date-fns';
import { router } from '../../trpc/init.ts';
import { psychologistProcedure } from '../../trpc/procedures.ts';
import { clinicalRecordsRouter } from '../clinical-records/clinical-records.router.ts';
import { patientsRouter } from '../patients/patients.router.ts';
import { psychologistReportsRouter } from '../reports/psychologist-reports.router.ts';
import { appointmentsForPsychologist } from './psychologist-appointments.ts';
import { countPsychologistAppointments } from './psychologist.repository.ts';

export const psychologistRouter = router({
  /** This month's consultations in the platform time zone. */
  overview: psychologistProcedure.query(async ({ ctx }) => {
    const monthStart = startOfMonth(new TZDate(ctx.now(), ctx.config.timeZone));
    const counts = await countPsychologistAppointments(ctx.db, ctx.user.id, {
      from: new Date(monthStart.getTime()).toISOString(),
      to: new Date(addMonths(monthStart, 1).getTime()).toISOString(),
    });
    return { completed: Number(counts.completed), scheduled: Number(counts.scheduled), noShow: Number(counts.noShow) };
  }),
  appointments: psychologistProcedure.query(({ ctx }) => appointmentsForPsychologist(ctx, ctx.user.id)),
  patients: patientsRouter,
  records: clinicalRecordsRouter,
  reports: psychologistReportsRouter,
});
