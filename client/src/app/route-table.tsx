import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@acolhe/shared/roles';
import { paths, routePatterns } from '../lib/paths.ts';
import {
  AdminApplicationsPage,
  AdminCompaniesPage,
  AdminDashboardPage,
  AdminFinancialPage,
  AdminLayout,
  AdminReportsPage,
  AdminSecurityPage,
  AdminSettingsPage,
  AdminUsersPage,
  AgendaSettingsPage,
  BookingPage,
  DirectoryPage,
  LandingPage,
  LoginPage,
  NotFoundPage,
  PatientAppointmentsPage,
  PatientDashboardPage,
  PatientLayout,
  PatientPage,
  PatientProfilePage,
  PatientsPage,
  PrivacyPage,
  PsychologistDashboardPage,
  PsychologistLayout,
  PsychologistProfilePage,
  PsychologistReportsPage,
  PsychologistSettingsPage,
  PublicPage,
  RegisterPage,
  RequireRole,
  ReschedulePage,
  TermsPage,
  VideoSessionPage,
  type LazyPage,
} from './lazy-pages.ts';

/*
 * Declarative routes rather than a data router: the data router's own code weighed on the first script
 * (docs/decisions/first-script.md "A light first script and a start in stages"), and no screen loads
 * data through it.
 */

/** A route whose chunks (page, and layout or guard) start loading at once when a cold load lands on it. */
export interface AppRoute extends Omit<RouteObject, 'children' | 'handle' | 'index'> {
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

export const routes: AppRoute[] = [
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
