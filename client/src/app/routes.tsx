import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { AdminApplicationsPage } from '../features/admin/admin-applications-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { PrivacyPage } from '../features/legal/privacy-page.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { BookingPage } from '../features/booking/booking-page.tsx';
import { PatientAppointmentsPage } from '../features/patient/patient-appointments-page.tsx';
import { PatientDashboardPage } from '../features/patient/patient-dashboard-page.tsx';
import { PatientProfilePage } from '../features/patient-profile/patient-profile-page.tsx';
import { AgendaSettingsPage } from '../features/agenda/agenda-settings-page.tsx';
import { DirectoryPage } from '../features/directory/directory-page.tsx';
import { PsychologistProfilePage } from '../features/directory/psychologist-profile-page.tsx';
import { PsychologistDashboardPage } from '../features/psychologist/psychologist-dashboard-page.tsx';
import { PublicPage } from './layouts/public-page.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { PatientLayout } from './layouts/patient-layout.tsx';
import { PsychologistLayout } from './layouts/psychologist-layout.tsx';
import { FullPageSpinner, RequireRole } from './guards.tsx';

// The call screen carries LiveKit and WebRTC code: its own chunk, fetched only when a session opens.
const VideoSessionPage = lazy(() => import('../features/video-session/video-session-page.tsx'));
const videoSession = (
  <Suspense fallback={<FullPageSpinner />}>
    <VideoSessionPage />
  </Suspense>
);

const placeholder = (path: string, title: string) => ({ path, element: <PlaceholderPage title={title} /> });

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/privacidade', element: <PrivacyPage /> },
      { path: '/termos', element: <TermsPage /> },
      {
        element: <PublicPage />,
        children: [
          { path: '/agenda', element: <DirectoryPage /> },
          { path: '/psychologist/:id', element: <PsychologistProfilePage /> },
        ],
      },
      {
        path: '/schedule/:psychologistId',
        element: (
          <RequireRole role="patient">
            <PublicPage />
          </RequireRole>
        ),
        children: [{ index: true, element: <BookingPage /> }],
      },
      {
        path: '/patient',
        element: (
          <RequireRole role="patient">
            <PatientLayout />
          </RequireRole>
        ),
        children: [
          { path: 'dashboard', element: <PatientDashboardPage /> },
          { path: 'appointments', element: <PatientAppointmentsPage /> },
          { path: 'session/:sessionId', element: videoSession },
          { path: 'profile', element: <PatientProfilePage /> },
        ],
      },
      {
        path: '/psychologist',
        element: (
          <RequireRole role="psychologist">
            <PsychologistLayout />
          </RequireRole>
        ),
        children: [
          { path: 'dashboard', element: <PsychologistDashboardPage /> },
          { path: 'schedule', element: <AgendaSettingsPage /> },
          placeholder('patients', 'Pacientes'),
          placeholder('reports', 'Relatórios e Estatísticas'),
          placeholder('settings', 'Configurações'),
          { path: 'session/:id', element: videoSession },
        ],
      },
      {
        path: '/admin',
        element: (
          <RequireRole role="admin">
            <AdminLayout />
          </RequireRole>
        ),
        children: [
          placeholder('dashboard', 'Dashboard'),
          { path: 'psychologists', element: <AdminApplicationsPage /> },
          placeholder('users', 'Usuários'),
          placeholder('companies', 'Empresas Conveniadas'),
          placeholder('reports', 'Relatórios'),
          placeholder('financial', 'Financeiro'),
          placeholder('settings', 'Configurações'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

