import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ToastRegion } from '../components/toast-region.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthSessionProvider } from '../lib/auth-session.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { TRPCProvider, createApiClient } from '../lib/trpc.ts';
import { PlatformCalendar } from './platform-calendar.tsx';
import { system } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createApiClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthSessionProvider>
            <PlatformCalendar>{children}</PlatformCalendar>
          </AuthSessionProvider>
          <ToastRegion />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
