import { TRPCClientError } from '@trpc/client';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells the auth session that the server refused a call for want of a sign-in (it may have expired). */
export function reportIfUnauthorized(error: unknown): void {
  if (!(error instanceof TRPCClientError)) return;
  const data = error.data as { code?: unknown } | undefined;
  if (data?.code !== 'UNAUTHORIZED') return;
  for (const listener of listeners) listener();
}

export function onUnauthorizedAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
