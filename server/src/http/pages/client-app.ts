import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { escapeHtml } from '@acolhe/shared/html-escape';
import type { AppServices } from '../../services.ts';
import { contextOf } from '../../trpc/context.ts';
import { registerEmbeddedClient, type EmbeddedClientFiles } from './embedded-client.ts';
import { answerUnroutedApiPath } from '../guards/framework-errors.ts';
import { registerLandingDocument } from './landing-document.ts';
import { pageRenderer, pageRendererOnDisk, type LoadPageRenderer, type RenderedPage } from './page-renderer.ts';
import { publicPageCache } from '../caches/public-page-cache.ts';
import { scriptAfterContent } from './script-after-content.ts';

/**
 * Where the built client comes from: a folder (CLIENT_DIST, with the page renderer beside it), or the
 * files and the renderer carried inside the executable.
 */
export type ClientSource =
  | { kind: 'disk'; root: string }
  | { kind: 'embedded'; files: EmbeddedClientFiles; loadRenderer: LoadPageRenderer };

const apiPrefixes = ['/trpc', '/api'];
// The landing template is only ever sent filled in, by the `/` route.
const isServed = (path: string) => path !== '/landing.html';

type SendIndex = (req: FastifyRequest, reply: FastifyReply) => FastifyReply;

async function registerDiskClient(app: FastifyInstance, root: string): Promise<SendIndex> {
  // Hashed assets never change; index.html is answered by the fallback below without caching.
  // The build writes .br and .gz beside each file over 1 KB, sent as they are to a client that takes
  // them (the fallback's index.html too: the not-found handler is no route, so no per-request compression).
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    allowedPath: isServed,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
    cacheControl: false,
  });
  return (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
}

function landingTemplateOf(source: ClientSource): string | undefined {
  if (source.kind === 'embedded') return source.files.get('landing.html')?.toString('utf8');
  const path = resolve(source.root, 'landing.html');
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function hasClient(source: ClientSource): boolean {
  return source.kind === 'embedded' ? source.files.has('index.html') : existsSync(resolve(source.root, 'index.html'));
}

const emptyRoot = '<div id="root"></div>';
const rendererLoadDelayMs = 1000;

function renderTiming(renders: number, ms: number): string {
  return `render;dur=${ms.toFixed(1)};desc="${renders} ${renders === 1 ? 'pass' : 'passes'}"`;
}

/** The page's shell (index.html) with a server-rendered page inside it. */
function pageFrom(shell: string, rendered: RenderedPage): string {
  const { title } = rendered;
  return shell
    .replace(/<title>[^<]*<\/title>/, (shellTitle) => (title === null ? shellTitle : `<title>${escapeHtml(title)}</title>`))
    .replace('</head>', () => `${rendered.styles}</head>`)
    .replace(emptyRoot, () => `<div id="root">${rendered.markup}</div>${rendered.stateElement}`);
}

function shellOf(source: ClientSource): string {
  if (source.kind === 'embedded') return source.files.get('index.html')?.toString('utf8') ?? '';
  return readFileSync(resolve(source.root, 'index.html'), 'utf8');
}

/**
 * Serves the built client and answers every other GET that asks for a page with index.html, so deep
 * links work on reload; API paths never fall through to the page. The pages the app's renderer knows
 * (client/src/server-render/) come with their markup and data inside index.html.
 */
export async function registerClientApp(app: FastifyInstance, services: AppServices, source: ClientSource): Promise<void> {
  let sendIndex: SendIndex | undefined;
  let shell = '';
  let signedInShell = '';
  if (hasClient(source)) {
    // A client built without the prerender step (vite build alone) still works: `/` is then the app's own page.
    const landingTemplate = landingTemplateOf(source);
    if (landingTemplate !== undefined) registerLandingDocument(app, services, landingTemplate);
    sendIndex =
      source.kind === 'embedded'
        ? registerEmbeddedClient(app, source.files, isServed)
        : await registerDiskClient(app, resolve(source.root));
    shell = shellOf(source);
    signedInShell = scriptAfterContent(shell);
  }

  const renderer = pageRenderer(source.kind === 'disk' ? pageRendererOnDisk(source.root) : source.loadRenderer, (error) =>
    app.log.error({ err: error }, 'page renderer failed to load'),
  );
  // Loaded a moment after the server listens: compiling it holds the main thread, which would otherwise
  // delay the first answers of a server just started (docs/decisions/prerendered-landing.md
  // "Prerendered landing page and server-rendered pages").
  app.addHook('onListen', () => {
    setTimeout(renderer.load, rendererLoadDelayMs).unref();
  });
  const pages = publicPageCache(services);
  const renderedPage = async (req: FastifyRequest, reply: FastifyReply): Promise<{ page: RenderedPage; signedIn: boolean } | null> => {
    try {
      const context = await contextOf(services, req, reply);
      const started = performance.now();
      const page = await renderer.render({ url: req.url, timeZone: services.config.timeZone, context });
      // How long the render took and in how many passes, for the browser's developer tools and the journeys.
      if (page) reply.header('server-timing', renderTiming(page.renders, performance.now() - started));
      return page && { page, signedIn: context.user !== null };
    } catch (error) {
      // The shell still works: the browser renders the page as it did before the server could.
      req.log.error({ err: error }, 'page render failed');
      return null;
    }
  };

  const answerPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (isApi) return answerUnroutedApiPath(path, req, reply);
    const wantsPage = req.method === 'GET' && !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) return reply.status(404).send({ error: 'Não encontrado', path });
    if (!sendIndex) return reply.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode npm run build.');
    const rendered = await pages.pageFor(req, () => renderedPage(req, reply));
    if (rendered) {
      if (rendered.hit) reply.header('x-cache', 'hit');
      // A signed-in visitor's page holds their data: no cache may keep it.
      return reply
        .status(rendered.page.status)
        .header('cache-control', rendered.signedIn ? 'no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFrom(rendered.signedIn ? signedInShell : shell, rendered.page));
    }
    return sendIndex(req, reply);
  };
  // A route, so the compression plugin sees its answers (it hooks routes, and the not-found handler is none).
  app.get('/*', answerPage);
  app.setNotFoundHandler(answerPage);
}
