import { preloadRoute } from './app/preload-route.ts';
import { keepEarlyTap } from './app/early-tap.ts';
import { markStarting } from './app/page-adoption.ts';
import { readPageState } from './server-render/page-state.ts';

/** A new task: the browser paints and answers input between the stages of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start runs in three tasks rather than one: Chakra's style system (a few hundred milliseconds on
 * a slow phone), then the app's modules, then the first render or the adoption of the server's page.
 * As one task it held the main thread for over a second with the CPU slowed 4×.
 */
async function start(container: HTMLElement): Promise<void> {
  const serverPage = readPageState(document);
  keepEarlyTap(container);
  markStarting(container);
  await nextTask();
  await import('./app/theme.ts');
  await nextTask();
  const { mountApp } = await import('./app/mount-app.tsx');
  await nextTask();
  mountApp(container, serverPage);
}

preloadRoute(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('#root ausente');
void start(container);
