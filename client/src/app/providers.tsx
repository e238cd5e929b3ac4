import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/toaster.tsx';
import { PlatformCalendar } from './platform-calendar.tsx';
import { SessionProvider } from './session.tsx';
import { system } from './theme.ts';
import { TRPCProvider, createApiClient } from './trpc.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(createApiClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <SessionProvider>
            <PlatformCalendar>{children}</PlatformCalendar>
          </SessionProvider>
          <Toaster />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
