import { router } from './trpc/init.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { applicationsRouter } from './modules/admin/applications/applications.router.ts';
import { statsRouter } from './modules/stats/stats.router.ts';
import { patientRouter } from './modules/patient/patient.router.ts';
import { psychologistRouter } from './modules/psychologist/psychologist.router.ts';
import { appointmentsRouter } from './modules/appointments/appointments.router.ts';
import { agendaRouter } from './modules/agenda/agenda.router.ts';
import { directoryRouter } from './modules/directory/directory.router.ts';
import { sessionsRouter } from './modules/sessions/sessions.router.ts';
import { activityRouter } from './modules/admin/activity/activity.router.ts';
import { adminCompaniesRouter } from './modules/admin/companies/companies.router.ts';
import { adminSettingsRouter } from './modules/admin/settings/settings.router.ts';
import { platformRouter } from './modules/platform/platform.router.ts';
import { adminUsersRouter } from './modules/admin/users/users.router.ts';
import { psychologistSettingsRouter } from './modules/psychologist-settings/settings.router.ts';
import { adminDashboardQuery } from './modules/admin/dashboard/dashboard.router.ts';
import { adminReportsRouter } from './modules/admin/reports/admin-reports.router.ts';
import { financialRouter } from './modules/admin/financial/financial.router.ts';
import { twoFactorRouter } from './modules/two-factor/two-factor.router.ts';

export const appRouter = router({
  platform: platformRouter,
  auth: authRouter,
  twoFactor: twoFactorRouter,
  stats: statsRouter,
  patient: patientRouter,
  psychologist: psychologistRouter,
  appointments: appointmentsRouter,
  agenda: agendaRouter,
  directory: directoryRouter,
  sessions: sessionsRouter,
  psychologistSettings: psychologistSettingsRouter,
  admin: router({
    dashboard: adminDashboardQuery,
    applications: applicationsRouter,
    users: adminUsersRouter,
    companies: adminCompaniesRouter,
    settings: adminSettingsRouter,
    activity: activityRouter,
    reports: adminReportsRouter,
    financial: financialRouter,
  }),
});

export type AppRouter = typeof appRouter;
