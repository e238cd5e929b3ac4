import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@acolhe/server/router';
import type { Role } from '@acolhe/shared/roles';
import type { OffsetSpan } from '@acolhe/shared/zone-offsets';
import { Providers, type PreparedApp } from '../app/providers.tsx';
import { appSystem } from '../app/theme.ts';
import { AppRoutes } from '../app/routes.tsx';
import { PageTitleSink, PageTitleSinkContext } from '../components/page-title.ts';
import { readAhead, serverRenderedPage } from './server-rendered-pages.ts';
import { collectStyles } from './collect-styles.ts';
import { pageStateElement } from '../start/page-state.ts';

// Built as the server loads the renderer (in the background), not in the first visitor's render.
appSystem();

export interface PageRequest {
  /** Path and query string, as the browser asked for them. */
  url: string;
  viewerRole: Role | null;
  timeZone: string;
  /** The zone's offsets around the server's today, for the page state (shared/src/zone-offsets.ts). */
  offsets: OffsetSpan[];
  /** The server's clock at the request (ms): the page is rendered as of this instant. */
  now: number;
  /** Calls the server's procedures in process, as the viewer (their cookie's auth session). */
  client: TRPCClient<AppRouter>;
}

export interface RenderedPage {
  /** The page's style elements, for <head>. */
  styles: string;
  /** The markup of #root. */
  markup: string;
  /** The <script> element of JSON the app reads back to start from the same answers (see start/page-state.ts). */
  stateElement: string;
  /** 404 when the page's subject does not exist (an unknown profile), 200 otherwise. */
  status: 200 | 404;
  /** The page's own document title ('Encontre seu psicólogo — Acolhe'); null if the page names none. */
  title: string | null;
  /** How many times the page was rendered before it was complete (1 when every read was made ahead). */
  renders: number;
  /**
   * The procedures whose answers the page shows ('auth.me', 'directory.list'), or null when one of the
   * page's queries failed (the page then shows its loading state for it and the app asks again).
   */
  reads: string[] | null;
}

/** An answer of "not found": the page shows it from the server (and answers 404) instead of asking again. */
function isNotFound(query: Query): boolean {
  const error = query.state.error as { data?: { code?: unknown } } | null;
  return query.state.status === 'error' && error?.data?.code === 'NOT_FOUND';
}

const isKept = (query: Query) => query.state.status === 'success' || isNotFound(query);

/** A tRPC query's procedure: its key starts with the path's parts (['directory', 'list']). */
function procedureOf(query: Query): string {
  const [path] = query.queryKey;
  return Array.isArray(path) ? path.join('.') : String(path);
}

// A read not made ahead (server-rendered-pages.ts) is revealed by a render and answered before the next one (the
// session, then the guard's page, then a page's dependent query); four rounds cover the deepest page.
const maxRounds = 4;

/** One render of the page: its markup and the title its heading gave (null with no heading). */
async function renderOnce(
  url: string,
  prepared: PreparedApp,
): Promise<{ markup: string; title: string | null }> {
  // A sink of its own: a title left by an earlier round (its loading state) must not outlive it.
  const titleSink = new PageTitleSink();
  const { prelude } = await prerenderToNodeStream(
    <PageTitleSinkContext value={titleSink}>
      <Providers prepared={prepared}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </PageTitleSinkContext>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return { markup: Buffer.concat(chunks).toString('utf8'), title: titleSink.title };
}

/**
 * The page at `url` rendered by the app's own components with the data it shows, or null when the page
 * is one the browser renders. What the page is known to show is read first (`readAhead`); any other
 * query a render asks for is answered in process before the next render,
 * until a render asks for nothing new; an answer that failed is left out, so the page shows (and the
 * app resumes) its loading state for it and asks again from the browser, except "not found", which the
 * page shows at once.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const pathname = new URL(request.url, 'http://acolhe').pathname;
  const match = serverRenderedPage(pathname, request.viewerRole);
  if (!match) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const renderedAt = new Date(request.now);
  const prepared: PreparedApp = { queryClient, trpcClient: request.client, timeZone: request.timeZone, now: () => renderedAt };
  await readAhead(match, createTRPCOptionsProxy({ client: request.client, queryClient }), queryClient);
  for (let round = 1; ; round += 1) {
    const rendered = await renderOnce(request.url, prepared);
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' });
    if (waiting.length === 0 || round === maxRounds) {
      const cache = queryClient.getQueryCache();
      const unanswered = cache.findAll({ predicate: (query) => !isKept(query) });
      unanswered.forEach((query) => cache.remove(query));
      const final = unanswered.length === 0 ? rendered : await renderOnce(request.url, prepared);
      const queries = dehydrate(queryClient, { shouldDehydrateQuery: isKept });
      return {
        ...collectStyles(final.markup),
        stateElement: pageStateElement({
          timeZone: request.timeZone,
          offsets: request.offsets,
          queries,
        }),
        status: cache.findAll({ predicate: isNotFound }).length > 0 ? 404 : 200,
        title: final.title,
        renders: unanswered.length === 0 ? round : round + 1,
        reads: unanswered.length === 0 ? [...new Set(cache.getAll().map(procedureOf))] : null,
      };
    }
    await Promise.allSettled(waiting.map((query) => query.fetch()));
  }
}
