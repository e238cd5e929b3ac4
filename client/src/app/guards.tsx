import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@acolhe/shared/roles';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useAuthSession } from '../lib/auth-session.tsx';
import { dashboardOf, pathAndQuery, paths } from '../lib/paths.ts';
import { TwoFactorGate } from './two-factor-gate.tsx';

/**
 * Signed out: to the login page (remembering where they were going), or where they chose to go from the
 * page they just signed out on. Another role: to their own dashboard.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, loading, signedOut } = useAuthSession();
  const here = pathAndQuery(useLocation());
  if (!user && loading) return <FullPageSpinner />;
  if (!user && signedOut?.from === here) return <Navigate to={signedOut.to} replace />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: here }} />;
  if (user.role !== role) return <Navigate to={dashboardOf[user.role]} replace />;
  return role === 'patient' ? children : <TwoFactorGate>{children}</TwoFactorGate>;
}
