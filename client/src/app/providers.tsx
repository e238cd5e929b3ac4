import { useState, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@acolhe/server/router';
import { ToastRegion } from '../components/toast-region.tsx';
import { AuthSessionProvider } from '../lib/auth-session.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { TRPCProvider, createApiClient } from '../lib/trpc.ts';
import { PlatformCalendar } from './platform-calendar.tsx';
import { appSystem } from './theme.ts';

/**
 * A page rendered on the server already carries Chakra's global styles in its head, and the statement
 * ordering its cascade layers, left there for the page's life. Building the styles again on adoption
 * cost the first script a long task, and rendering the layers' statement moved its element to the end
 * of the head, which re-styles the whole page. So the adopted app gives Chakra neither to render (see
 * client/build/chakra-lazy-global.ts).
 */
function overServerStyles(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}

/** What a page rendered on the server starts from: its answers and the platform's zone are already known. */
export interface PreparedApp {
  queryClient: QueryClient;
  trpcClient?: TRPCClient<AppRouter>;
  timeZone: string;
  /** Set when the server renders the page: its clock, which the page's "now" and "today" follow. */
  now?: () => Date;
  /**
   * Set when the app adopts a page the server rendered, whose head already holds Chakra's global styles
   * and every rule of the page: an emotion cache that knows those rules (page-style-cache.ts).
   */
  serverStyles?: EmotionCache;
}

export function Providers({ children, prepared }: { children: ReactNode; prepared?: PreparedApp }) {
  const [queryClient] = useState(() => prepared?.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => prepared?.trpcClient ?? createApiClient());
  const [system] = useState(() => (prepared?.serverStyles ? overServerStyles(appSystem()) : appSystem()));
  const app = (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthSessionProvider>
            <PlatformCalendar knownTimeZone={prepared?.timeZone} now={prepared?.now}>{children}</PlatformCalendar>
          </AuthSessionProvider>
          <ToastRegion />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  return prepared?.serverStyles ? <CacheProvider value={prepared.serverStyles}>{app}</CacheProvider> : app;
}
