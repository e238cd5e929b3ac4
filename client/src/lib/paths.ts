import { generatePath, matchPath, useParams } from 'react-router';
import { dashboardPaths, type Role } from '@acolhe/shared/roles';
import { maxRowId } from '@acolhe/shared/api-limits';

/** The router's patterns for the pages that take a parameter (one name per concept), and the catch-all. */
export const routePatterns = {
  psychologistProfile: '/psychologist/:psychologistId',
  schedule: '/schedule/:psychologistId',
  patientSession: '/patient/session/:appointmentId',
  patientReschedule: '/patient/appointments/:appointmentId/remarcar',
  psychologistSession: '/psychologist/session/:appointmentId',
  psychologistPatient: '/psychologist/patients/:patientId',
  notFound: '*',
} as const;

/** The booking page's search parameter for the chosen day (pt-BR, as the address bar shows it). */
export const scheduleDayParam = 'data';

type IdParam = 'psychologistId' | 'patientId' | 'appointmentId';

/** Every page of the client, named once: routes, links, redirects, guards and menus all use these. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  privacy: '/privacidade',
  terms: '/termos',
  directory: '/agenda',
  psychologistProfile: (psychologistId: number) =>
    generatePath(routePatterns.psychologistProfile, { psychologistId: String(psychologistId) }),
  schedule: (psychologistId: number) => generatePath(routePatterns.schedule, { psychologistId: String(psychologistId) }),
  /** The booking page with a local day ('yyyy-MM-dd') already chosen. */
  scheduleOn: (psychologistId: number, isoDay: string) =>
    `${generatePath(routePatterns.schedule, { psychologistId: String(psychologistId) })}?${new URLSearchParams({ [scheduleDayParam]: isoDay })}`,
  patient: {
    dashboard: dashboardPaths.patient,
    appointments: '/patient/appointments',
    profile: '/patient/profile',
    session: (appointmentId: number) =>
      generatePath(routePatterns.patientSession, { appointmentId: String(appointmentId) }),
    /** The slot picker that moves one consultation ('Remarcar', 'Reagendar sem custo'). */
    reschedule: (appointmentId: number) =>
      generatePath(routePatterns.patientReschedule, { appointmentId: String(appointmentId) }),
  },
  psychologist: {
    dashboard: dashboardPaths.psychologist,
    agenda: '/psychologist/schedule',
    patients: '/psychologist/patients',
    patient: (patientId: number) => generatePath(routePatterns.psychologistPatient, { patientId: String(patientId) }),
    reports: '/psychologist/reports',
    settings: '/psychologist/settings',
    session: (appointmentId: number) =>
      generatePath(routePatterns.psychologistSession, { appointmentId: String(appointmentId) }),
  },
  admin: {
    dashboard: dashboardPaths.admin,
    psychologists: '/admin/psychologists',
    users: '/admin/users',
    companies: '/admin/companies',
    reports: '/admin/reports',
    financial: '/admin/financial',
    settings: '/admin/settings',
    security: '/admin/security',
  },
} as const;

/**
 * A location's path and query (`/patient/appointments?status=scheduled`): what a guard remembers to return
 * to after the login, and what sign-out records as the page it left.
 */
export function pathAndQuery(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

export const dashboardOf: Record<Role, string> = {
  patient: paths.patient.dashboard,
  psychologist: paths.psychologist.dashboard,
  admin: paths.admin.dashboard,
};

const areaOf: Record<Role, string[]> = {
  patient: ['/patient/*', routePatterns.schedule],
  psychologist: ['/psychologist/*'],
  admin: ['/admin/*'],
};

/** Whether a page belongs to the role's own area (where a guard may send them back after login). */
export function isInAreaOf(role: Role, path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return areaOf[role].some((pattern) => matchPath(pattern, pathname) !== null);
}

/** A path's numeric id parameter; 0 when it is missing or no row's id (past the id columns' range). */
export function idOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && id <= maxRowId ? id : 0;
}

/** The page's numeric id parameter; 0 when it is missing or not a positive integer. */
export function useIdParam(name: IdParam): number {
  return idOf(useParams()[name]);
}
