import type { ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router';
import { dashboardPathByRole, type Role } from '@acolhe/shared/roles';
import { useSession } from './session.tsx';

export function FullPageSpinner() {
  return (
    <Center minH="60vh" aria-busy="true">
      <Spinner size="xl" color="brand.solid" />
    </Center>
  );
}

/** Signed out: to /login (remembering where they were going). Another role: to their own dashboard. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, loading, signedOutTo } = useSession();
  const location = useLocation();
  if (!user && loading) return <FullPageSpinner />;
  if (!user && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (user.role !== role) return <Navigate to={dashboardPathByRole[user.role]} replace />;
  return children;
}

export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, loading, signedOutTo } = useSession();
  const location = useLocation();
  if (!user && loading) return <FullPageSpinner />;
  if (!user && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
