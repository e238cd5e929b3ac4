import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { MemoryRouter } from 'react-router';
import type { LandingFigures } from '@acolhe/shared/landing-document';
import { appSystem } from '../app/theme.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { AuthSessionProvider } from '../lib/auth-session.tsx';
import { CalendarProvider } from '../lib/calendar.tsx';
import { TRPCProvider, createApiClient } from '../lib/trpc.ts';
import { collectStyles } from '../server-render/collect-styles.ts';

/**
 * The landing page as the signed-out visitor sees it, rendered once at build time with the same
 * components the app uses, and its styles gathered for the head: left where emotion writes them (an
 * element per component through the body), they made the first content wait longer than one sheet in
 * the head (docs/decisions/styles-in-head.md "Server-rendered styles gathered in the head and left in place").
 * The server writes the live figures into it on each request, so they show
 * before any script runs; see server/src/http/pages/landing-document.ts.
 */
export function renderLandingMarkup(): { styles: string; markup: string } {
  const queryClient = new QueryClient();
  const trpcClient = createApiClient();
  const trpc = createTRPCOptionsProxy({ client: trpcClient, queryClient });
  // Placeholders: the figures' elements are rendered, the server replaces their text.
  const placeholders: LandingFigures = { psychologists: 0, consultations: 0, averageRating: 0 };
  queryClient.setQueryData(trpc.stats.landing.queryKey(), placeholders);
  const markup = renderToString(
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthSessionProvider>
            {/* The zone only matters for the footer's year, which the server writes anyway. */}
            <CalendarProvider timeZone="UTC">
              <MemoryRouter>
                <LandingPage />
              </MemoryRouter>
            </CalendarProvider>
          </AuthSessionProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return collectStyles(markup);
}
