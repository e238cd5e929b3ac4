import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/routes.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { readPageState } from './server-render/page-state.ts';

preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root ausente');
const serverPage = readPageState(document);
if (serverPage) {
  // The page came as HTML with its data: the app adopts it. In a transition, so the work is done in
  // slices between which the browser stays responsive, not as one long task.
  const queryClient = createQueryClient();
  hydrate(queryClient, serverPage.queries);
  const prepared = { queryClient, timeZone: serverPage.timeZone };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App prepared={prepared} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
