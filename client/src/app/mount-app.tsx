import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { knowZoneOffsets } from '@acolhe/shared/zone-offsets';
import { createQueryClient } from '../lib/query-client.ts';
import type { ServerPageState } from '../start/page-state.ts';
import { App } from './app.tsx';
import { markRunning } from '../start/page-adoption.ts';
import { createPageStyleCache } from './page-style-cache.ts';

/**
 * Whether this page came from the server just now: not a copy the browser kept (Back, Forward or a
 * restored session reuse a `no-cache` page without asking), whose answers may be long out of date.
 */
function pageFromNetwork(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation !== undefined && navigation.type !== 'back_forward' && navigation.transferSize > 0;
}

/**
 * A page just sent by the server counts its answers as fetched when it arrived, by the browser's clock:
 * the server vouches for them then (a page kept for visitors is served only while its data is
 * unchanged), and with the render's time a kept page older than the stale time, or a clock ahead of the
 * server's, had the app ask again for everything it had just adopted. A copy the browser kept keeps the
 * render's time, so the app asks again for what has gone stale.
 */
function freshFromNow(queries: DehydratedState): DehydratedState {
  if (!pageFromNetwork()) return queries;
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

export function mountApp(container: HTMLElement, serverPage: ServerPageState | null): void {
  if (!serverPage) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    markRunning(container);
    return;
  }
  // The page came as HTML with its data: the app adopts it. In a transition, so the work is done in
  // slices between which the browser stays responsive, not as one long task.
  // A page kept from before the offsets were sent has none: dates then come from the zone rules.
  knowZoneOffsets(serverPage.timeZone, serverPage.offsets ?? []);
  const queryClient = createQueryClient();
  hydrate(queryClient, freshFromNow(serverPage.queries));
  const prepared = {
    queryClient,
    timeZone: serverPage.timeZone,
    serverStyles: createPageStyleCache(document),
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App prepared={prepared} />
      </StrictMode>,
    );
  });
  markRunning(container);
}
