import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { reportIfUnauthorized } from './unauthorized-answers.ts';

const maxRetries = 2;

/**
 * A refusal (4xx: not found, forbidden, invalid input) says the same the next time, so it shows at once;
 * a failed connection or a server error is tried again twice. 429 is a 4xx too: trying again at once
 * would only spend more of the budget.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= maxRetries) return false;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    if (typeof status === 'number' && status >= 400 && status < 500) return false;
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
