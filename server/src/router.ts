import { router } from './trpc/init.ts';
import { platformRouter } from './modules/platform/platform.router.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { twoFactorRouter } from './modules/two-factor/two-factor.router.ts';
import { accountRouter } from './modules/account/account.router.ts';
import { statsRouter } from './modules/stats/stats.router.ts';
import { patientProcedures } from './modules/patient/patient.router.ts';
import { patientProfileRouter } from './modules/patient/profile/patient-profile.router.ts';
import { telehealthConsentRouter } from './modules/patient/telehealth-consent/telehealth-consent.router.ts';
import { patientCalendarFeedRouter, psychologistCalendarFeedRouter } from './modules/calendar-feed/calendar-feed.router.ts';
import { psychologistProcedures } from './modules/psychologist/psychologist.router.ts';
import { patientsRouter } from './modules/psychologist/patients/patients.router.ts';
import { clinicalRecordsRouter } from './modules/psychologist/records/clinical-records.router.ts';
import { psychologistReportsRouter } from './modules/psychologist/reports/psychologist-reports.router.ts';
import { receiptsRouter } from './modules/psychologist/receipts/receipts.router.ts';
import { appointmentsRouter } from './modules/appointments/appointments.router.ts';
import { agendaRouter } from './modules/agenda/agenda.router.ts';
import { directoryRouter } from './modules/directory/directory.router.ts';
import { sessionsRouter } from './modules/sessions/sessions.router.ts';
import { psychologistSettingsRouter } from './modules/psychologist-settings/settings.router.ts';
import { adminDashboardQuery } from './modules/admin/dashboard/dashboard.router.ts';
import { applicationsRouter } from './modules/admin/applications/applications.router.ts';
import { adminUsersRouter } from './modules/admin/users/users.router.ts';
import { adminCompaniesRouter } from './modules/admin/companies/companies.router.ts';
import { adminSettingsRouter } from './modules/admin/settings/settings.router.ts';
import { activityRouter } from './modules/admin/activity/activity.router.ts';
import { adminReportsRouter } from './modules/admin/reports/admin-reports.router.ts';
import { financialRouter } from './modules/admin/financial/financial.router.ts';

/**
 * The whole API, mounted here and only here: each namespace's folder under modules/ follows its path
 * (docs/architecture.md "API paths and their folders"), and no module's router mounts another's.
 */
export const appRouter = router({
  platform: platformRouter,
  auth: authRouter,
  twoFactor: twoFactorRouter,
  account: accountRouter,
  stats: statsRouter,
  patient: router({
    ...patientProcedures,
    profile: patientProfileRouter,
    telehealthConsent: telehealthConsentRouter,
    calendarFeed: patientCalendarFeedRouter,
  }),
  psychologist: router({
    ...psychologistProcedures,
    patients: patientsRouter,
    records: clinicalRecordsRouter,
    reports: psychologistReportsRouter,
    receipts: receiptsRouter,
    calendarFeed: psychologistCalendarFeedRouter,
  }),
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
