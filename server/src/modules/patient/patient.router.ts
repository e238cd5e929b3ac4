import { router } from '../../trpc/init.ts';
import { patientProcedure } from '../../trpc/procedures.ts';
import { countPatientAppointments } from './patient.repository.ts';

export const patientRouter = router({
  overview: patientProcedure.query(async ({ ctx }) => {
    const counts = await countPatientAppointments(ctx.db, ctx.user.id, ctx.now().toISOString());
    return { upcoming: Number(counts.upcoming), completed: Number(counts.completed) };
  }),
});
