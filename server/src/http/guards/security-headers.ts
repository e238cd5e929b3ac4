import type { FastifyInstance } from 'fastify';
import { cookieOf } from '../../identity/auth-session-cookie.ts';

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
 * The headers helmet sent with our options (its defaults, no cross-origin embedder policy), for pages
 * and their assets, less the opener policy (below). Written once at start-up: helmet rebuilt them, the
 * CSP string included, on every request (docs/decisions/security-headers.md
 * "Security headers written once, by kind of answer").
 */
export function documentHeaders(extraConnectSources: string[] = []): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(extraConnectSources)],
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

/**
 * What a JSON answer needs (OWASP's REST security cheat sheet): it is never a document, so nothing may
 * run, load or frame in it, it is not sniffed into one, and it stays on HTTPS and same-origin. The
 * page-only headers (the SPA's CSP, COOP, the legacy X-* ones) went with every answer, and writing and
 * parsing them cost a bare route a good part of its throughput (docs/decisions/security-headers.md
 * "Security headers written once, by kind of answer").
 */
export const apiHeaders: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * Cuts the page off from any window that opened it or that it opens (no `window.opener` handle to read
 * or navigate). Sent on every page to a browser that holds a sign-in cookie, and on the reminder-link
 * pages (a consultation shown to whoever holds the link). A visitor without the cookie gets public pages
 * and the sign-in forms, where the header cost the first paint a browsing-context-group switch, a fresh
 * renderer (docs/first-paint-log.md "Opener policy").
 */
export const openerIsolation: [string, string] = ['Cross-Origin-Opener-Policy', 'same-origin'];

const isApiPath = (url: string) => url.startsWith('/trpc/') || url.startsWith('/api/');

/**
 * Each answer gets its set at its start, in the reply's own headers, so every answer Fastify sends (errors,
 * streams, subscriptions, files) carries them, and a route may still replace one. Set on the raw response
 * instead, Node kept a second header table per answer and copied Fastify's headers into it at writeHead.
 * The request id goes on here as well, saving an onSend hook per answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, signInCookie: string, extraConnectSources: string[] = []): void {
  const forApi = Object.fromEntries(apiHeaders);
  const forDocuments = Object.fromEntries(documentHeaders(extraConnectSources));
  const [openerName, openerValue] = openerIsolation;
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiPath(req.url)) reply.headers(forApi);
    else {
      reply.headers(forDocuments);
      if (cookieOf(req, signInCookie) !== undefined) reply.header(openerName, openerValue);
    }
    reply.header('x-request-id', req.id);
    done();
  });
}
