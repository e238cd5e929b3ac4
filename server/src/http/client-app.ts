import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppServices } from '../services.ts';
import { registerEmbeddedClient, type EmbeddedClientFiles } from './embedded-client.ts';
import { registerLandingDocument } from './landing-document.ts';

/** Where the built client comes from: a folder (CLIENT_DIST), or the files carried inside the executable. */
export type ClientSource = { kind: 'disk'; root: string } | { kind: 'embedded'; files: EmbeddedClientFiles };

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

/**
 * Serves the built client and answers every other GET that asks for a page with index.html, so deep
 * links work on reload; API paths never fall through to the page.
 */
export async function registerClientApp(app: FastifyInstance, services: AppServices, source: ClientSource): Promise<void> {
  let sendIndex: SendIndex | undefined;
  if (hasClient(source)) {
    // A client built without the prerender step (vite build alone) still works: `/` is then the app's own page.
    const landingTemplate = landingTemplateOf(source);
    if (landingTemplate !== undefined) registerLandingDocument(app, services, landingTemplate);
    sendIndex =
      source.kind === 'embedded'
        ? registerEmbeddedClient(app, source.files, isServed)
        : await registerDiskClient(app, resolve(source.root));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const wantsPage = req.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) return reply.status(404).send({ error: 'Não encontrado', path });
    if (!sendIndex) return reply.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode npm run build.');
    return sendIndex(req, reply);
  });
}
