import type { FastifyInstance } from 'fastify';

/** CSP for the built SPA: our own scripts only; Chakra's emotion styles need inline style tags. */
function contentSecurityPolicy(extraConnectSources: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extraConnectSources],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The headers helmet sent with our options (its defaults, no cross-origin embedder policy), written once
 * at start-up: helmet rebuilt them, the CSP string included, on every request, about 7 % of the CPU of
 * a `/api/health` answer. They go on the raw response, as helmet's did, so streamed and hijacked answers
 * (subscriptions) carry them too; set once per request, never twice.
 */
export function securityHeaders(extraConnectSources: string[] = []): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(extraConnectSources)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

export function registerSecurityHeaders(app: FastifyInstance, extraConnectSources: string[] = []): void {
  const headers = securityHeaders(extraConnectSources);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
