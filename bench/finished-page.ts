// The limit a page's first content is held to in bench/first-paint.ts: the same page as the app leaves
// it, with its markup and every style rule it applied but no script, served from memory.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from '@playwright/test';
import { demo, demoPassword } from '../e2e/support.ts';

export interface Target {
  path: string;
  /** The element whose appearance is the first meaningful content. */
  selector: string;
  signedIn?: boolean;
}

export interface FinishedPage {
  html: string;
  headers: Record<string, string>;
}

/** Signs the demo patient in within `context`. */
export async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const answer = await context.request.post(`${origin}/trpc/auth.login`, {
    data: { email: demo.patient, password: demoPassword },
  });
  if (!answer.ok()) throw new Error(`login: ${answer.status()}`);
}

/**
 * The answer headers the limit is sent with: the app's own for the page, but for those that describe the
 * body or this one answer. The limit differs from the app's page by its scripts alone: a signed-in page
 * carries Cross-Origin-Opener-Policy, which makes Chromium commit it in a fresh renderer from a blank tab
 * (docs/decisions/first-paint-bench.md
 * "The first-paint bench: a served limit, rotating rounds, calibrated Lighthouse"), a cost no script pays
 * and the limit must too.
 */
const perAnswerHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'content-type',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'etag',
  'x-request-id',
  'server-timing',
  'x-cache',
]);

/** The page at `origin` as the app leaves it: its markup and every style rule it applied, with no script. */
export async function finishedHtml(browser: Browser, origin: string, target: Target): Promise<FinishedPage> {
  const context = await browser.newContext();
  if (target.signedIn) await signIn(context, origin);
  const page = await context.newPage();
  const answer = await page.goto(origin + target.path);
  if (!answer) throw new Error(`no answer for ${target.path}`);
  const headers = Object.fromEntries(
    Object.entries(answer.headers()).filter(([name]) => !perAnswerHeaders.has(name)),
  );
  await page.waitForSelector(target.selector);
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(() => {
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    document
      .querySelectorAll('script, link[rel="modulepreload"], style')
      .forEach((element) => element.remove());
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await context.close();
  return { html, headers };
}

/**
 * The finished HTML of `path` served over loopback HTTP from memory, every other request passed on to
 * the app at `appOrigin`: the limit a real page is held to pays the same round trip and the same browser
 * network stack (a page handed to the browser by the test itself pays neither, so even the server's
 * static `/` came out slower than it: docs/decisions/first-paint-bench.md
 * "The first-paint bench: a served limit, rotating rounds, calibrated Lighthouse").
 */
export async function serveFinishedHtml(
  appOrigin: string,
  path: string,
  { html, headers }: FinishedPage,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    if (req.url === path) {
      res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    fetch(appOrigin + (req.url ?? '/')).then(
      async (answer) => {
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
