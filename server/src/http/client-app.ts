import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppServices } from '../services.ts';
import { registerLandingDocument } from './landing-document.ts';

const apiPrefixes = ['/trpc', '/api'];

/**
 * Serves the built client and answers every other GET that asks for a page with index.html, so deep
 * links work on reload; API paths never fall through to the page.
 */
export async function registerClientApp(app: FastifyInstance, services: AppServices, clientDist: string): Promise<void> {
  const root = resolve(clientDist);
  const hasClient = existsSync(resolve(root, 'index.html'));
  // A client built without the prerender step (vite build alone) still works: `/` is then the app's own page.
  const landingDocument = resolve(root, 'landing.html');
  if (hasClient && existsSync(landingDocument)) registerLandingDocument(app, services, landingDocument);
  if (hasClient) {
    // Hashed assets never change; index.html is answered by the fallback below without caching.
    // The build writes .br and .gz beside each file over 1 KB, sent as they are to a client that takes
    // them (the fallback's index.html too: the not-found handler is no route, so no per-request compression).
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: false,
      // The landing template is only ever sent filled in, by the `/` route.
      allowedPath: (path) => path !== '/landing.html',
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
      cacheControl: false,
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi = apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const wantsPage = req.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) return reply.status(404).send({ error: 'Não encontrado', path });
    if (!hasClient) return reply.status(503).type('text/plain; charset=utf-8').send('Cliente não compilado: rode npm run build.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
