import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportIfUnauthorized } from './unauthorized-answers.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({ onError: reportIfUnauthorized }),
    mutationCache: new MutationCache({ onError: reportIfUnauthorized }),
  });
}
