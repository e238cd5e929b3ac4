import { matchRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@acolhe/server/router';
import { dashboardPaths, type Role } from '@acolhe/shared/roles';
import { pendingApplicationsInput, recentActivityInput } from '../features/admin/admin-dashboard-reads.ts';
import { routePatterns } from '../lib/paths.ts';

type Trpc = TRPCOptionsProxy<AppRouter>;
type ReadAhead = (trpc: Trpc, queryClient: QueryClient, params: Record<string, string | undefined>) => Promise<void>[];

/**
 * What each server-rendered page asks for once it renders, read before its first render. Without them
 * a dashboard took three renders (the session's loading state, the page's skeletons, the page), each
 * a full pass of React and Chakra's styles; with them it takes one. A read missing here, or asked with
 * another input, costs a render more and nothing else: the renderer still answers whatever a render
 * asks for (render-page.tsx). The directory's reads follow its filters in the URL and are left to it.
 */
const readsByPage: { path: string; role?: Role; reads: ReadAhead }[] = [
  {
    path: routePatterns.psychologistProfile,
    reads: (trpc, queryClient, { psychologistId }) => {
      const id = Number(psychologistId);
      return Number.isSafeInteger(id) && id > 0 ? [queryClient.prefetchQuery(trpc.directory.profile.queryOptions({ psychologistId: id }))] : [];
    },
  },
  {
    path: dashboardPaths.patient,
    role: 'patient',
    reads: (trpc, queryClient) => [
      queryClient.prefetchQuery(trpc.patient.overview.queryOptions()),
      queryClient.prefetchQuery(trpc.appointments.dashboard.queryOptions()),
    ],
  },
  {
    path: dashboardPaths.psychologist,
    role: 'psychologist',
    reads: (trpc, queryClient) => [
      queryClient.prefetchQuery(trpc.twoFactor.status.queryOptions()),
      queryClient.prefetchQuery(trpc.psychologist.overview.queryOptions()),
      queryClient.prefetchQuery(trpc.psychologist.appointments.queryOptions()),
    ],
  },
  {
    path: dashboardPaths.admin,
    role: 'admin',
    reads: (trpc, queryClient) => [
      queryClient.prefetchQuery(trpc.twoFactor.status.queryOptions()),
      queryClient.prefetchQuery(trpc.admin.dashboard.queryOptions()),
      queryClient.prefetchQuery(trpc.admin.applications.list.queryOptions(pendingApplicationsInput)),
      queryClient.prefetchQuery(trpc.admin.activity.recent.queryOptions(recentActivityInput)),
    ],
  },
];

/** Reads, in parallel, the session and the answers the page at `pathname` shows to a viewer of `viewerRole`. */
export async function readAhead(pathname: string, viewerRole: Role | null, trpc: Trpc, queryClient: QueryClient): Promise<void> {
  // Ranked as the app's routes are: '/psychologist/dashboard' is the dashboard, not a profile.
  const [match] = matchRoutes(readsByPage, pathname) ?? [];
  const page = match && (match.route.role === undefined || match.route.role === viewerRole) ? match : undefined;
  await Promise.all([queryClient.prefetchQuery(trpc.auth.me.queryOptions()), ...(page?.route.reads(trpc, queryClient, page.params) ?? [])]);
}
