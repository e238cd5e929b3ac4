import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';

const errorPage = (error: unknown) => <RouteErrorPage error={error} />;

/** A screen that throws while rendering (or whose chunk fails to load) shows the error page, not a blank one; leaving the page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={errorPage}>
      {children}
    </ErrorBoundary>
  );
}
