import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@acolhe/shared/roles';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useAuthSession } from '../lib/auth-session.tsx';
import { dashboardOf, paths } from '../lib/paths.ts';
import { TwoFactorGate } from './two-factor-gate.tsx';

/** Signed out: to the login page (remembering where they were going). Another role: to their own dashboard. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, loading, signedOutTo } = useAuthSession();
  const location = useLocation();
  if (!user && loading) return <FullPageSpinner />;
  if (!user && signedOutTo) return <Navigate to={signedOutTo} replace />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (user.role !== role) return <Navigate to={dashboardOf[user.role]} replace />;
  return role === 'patient' ? children : <TwoFactorGate>{children}</TwoFactorGate>;
}
