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

export function readAuthSessionToken(req: FastifyRequest, production: boolean): string | null {
  const token = req.cookies[authSessionCookieOptions(production).name];
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
