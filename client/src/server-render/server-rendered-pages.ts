import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@acolhe/server/router';
import type { PublicUser } from '@acolhe/shared/auth';
import { dashboardPaths, type Role } from '@acolhe/shared/roles';
import { routes } from '../app/route-table.tsx';
import { pendingApplicationsInput, recentActivityInput } from '../features/admin/dashboard/admin-dashboard-reads.ts';
import { idOf, paths, routePatterns } from '../lib/paths.ts';

interface ReadAheadInput {
  trpc: TRPCOptionsProxy<AppRouter>;
  queryClient: QueryClient;
  params: Params;
  /** The signed-in viewer, as auth.me answered (read first); null for a visitor. */
  viewer: PublicUser | null;
}

interface ServerRenderedPage {
  /** The route's pattern, exactly as the app's route table (app/route-table.tsx) declares it. */
  path: string;
  /** Rendered only for a viewer of this role (anyone else is sent elsewhere by the app's guard, in the browser). */
  role?: Role;
  /** What the page asks for once it renders, read before its first render (see `readAhead`). */
  reads: (input: ReadAheadInput) => Promise<void>[];
}

/**
 * The pages the server sends as HTML with their data: the two public pages people arrive on from search
 * and links, and each role's dashboard, the first screen after signing in. The rest are rendered by the
 * app in the browser.
 */
const serverRenderedPages: ServerRenderedPage[] = [
  // The directory's reads follow its filters in the URL: its first render asks for them.
  { path: paths.directory, reads: () => [] },
  {
    path: routePatterns.psychologistProfile,
    reads: ({ trpc, queryClient, params }) => {
      const psychologistId = idOf(params.psychologistId);
      return psychologistId > 0 ? [queryClient.prefetchQuery(trpc.directory.profile.queryOptions({ psychologistId }))] : [];
    },
  },
  {
    path: dashboardPaths.patient,
    role: 'patient',
    reads: ({ trpc, queryClient }) => [
      queryClient.prefetchQuery(trpc.patient.overview.queryOptions()),
      queryClient.prefetchQuery(trpc.appointments.dashboard.queryOptions()),
    ],
  },
  {
    path: dashboardPaths.psychologist,
    role: 'psychologist',
    reads: ({ trpc, queryClient, viewer }) => [
      queryClient.prefetchQuery(trpc.twoFactor.status.queryOptions()),
      // An applicant not yet approved sees where their application stands (psychologist-layout.tsx).
      ...(viewer?.status === 'approved'
        ? [queryClient.prefetchQuery(trpc.psychologist.overview.queryOptions()), queryClient.prefetchQuery(trpc.psychologist.appointments.queryOptions())]
        : []),
    ],
  },
  {
    path: dashboardPaths.admin,
    role: 'admin',
    reads: ({ trpc, queryClient }) => [
      queryClient.prefetchQuery(trpc.twoFactor.status.queryOptions()),
      queryClient.prefetchQuery(trpc.admin.dashboard.queryOptions()),
      queryClient.prefetchQuery(trpc.admin.applications.list.queryOptions(pendingApplicationsInput)),
      queryClient.prefetchQuery(trpc.admin.activity.recent.queryOptions(recentActivityInput)),
    ],
  },
];

export interface ServerRenderedMatch {
  page: ServerRenderedPage;
  params: Params;
}

/**
 * The server-rendered page at `pathname` for a viewer of `viewerRole`; null when the browser renders it.
 * The app's own route table says which route the path is, so '/psychologist/dashboard' or
 * '/psychologist/schedule' is never taken for the profile of a psychologist called "dashboard".
 */
export function serverRenderedPage(pathname: string, viewerRole: Role | null): ServerRenderedMatch | null {
  const leaf = matchRoutes(routes as RouteObject[], pathname)?.at(-1);
  const page = leaf && serverRenderedPages.find((candidate) => candidate.path === leaf.route.path);
  if (!leaf || !page || (page.role !== undefined && page.role !== viewerRole)) return null;
  return { page, params: leaf.params };
}

/**
 * Reads the session, then what the page shows, before its first render. Without this a dashboard took
 * three renders (the session's loading state, the page's skeletons, the page), each a full pass of React
 * and Chakra's styles; with it, one. A read missing here, or asked with another input, costs a render more
 * and nothing else: the renderer still answers whatever a render asks for (render-page.tsx). A read that
 * fails is not tried again on the server: the page shows its loading state for it and the browser asks.
 */
export async function readAhead(match: ServerRenderedMatch, trpc: TRPCOptionsProxy<AppRouter>, queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(trpc.auth.me.queryOptions());
  const viewer = queryClient.getQueryData(trpc.auth.me.queryKey()) ?? null;
  await Promise.all(match.page.reads({ trpc, queryClient, params: match.params, viewer }));
}
