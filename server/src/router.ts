import { router } from './trpc/init.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { applicationsRouter } from './modules/admin/applications.router.ts';
import { statsRouter } from './modules/stats/stats.router.ts';
import { patientRouter } from './modules/patient/patient.router.ts';
import { psychologistRouter } from './modules/psychologist/psychologist.router.ts';

export const appRouter = router({
  auth: authRouter,
  stats: statsRouter,
  patient: patientRouter,
  psychologist: psychologistRouter,
  admin: router({ applications: applicationsRouter }),
});

export type AppRouter = typeof appRouter;
