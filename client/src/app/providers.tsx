import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@acolhe/server/router';
import { ToastRegion } from '../components/toast-region.tsx';
import { AuthSessionProvider } from '../lib/auth-session.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { TRPCProvider, createApiClient } from '../lib/trpc.ts';
import { PlatformCalendar } from './platform-calendar.tsx';
import { system } from './theme.ts';

/** What a page rendered on the server starts from: its answers and the platform's zone are already known. */
export interface PreparedApp {
  queryClient: QueryClient;
  trpcClient?: TRPCClient<AppRouter>;
  timeZone: string;
}

export function Providers({ children, prepared }: { children: ReactNode; prepared?: PreparedApp }) {
  const [queryClient] = useState(() => prepared?.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => prepared?.trpcClient ?? createApiClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthSessionProvider>
            <PlatformCalendar knownTimeZone={prepared?.timeZone}>{children}</PlatformCalendar>
          </AuthSessionProvider>
          <ToastRegion />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
