import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@acolhe/shared/auth';
import { useTRPC, useTRPCClient } from './trpc.ts';

const storageKey = 'user';

interface Session {
  user: PublicUser | null;
  /** True until the server has confirmed (or denied) the stored user. */
  loading: boolean;
  /** The user signed out in this tab: guards send them home rather than to /login. */
  signedOut: boolean;
  signIn(user: PublicUser): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function readStoredUser(): PublicUser | null {
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
 * is httpOnly, so only the server knows whether the session still exists.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [storedUser, setStoredUser] = useState(readStoredUser);
  const [signedOut, setSignedOut] = useState(false);
  const me = useQuery({ ...trpc.auth.me.queryOptions(), staleTime: 60_000, retry: 1 });
  const meKey = trpc.auth.me.queryKey();

  const user = me.isSuccess ? me.data : me.isError ? null : storedUser;
  useEffect(() => {
    if (me.isSuccess) storeUser(me.data);
  }, [me.isSuccess, me.data]);

  const signIn = useCallback(
    (next: PublicUser) => {
      storeUser(next);
      setStoredUser(next);
      setSignedOut(false);
      queryClient.setQueryData(meKey, next);
    },
    [queryClient, meKey],
  );

  const signOut = useCallback(async () => {
    try {
      await client.auth.logout.mutate();
    } finally {
      storeUser(null);
      setStoredUser(null);
      setSignedOut(true);
      queryClient.clear();
      queryClient.setQueryData(meKey, null);
    }
  }, [client, queryClient, meKey]);

  const value = useMemo<Session>(
    () => ({ user, loading: me.isPending, signedOut, signIn, signOut }),
    [user, me.isPending, signedOut, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession fora de SessionProvider');
  return session;
}
