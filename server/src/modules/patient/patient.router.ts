import { router } from '../../trpc/init.ts';
import { patientProcedure } from '../../trpc/procedures.ts';
import { countPatientAppointments } from './patient.repository.ts';
import { patientProfileRouter } from '../patient-profile/patient-profile.router.ts';

export const patientRouter = router({
  profile: patientProfileRouter,
  overview: patientProcedure.query(async ({ ctx }) => {
    const counts = await countPatientAppointments(ctx.db, ctx.user.id, ctx.now().toISOString());
    return { upcoming: Number(counts.upcoming), completed: Number(counts.completed) };
  }),
});
