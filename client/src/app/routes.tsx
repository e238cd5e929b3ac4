import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { PageAdopted } from './early-tap.ts';
import { paths, routePatterns } from '../lib/paths.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * The first script holds the frame only: every screen, each role's layout and guard, the legal pages,
 * the booking flow, the call (LiveKit, WebRTC) and the chart screens (recharts) are fetched when first
 * visited, and a cold `/` is answered by the server as HTML with no script at all
 * (server/src/http/landing-document.ts). Declarative routes rather than a data router: the data
 * router's own code was a tenth of the first script, and no screen loads data through it. Navigations
 * run in a transition, so the current screen stays until the next one's chunk has arrived.
 */
type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

function page<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

// The guard carries the staff two-factor gate and its forms, so it is fetched with the first private screen.
const RequireRole = page(
  () => import('./guards.tsx'),
  (module) => module.RequireRole,
);

const LandingPage = page(
  () => import('../features/landing/landing-page.tsx'),
  (module) => module.LandingPage,
);
const LoginPage = page(
  () => import('../features/auth/login-page.tsx'),
  (module) => module.LoginPage,
);
const RegisterPage = page(
  () => import('../features/auth/register-page.tsx'),
  (module) => module.RegisterPage,
);
const PrivacyPage = page(
  () => import('../features/legal/privacy-page.tsx'),
  (module) => module.PrivacyPage,
);
const TermsPage = page(
  () => import('../features/legal/terms-page.tsx'),
  (module) => module.TermsPage,
);
const NotFoundPage = page(
  () => import('../features/errors/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);

const PublicPage = page(
  () => import('./layouts/public-page.tsx'),
  (module) => module.PublicPage,
);
const DirectoryPage = page(
  () => import('../features/directory/directory-page.tsx'),
  (module) => module.DirectoryPage,
);
const PsychologistProfilePage = page(
  () => import('../features/directory/psychologist-profile-page.tsx'),
  (module) => module.PsychologistProfilePage,
);
const BookingPage = page(
  () => import('../features/booking/booking-page.tsx'),
  (module) => module.BookingPage,
);
const ReschedulePage = page(
  () => import('../features/booking/reschedule-page.tsx'),
  (module) => module.ReschedulePage,
);
const VideoSessionPage = page(
  () => import('../features/video-session/video-session-page.tsx'),
  (module) => module.default,
);

const PatientLayout = page(
  () => import('./layouts/patient-layout.tsx'),
  (module) => module.PatientLayout,
);
const PatientDashboardPage = page(
  () => import('../features/patient/patient-dashboard-page.tsx'),
  (module) => module.PatientDashboardPage,
);
const PatientAppointmentsPage = page(
  () => import('../features/patient/patient-appointments-page.tsx'),
  (module) => module.PatientAppointmentsPage,
);
const PatientProfilePage = page(
  () => import('../features/patient-profile/patient-profile-page.tsx'),
  (module) => module.PatientProfilePage,
);

const PsychologistLayout = page(
  () => import('./layouts/psychologist-layout.tsx'),
  (module) => module.PsychologistLayout,
);
const PsychologistDashboardPage = page(
  () => import('../features/psychologist/psychologist-dashboard-page.tsx'),
  (module) => module.PsychologistDashboardPage,
);
const AgendaSettingsPage = page(
  () => import('../features/agenda/agenda-settings-page.tsx'),
  (module) => module.AgendaSettingsPage,
);
const PatientsPage = page(
  () => import('../features/psychologist-patients/patients-page.tsx'),
  (module) => module.PatientsPage,
);
const PatientPage = page(
  () => import('../features/psychologist-patients/patient-page.tsx'),
  (module) => module.PatientPage,
);
const PsychologistReportsPage = page(
  () => import('../features/psychologist-reports/psychologist-reports-page.tsx'),
  (module) => module.default,
);
const PsychologistSettingsPage = page(
  () => import('../features/psychologist-settings/psychologist-settings-page.tsx'),
  (module) => module.PsychologistSettingsPage,
);

const AdminLayout = page(
  () => import('./layouts/admin-layout.tsx'),
  (module) => module.AdminLayout,
);
const AdminDashboardPage = page(
  () => import('../features/admin/admin-dashboard-page.tsx'),
  (module) => module.AdminDashboardPage,
);
const AdminApplicationsPage = page(
  () => import('../features/admin/admin-applications-page.tsx'),
  (module) => module.AdminApplicationsPage,
);
const AdminUsersPage = page(
  () => import('../features/admin-users/admin-users-page.tsx'),
  (module) => module.AdminUsersPage,
);
const AdminCompaniesPage = page(
  () => import('../features/admin-companies/admin-companies-page.tsx'),
  (module) => module.AdminCompaniesPage,
);
const AdminReportsPage = page(
  () => import('../features/admin-insights/admin-reports-page.tsx'),
  (module) => module.default,
);
const AdminFinancialPage = page(
  () => import('../features/admin-insights/admin-financial-page.tsx'),
  (module) => module.default,
);
const AdminSettingsPage = page(
  () => import('../features/admin-settings/admin-settings-page.tsx'),
  (module) => module.AdminSettingsPage,
);
const AdminSecurityPage = page(
  () => import('../features/admin/admin-security-page.tsx'),
  (module) => module.AdminSecurityPage,
);

type Role = 'patient' | 'psychologist' | 'admin';

/** A route whose chunks (page, and layout or guard) start loading at once when a cold load lands on it. */
interface AppRoute extends Omit<RouteObject, 'children' | 'handle' | 'index'> {
  children?: AppRoute[];
  handle?: { chunks: { preload(): Promise<unknown> }[] };
}

function leaf(path: string, Page: LazyPage<object>): AppRoute {
  return { path, element: <Page />, handle: { chunks: [Page] } };
}

function area(Layout: LazyPage<object>, children: AppRoute[], role?: Role): AppRoute {
  const layout: ReactNode = <Layout />;
  return {
    element: role ? <RequireRole role={role}>{layout}</RequireRole> : layout,
    handle: { chunks: role ? [Layout, RequireRole] : [Layout] },
    children,
  };
}

const routes: AppRoute[] = [
  leaf(paths.home, LandingPage),
  leaf(paths.login, LoginPage),
  leaf(paths.register, RegisterPage),
  leaf(paths.privacy, PrivacyPage),
  leaf(paths.terms, TermsPage),
  area(PublicPage, [
    leaf(paths.directory, DirectoryPage),
    leaf(routePatterns.psychologistProfile, PsychologistProfilePage),
  ]),
  area(PublicPage, [leaf(routePatterns.schedule, BookingPage)], 'patient'),
  area(
    PatientLayout,
    [
      leaf(paths.patient.dashboard, PatientDashboardPage),
      leaf(paths.patient.appointments, PatientAppointmentsPage),
      leaf(routePatterns.patientReschedule, ReschedulePage),
      leaf(routePatterns.patientSession, VideoSessionPage),
      leaf(paths.patient.profile, PatientProfilePage),
    ],
    'patient',
  ),
  area(
    PsychologistLayout,
    [
      leaf(paths.psychologist.dashboard, PsychologistDashboardPage),
      leaf(paths.psychologist.agenda, AgendaSettingsPage),
      leaf(paths.psychologist.patients, PatientsPage),
      leaf(routePatterns.psychologistPatient, PatientPage),
      leaf(paths.psychologist.reports, PsychologistReportsPage),
      leaf(paths.psychologist.settings, PsychologistSettingsPage),
      leaf(routePatterns.psychologistSession, VideoSessionPage),
    ],
    'psychologist',
  ),
  area(
    AdminLayout,
    [
      leaf(paths.admin.dashboard, AdminDashboardPage),
      leaf(paths.admin.psychologists, AdminApplicationsPage),
      leaf(paths.admin.users, AdminUsersPage),
      leaf(paths.admin.companies, AdminCompaniesPage),
      leaf(paths.admin.reports, AdminReportsPage),
      leaf(paths.admin.financial, AdminFinancialPage),
      leaf(paths.admin.settings, AdminSettingsPage),
      leaf(paths.admin.security, AdminSecurityPage),
    ],
    'admin',
  ),
  leaf(routePatterns.notFound, NotFoundPage),
];

/**
 * Starts fetching every chunk the page at `pathname` needs, all at once, before the app renders: left
 * to React, the layout's chunk would load first and the page's only once the layout had rendered.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes as RouteObject[], pathname) ?? []) {
    for (const chunk of (match.route as AppRoute).handle?.chunks ?? []) void chunk.preload();
  }
}

export function AppRoutes() {
  const element = useRoutes(routes as RouteObject[]);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        {element}
        <PageAdopted />
      </Suspense>
    </RouteErrorBoundary>
  );
}
