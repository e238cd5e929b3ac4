import { keepEarlyTap } from './start/early-tap.ts';
import { markStarting } from './start/page-adoption.ts';
import { readPageState } from './start/page-state.ts';

/** A new task: the browser paints and answers input between the stages of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start runs in five tasks rather than one: React and the route table (which starts fetching the
 * route's screens), Chakra's modules, the app's Chakra system (createSystem: together they were one
 * long task), the app's modules, then the first render or the adoption of the server's page. As one
 * task it held the main thread far too long on a phone. This first script imports none of them: the
 * browser runs it in the task that ends the parse, which also styles the whole page; React's evaluation
 * in that task made it one long task. Everything after the first stage is fetched with this script all
 * the same (index.html's modulepreload hints, client/build/preload-chunk.ts). Figures:
 * docs/decisions/first-script.md "A light first script and a start in stages".
 */
async function start(container: HTMLElement): Promise<void> {
  const serverPage = readPageState(document);
  keepEarlyTap(container);
  markStarting(container);
  await nextTask();
  const { preloadRoute } = await import('./app/preload-route.ts');
  preloadRoute(window.location.pathname);
  await nextTask();
  const { appSystem } = await import('./app/theme.ts');
  await nextTask();
  appSystem();
  await nextTask();
  const { mountApp } = await import('./app/mount-app.tsx');
  await nextTask();
  mountApp(container, serverPage);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root ausente');
void start(container);
