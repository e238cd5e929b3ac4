import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { PageAdopted } from './page-adopted.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { routes } from './route-table.tsx';

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
