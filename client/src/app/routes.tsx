import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { PageAdopted } from './page-adoption.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { routes, type AppRoute } from './route-table.tsx';

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
