// Every journey's `test`: the Playwright one, with each browser context on the journeys' clock
// (journey-clock.ts). Specs import `test` and `expect` from here, never from '@playwright/test'.
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { journeyNow } from './journey-clock.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Download, Locator, Page } from '@playwright/test';

/**
 * Puts a fresh context on the journeys' clock before any page opens in it: Playwright's fake clock at the
 * servers' instant, left running (never paused), so the app's timers fire as they would.
 *
 * Two things the fake clock changes besides the time are put back as the browser has them:
 * - the navigation timing entries (its `performance` has none): the app reads them to tell a page just
 *   sent by the server from a copy the browser kept (client/src/app/mount-app.tsx);
 * - animation frames: its `requestAnimationFrame` is a timer, not the browser's next frame, and a dialog's
 *   exit (Ark UI's presence) listens for its animation's end from one, so a late "frame" on a loaded
 *   machine missed the end and left the dialog open. Callbacks still get the fake clock's timestamp.
 */
export async function onJourneyClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: journeyNow() });
  await context.addInitScript(() => {
    type Builtins = { performance?: Performance; requestAnimationFrame?: typeof requestAnimationFrame; cancelAnimationFrame?: typeof cancelAnimationFrame };
    const builtins = (globalThis as { __pwClock?: { builtins?: Builtins } }).__pwClock?.builtins;
    const real = builtins?.performance;
    if (real && real !== globalThis.performance) {
      const fake = globalThis.performance as unknown as Record<string, unknown>;
      fake.getEntries = real.getEntries.bind(real);
      fake.getEntriesByType = real.getEntriesByType.bind(real);
      fake.getEntriesByName = real.getEntriesByName.bind(real);
    }
    const frame = builtins?.requestAnimationFrame;
    const cancelFrame = builtins?.cancelAnimationFrame;
    if (frame && cancelFrame) {
      globalThis.requestAnimationFrame = (callback) => frame(() => callback(globalThis.performance.now()));
      globalThis.cancelAnimationFrame = (id) => cancelFrame(id);
    }
  });
}

const onClock = new WeakSet<Browser>();

/**
 * Every context this browser makes from now on (`newContext`, and `newPage`, which makes its own) starts
 * on the journeys' clock. The fixture below does it for the journeys' browser; a journey that launches
 * its own browser (fixtures/video-call.ts) passes it through here.
 */
export function keepOnJourneyClock(browser: Browser): Browser {
  if (onClock.has(browser)) return browser;
  onClock.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await onJourneyClock(context);
    return context;
  };
  return browser;
}

export const test = base.extend<object, { browser: Browser }>({
  // The `context` and `page` fixtures make their context through this browser too.
  browser: [async ({ browser }, use) => use(keepOnJourneyClock(browser)), { scope: 'worker' }],
});
