import { useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@acolhe/shared/roles';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { useAuthSession } from '../lib/auth-session.tsx';
import { dashboardOf, isInAreaOf, pathAndQuery, paths } from '../lib/paths.ts';
import { TwoFactorGate } from './two-factor-gate.tsx';

/**
 * The address bar's page. The router moves to the next screen in a transition: while that screen's
 * code loads, it still renders the screen being left, and only the address bar shows the page chosen.
 */
function addressBarPage(rendered: string): string {
  return typeof window === 'undefined' ? rendered : pathAndQuery(window.location);
}

/**
 * The page login should lead back to: the address bar's when the guard first finds no sign-in, fixed,
 * because the guard renders again while its redirect is pending, when the address bar shows /login.
 * Null when the address bar is already on a page outside the area: the user is leaving it, and the guard
 * lets that move finish rather than cancel it.
 */
function useReturnPage(signedIn: boolean, role: Role, rendered: string): string | null {
  const [fixed, setFixed] = useState<string | null>(null);
  if (signedIn) {
    if (fixed !== null) setFixed(null);
    return rendered;
  }
  if (fixed !== null) return fixed;
  const address = addressBarPage(rendered);
  if (address !== rendered && !isInAreaOf(role, address)) return null;
  setFixed(address);
  return address;
}

/**
 * Signed out: to the login page (remembering where they were going), or where they chose to go from the
 * page they just signed out on. Another role: to their own dashboard.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, loading, signedOut } = useAuthSession();
  const here = pathAndQuery(useLocation());
  const returnPage = useReturnPage(user !== null || loading, role, here);
  // One state object per return page: a new one on every render would have the redirect made again.
  const loginState = useMemo(() => ({ from: returnPage }), [returnPage]);
  if (!user && loading) return <FullPageSpinner />;
  const signedOutHere = signedOut && (signedOut.from === here || signedOut.from === addressBarPage(here));
  if (!user && signedOutHere) return <Navigate to={signedOut.to} replace />;
  if (!user && returnPage === null) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login} replace state={loginState} />;
  if (user.role !== role) return <Navigate to={dashboardOf[user.role]} replace />;
  return role === 'patient' ? children : <TwoFactorGate>{children}</TwoFactorGate>;
}
