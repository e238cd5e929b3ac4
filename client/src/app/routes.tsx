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
import { PatientDashboardPage } from '../features/patient/patient-dashboard-page.tsx';
import { PsychologistDashboardPage } from '../features/psychologist/psychologist-dashboard-page.tsx';
import { PublicPage } from './layouts/public-page.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { PatientLayout } from './layouts/patient-layout.tsx';
import { PsychologistLayout } from './layouts/psychologist-layout.tsx';
import { RequireRole } from './guards.tsx';

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
          placeholder('/agenda', 'Encontre seu psicólogo'),
          placeholder('/psychologist/:id', 'Perfil do psicólogo'),
        ],
      },
      {
        path: '/schedule/:psychologistId',
        element: (
          <RequireRole role="patient">
            <PublicPage />
          </RequireRole>
        ),
        children: [{ index: true, element: <PlaceholderPage title="Agendar consulta" /> }],
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
          placeholder('appointments', 'Minhas consultas'),
          placeholder('session/:sessionId', 'Sala de espera'),
          placeholder('profile', 'Meu perfil'),
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
          placeholder('schedule', 'Agenda'),
          placeholder('patients', 'Pacientes'),
          placeholder('reports', 'Relatórios e Estatísticas'),
          placeholder('settings', 'Configurações'),
          placeholder('session/:id', 'Sessão de vídeo'),
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

