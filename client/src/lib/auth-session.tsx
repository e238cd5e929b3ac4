import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@acolhe/shared/auth';
import { messages } from '@acolhe/shared/messages';
import { notifyError } from './notify.ts';
import { pathAndQuery, paths } from './paths.ts';
import { useTRPC, useTRPCClient } from './trpc.ts';
import { onUnauthorizedAnswer } from './unauthorized-answers.ts';

const storageKey = 'user';

interface SignedOut {
  /** Path and query of the page the user signed out on. */
  from: string;
  to: string;
}

interface AuthSession {
  user: PublicUser | null;
  /** True until the server has confirmed (or denied) the stored user. */
  loading: boolean;
  /**
   * A user who just signed out in this tab: the page they left and where they are going. The guard of
   * that page sends them there, not to /login; any other guarded page asks a visitor to sign in as usual.
   */
  signedOut: SignedOut | null;
  signIn(user: PublicUser): void;
  signOut(destination?: string): Promise<void>;
}

const AuthSessionContext = createContext<AuthSession | null>(null);

function readStoredUser(): PublicUser | null {
  // A page rendered on the server knows the user from the session's answer, not from storage.
  if (typeof window === 'undefined') return null;
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

function storeUser(user: PublicUser | null): void {
  if (user) localStorage.setItem(storageKey, JSON.stringify(user));
  else localStorage.removeItem(storageKey);
}

/**
 * The stored user paints the first frame at once; the server's answer to auth.me decides. The cookie
 * is httpOnly, so only the server knows whether the auth session still exists.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [storedUser, setStoredUser] = useState(readStoredUser);
  const [signedOut, setSignedOut] = useState<SignedOut | null>(null);
  const me = useQuery({ ...trpc.auth.me.queryOptions(), staleTime: 60_000, retry: 1 });
  const meKey = useMemo(() => trpc.auth.me.queryKey(), [trpc]);

  const user = me.isSuccess ? me.data : me.isError ? null : storedUser;
  const signedIn = useRef(storedUser !== null);

  /**
   * The server no longer knows this browser's sign-in (idle timeout, lifetime, ended elsewhere): say so
   * once and forget the user, so the guards send them to /login remembering the page.
   */
  const expire = useCallback(() => {
    if (!signedIn.current) return;
    signedIn.current = false;
    storeUser(null);
    setStoredUser(null);
    notifyError(messages.sessionExpired);
    queryClient.setQueryData(meKey, null);
  }, [queryClient, meKey]);

  useEffect(() => onUnauthorizedAnswer(expire), [expire]);
  useEffect(() => {
    if (!me.isSuccess) return;
    if (me.data === null) expire();
    else signedIn.current = true;
    storeUser(me.data);
  }, [me.isSuccess, me.data, expire]);

  const signIn = useCallback(
    (next: PublicUser) => {
      signedIn.current = true;
      storeUser(next);
      setStoredUser(next);
      setSignedOut(null);
      queryClient.setQueryData(meKey, next);
    },
    [queryClient, meKey],
  );

  const signOut = useCallback(async (destination: string = paths.home) => {
    signedIn.current = false;
    const from = pathAndQuery(window.location);
    try {
      await client.auth.logout.mutate();
    } finally {
      storeUser(null);
      setStoredUser(null);
      setSignedOut({ from, to: destination });
      queryClient.clear();
      queryClient.setQueryData(meKey, null);
    }
  }, [client, queryClient, meKey]);

  const value = useMemo<AuthSession>(
    () => ({ user, loading: me.isPending, signedOut, signIn, signOut }),
    [user, me.isPending, signedOut, signIn, signOut],
  );
  return <AuthSessionContext.Provider value={value}>{children}</AuthSessionContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const authSession = useContext(AuthSessionContext);
  if (!authSession) throw new Error('useAuthSession fora de AuthSessionProvider');
  return authSession;
}
