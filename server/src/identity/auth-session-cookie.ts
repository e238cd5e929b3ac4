import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie keeps its historical name outside production, so renaming the auth session signed nobody out. */
export const authSessionCookieName = 'acolhe_session';
export const authSessionLifetimeDays = 30;

/**
 * In production the name carries the `__Host-` prefix: the browser then takes the cookie only when it is
 * Secure, for Path=/ and without a Domain, so neither a sibling subdomain nor plain HTTP can plant one.
 */
export function authSessionCookieOptions(production: boolean) {
  return {
    name: production ? `__Host-${authSessionCookieName}` : authSessionCookieName,
    attributes: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' } as const,
  };
}

/**
 * One cookie of a request. @fastify/cookie is registered without its parsing hook, so the header is
 * parsed here the first time something asks: requests without a cookie header (health checks, a
 * visitor's pages and cached public answers) never do, and each paid a parse and a Map. A page or
 * asset for a browser with cookies is parsed once, for its opener policy (http/guards/security-headers.ts).
 * `reply.setCookie` still parses for itself, as the plugin always did.
 */
export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  // Null until parsed: the plugin decorates requests with `cookies: null` and only its hook filled it.
  const parsed = (req.cookies as FastifyRequest['cookies'] | null) ?? req.server.parseCookie(header);
  req.cookies = parsed;
  return parsed[name];
}

export function readAuthSessionToken(req: FastifyRequest, production: boolean): string | null {
  const token = cookieOf(req, authSessionCookieOptions(production).name);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function setAuthSessionCookie(res: FastifyReply, token: string, production: boolean): void {
  const { name, attributes } = authSessionCookieOptions(production);
  res.setCookie(name, token, { ...attributes, maxAge: authSessionLifetimeDays * 24 * 60 * 60 });
}

export function clearAuthSessionCookie(res: FastifyReply, production: boolean): void {
  const { name, attributes } = authSessionCookieOptions(production);
  res.clearCookie(name, attributes);
}
