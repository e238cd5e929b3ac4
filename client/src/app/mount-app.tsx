import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import type { ServerPageState } from '../server-render/page-state.ts';
import { App } from './app.tsx';
import { markRunning } from './page-adoption.ts';

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
  const queryClient = createQueryClient();
  hydrate(queryClient, serverPage.queries);
  const prepared = { queryClient, timeZone: serverPage.timeZone, globalStylesInPage: true };
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
