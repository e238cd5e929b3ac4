import { matchRoutes } from 'react-router';
import { dashboardPaths, type Role } from '@acolhe/shared/roles';
import { paths, routePatterns } from '../lib/paths.ts';

/**
 * The pages the server sends as HTML with their data: the two public pages people arrive on from search
 * and links, and each role's dashboard, the first screen after signing in. The rest are rendered by the
 * app in the browser. A private page is rendered only for a viewer of its role (anyone else is sent
 * elsewhere by the app's guard, which the server leaves to the browser).
 */
const serverRenderedPages: { path: string; role?: Role }[] = [
  { path: paths.directory },
  { path: routePatterns.psychologistProfile },
  { path: dashboardPaths.patient, role: 'patient' },
  { path: dashboardPaths.psychologist, role: 'psychologist' },
  { path: dashboardPaths.admin, role: 'admin' },
];

export function isServerRendered(pathname: string, viewerRole: Role | null): boolean {
  // Ranked as the app's routes are: '/psychologist/dashboard' is the dashboard, not a profile.
  const [match] = matchRoutes(serverRenderedPages, pathname) ?? [];
  return match !== undefined && (match.route.role === undefined || match.route.role === viewerRole);
}
