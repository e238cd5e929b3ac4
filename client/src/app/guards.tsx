import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@acolhe/shared/roles';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useAuthSession } from '../lib/auth-session.tsx';
import { dashboardOf, pathAndQuery, paths } from '../lib/paths.ts';
import { TwoFactorGate } from './two-factor-gate.tsx';

/** The address bar's page, unless it is the login page already (a redirect under way). */
function addressBarPage(rendered: string): string {
  if (typeof window === 'undefined' || window.location.pathname === paths.login) return rendered;
  return pathAndQuery(window.location);
}

/**
 * The page login should lead back to, fixed when the guard first finds no sign-in: the address bar's.
 * While the next screen's code loads, the router still renders the screen being left (its move is a
 * transition) and only the address bar shows the page the user chose. Fixed, because the guard renders
 * again while its redirect is pending, when the address bar may show another page.
 */
function useReturnPage(signedIn: boolean, rendered: string): string {
  const [fixed, setFixed] = useState<string | null>(null);
  if (signedIn) {
    if (fixed !== null) setFixed(null);
    return rendered;
  }
  if (fixed !== null) return fixed;
  const page = addressBarPage(rendered);
  setFixed(page);
  return page;
}

/**
 * Signed out: to the login page (remembering where they were going), or where they chose to go from the
 * page they just signed out on. Another role: to their own dashboard.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, loading, signedOut } = useAuthSession();
  const here = pathAndQuery(useLocation());
  const returnPage = useReturnPage(user !== null || loading, here);
  if (!user && loading) return <FullPageSpinner />;
  if (!user && signedOut?.from === here) return <Navigate to={signedOut.to} replace />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: returnPage }} />;
  if (user.role !== role) return <Navigate to={dashboardOf[user.role]} replace />;
  return role === 'patient' ? children : <TwoFactorGate>{children}</TwoFactorGate>;
}
