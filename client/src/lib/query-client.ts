import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { reportIfUnauthorized } from './unauthorized-answers.ts';

const maxRetries = 2;

/**
 * A refusal (not found, forbidden, invalid input, too many requests) says the same the next time, so it
 * shows at once; a failed connection or a server error is tried again twice. UNAUTHORIZED keeps the
 * retries: the auth session hears of it once the query gives up, and answering it at once raced the
 * guards' redirect to /login (the expired-session journey looped).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= maxRetries) return false;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 401) return false;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
    queryCache: new QueryCache({ onError: reportIfUnauthorized }),
    mutationCache: new MutationCache({ onError: reportIfUnauthorized }),
  });
}
