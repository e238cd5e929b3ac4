import { matchPath } from 'react-router';
import { dashboardPaths, type Role } from '@acolhe/shared/roles';
import { paths, routePatterns } from '../lib/paths.ts';

/**
 * The pages the server sends as HTML with their data: the two public pages people arrive on from search
 * and links, and each role's dashboard, the first screen after signing in. The rest are rendered by the
 * app in the browser. A private page is rendered only for a viewer of its role (anyone else is sent
 * elsewhere by the app's guard, which the server leaves to the browser).
 */
const serverRenderedPages: { pattern: string; role?: Role }[] = [
  { pattern: paths.directory },
  { pattern: routePatterns.psychologistProfile },
  { pattern: dashboardPaths.patient, role: 'patient' },
  { pattern: dashboardPaths.psychologist, role: 'psychologist' },
  { pattern: dashboardPaths.admin, role: 'admin' },
];

export function isServerRendered(pathname: string, viewerRole: Role | null): boolean {
  return serverRenderedPages.some(
    (page) => matchPath(page.pattern, pathname) !== null && (page.role === undefined || page.role === viewerRole),
  );
}
