import { lazy, type ComponentType } from 'react';

/**
 * The first script holds the frame only: every screen, each role's layout and guard, the legal pages,
 * the booking flow, the call (LiveKit, WebRTC) and the chart screens (recharts) are fetched when first
 * visited, and a cold `/` is answered by the server as HTML with no script at all
 * (server/src/http/pages/landing-document.ts). Navigations run in a transition, so the current screen stays
 * until the next one's chunk has arrived.
 */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

function page<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

// The guard carries the staff two-factor gate and its forms, so it is fetched with the first private screen.
export const RequireRole = page(
  () => import('./guards.tsx'),
  (module) => module.RequireRole,
);

export const LandingPage = page(
  () => import('../features/landing/landing-page.tsx'),
  (module) => module.LandingPage,
);
export const LoginPage = page(
  () => import('../features/auth/login-page.tsx'),
  (module) => module.LoginPage,
);
export const RegisterPage = page(
  () => import('../features/auth/register-page.tsx'),
  (module) => module.RegisterPage,
);
export const PrivacyPage = page(
  () => import('../features/legal/privacy-page.tsx'),
  (module) => module.PrivacyPage,
);
export const TermsPage = page(
  () => import('../features/legal/terms-page.tsx'),
  (module) => module.TermsPage,
);
export const NotFoundPage = page(
  () => import('../features/errors/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);

export const PublicPage = page(
  () => import('./layouts/public-page.tsx'),
  (module) => module.PublicPage,
);
export const DirectoryPage = page(
  () => import('../features/directory/directory-page.tsx'),
  (module) => module.DirectoryPage,
);
export const PsychologistProfilePage = page(
  () => import('../features/directory/psychologist-profile-page.tsx'),
  (module) => module.PsychologistProfilePage,
);
export const BookingPage = page(
  () => import('../features/booking/booking-page.tsx'),
  (module) => module.BookingPage,
);
export const ReschedulePage = page(
  () => import('../features/booking/reschedule-page.tsx'),
  (module) => module.ReschedulePage,
);
export const VideoSessionPage = page(
  () => import('../features/video-session/video-session-page.tsx'),
  (module) => module.default,
);

export const PatientLayout = page(
  () => import('./layouts/patient-layout.tsx'),
  (module) => module.PatientLayout,
);
export const PatientDashboardPage = page(
  () => import('../features/patient/dashboard/patient-dashboard-page.tsx'),
  (module) => module.PatientDashboardPage,
);
export const PatientAppointmentsPage = page(
  () => import('../features/patient/appointments/patient-appointments-page.tsx'),
  (module) => module.PatientAppointmentsPage,
);
export const PatientProfilePage = page(
  () => import('../features/patient-profile/patient-profile-page.tsx'),
  (module) => module.PatientProfilePage,
);

export const PsychologistLayout = page(
  () => import('./layouts/psychologist-layout.tsx'),
  (module) => module.PsychologistLayout,
);
export const PsychologistDashboardPage = page(
  () => import('../features/psychologist/psychologist-dashboard-page.tsx'),
  (module) => module.PsychologistDashboardPage,
);
export const AgendaSettingsPage = page(
  () => import('../features/agenda/agenda-settings-page.tsx'),
  (module) => module.AgendaSettingsPage,
);
export const PatientsPage = page(
  () => import('../features/psychologist-patients/patients-page.tsx'),
  (module) => module.PatientsPage,
);
export const PatientPage = page(
  () => import('../features/psychologist-patients/patient-page.tsx'),
  (module) => module.PatientPage,
);
export const PsychologistReportsPage = page(
  () => import('../features/psychologist-reports/psychologist-reports-page.tsx'),
  (module) => module.default,
);
export const PsychologistSettingsPage = page(
  () => import('../features/psychologist-settings/psychologist-settings-page.tsx'),
  (module) => module.PsychologistSettingsPage,
);

export const AdminLayout = page(
  () => import('./layouts/admin-layout.tsx'),
  (module) => module.AdminLayout,
);
export const AdminDashboardPage = page(
  () => import('../features/admin/dashboard/admin-dashboard-page.tsx'),
  (module) => module.AdminDashboardPage,
);
export const AdminApplicationsPage = page(
  () => import('../features/admin/applications/admin-applications-page.tsx'),
  (module) => module.AdminApplicationsPage,
);
export const AdminUsersPage = page(
  () => import('../features/admin/users/admin-users-page.tsx'),
  (module) => module.AdminUsersPage,
);
export const AdminCompaniesPage = page(
  () => import('../features/admin/companies/admin-companies-page.tsx'),
  (module) => module.AdminCompaniesPage,
);
export const AdminReportsPage = page(
  () => import('../features/admin/reports/admin-reports-page.tsx'),
  (module) => module.default,
);
export const AdminFinancialPage = page(
  () => import('../features/admin/financial/admin-financial-page.tsx'),
  (module) => module.default,
);
export const AdminSettingsPage = page(
  () => import('../features/admin/settings/admin-settings-page.tsx'),
  (module) => module.AdminSettingsPage,
);
export const AdminSecurityPage = page(
  () => import('../features/admin/security/admin-security-page.tsx'),
  (module) => module.AdminSecurityPage,
);
