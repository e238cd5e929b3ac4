import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@acolhe/server/router';
import { maxCallsPerBatch } from '@acolhe/shared/api-limits';

const apiUrl = '/trpc';

type TrpcContext = ReturnType<typeof createTRPCContext<AppRouter>>;
const trpcContext: TrpcContext = createTRPCContext<AppRouter>();
export const TRPCProvider: TrpcContext['TRPCProvider'] = trpcContext.TRPCProvider;
export const useTRPC: TrpcContext['useTRPC'] = trpcContext.useTRPC;
export const useTRPCClient: TrpcContext['useTRPCClient'] = trpcContext.useTRPCClient;

export function createApiClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      // Subscriptions (the video session's signalling) stream over SSE; EventSource sends the cookie itself.
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: apiUrl }),
        false: httpBatchLink({
          url: apiUrl,
          maxItems: maxCallsPerBatch,
          fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
        }),
      }),
    ],
  });
}

export type RouterOutputs = inferRouterOutputs<AppRouter>;
