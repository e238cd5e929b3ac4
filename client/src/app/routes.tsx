import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { AdminApplicationsPage } from '../features/admin/admin-applications-page.tsx';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page.tsx';
import { AdminCompaniesPage } from '../features/admin-companies/admin-companies-page.tsx';
import { AdminSettingsPage } from '../features/admin-settings/admin-settings-page.tsx';
import { AdminUsersPage } from '../features/admin-users/admin-users-page.tsx';
import { AdminSecurityPage } from '../features/admin/admin-security-page.tsx';
import { AgendaSettingsPage } from '../features/agenda/agenda-settings-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { BookingPage } from '../features/booking/booking-page.tsx';
import { DirectoryPage } from '../features/directory/directory-page.tsx';
import { PsychologistProfilePage } from '../features/directory/psychologist-profile-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { PrivacyPage } from '../features/legal/privacy-page.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { PatientProfilePage } from '../features/patient-profile/patient-profile-page.tsx';
import { PatientAppointmentsPage } from '../features/patient/patient-appointments-page.tsx';
import { PatientDashboardPage } from '../features/patient/patient-dashboard-page.tsx';
import { PatientPage } from '../features/psychologist-patients/patient-page.tsx';
import { PatientsPage } from '../features/psychologist-patients/patients-page.tsx';
import { PsychologistDashboardPage } from '../features/psychologist/psychologist-dashboard-page.tsx';
import { PsychologistSettingsPage } from '../features/psychologist-settings/psychologist-settings-page.tsx';
import { paths, routePatterns } from '../lib/paths.ts';
import { RequireRole } from './guards.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { PatientLayout } from './layouts/patient-layout.tsx';
import { PsychologistLayout } from './layouts/psychologist-layout.tsx';
import { PublicPage } from './layouts/public-page.tsx';

// The call screen carries LiveKit and WebRTC code: its own chunk, fetched only when a session opens.
const VideoSessionPage = lazy(() => import('../features/video-session/video-session-page.tsx'));
const videoSession = (
  <Suspense fallback={<FullPageSpinner />}>
    <VideoSessionPage />
  </Suspense>
);

// recharts is only needed on chart screens: its own chunk.
const PsychologistReportsPage = lazy(() => import('../features/psychologist-reports/psychologist-reports-page.tsx'));
const AdminReportsPage = lazy(() => import('../features/admin-insights/admin-reports-page.tsx'));
const AdminFinancialPage = lazy(() => import('../features/admin-insights/admin-financial-page.tsx'));

const withCharts = (page: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>;


export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      {
        element: <PublicPage />,
        children: [
          { path: paths.directory, element: <DirectoryPage /> },
          { path: routePatterns.psychologistProfile, element: <PsychologistProfilePage /> },
        ],
      },
      {
        element: (
          <RequireRole role="patient">
            <PublicPage />
          </RequireRole>
        ),
        children: [{ path: routePatterns.schedule, element: <BookingPage /> }],
      },
      {
        element: (
          <RequireRole role="patient">
            <PatientLayout />
          </RequireRole>
        ),
        children: [
          { path: paths.patient.dashboard, element: <PatientDashboardPage /> },
          { path: paths.patient.appointments, element: <PatientAppointmentsPage /> },
          { path: routePatterns.patientSession, element: videoSession },
          { path: paths.patient.profile, element: <PatientProfilePage /> },
        ],
      },
      {
        element: (
          <RequireRole role="psychologist">
            <PsychologistLayout />
          </RequireRole>
        ),
        children: [
          { path: paths.psychologist.dashboard, element: <PsychologistDashboardPage /> },
          { path: paths.psychologist.agenda, element: <AgendaSettingsPage /> },
          { path: paths.psychologist.patients, element: <PatientsPage /> },
          { path: routePatterns.psychologistPatient, element: <PatientPage /> },
          {
            path: paths.psychologist.reports,
            element: withCharts(<PsychologistReportsPage />),
          },
          { path: paths.psychologist.settings, element: <PsychologistSettingsPage /> },
          { path: routePatterns.psychologistSession, element: videoSession },
        ],
      },
      {
        element: (
          <RequireRole role="admin">
            <AdminLayout />
          </RequireRole>
        ),
        children: [
          { path: paths.admin.dashboard, element: <AdminDashboardPage /> },
          { path: paths.admin.psychologists, element: <AdminApplicationsPage /> },
          { path: paths.admin.users, element: <AdminUsersPage /> },
          { path: paths.admin.companies, element: <AdminCompaniesPage /> },
          { path: paths.admin.reports, element: withCharts(<AdminReportsPage />) },
          { path: paths.admin.financial, element: withCharts(<AdminFinancialPage />) },
          { path: paths.admin.settings, element: <AdminSettingsPage /> },
          { path: paths.admin.security, element: <AdminSecurityPage /> },
        ],
      },
      { path: routePatterns.notFound, element: <NotFoundPage /> },
    ],
  },
]);
