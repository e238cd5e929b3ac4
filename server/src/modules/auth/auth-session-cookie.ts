import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie keeps its historical name, so renaming the auth session signed nobody out. */
export const authSessionCookieName = 'acolhe_session';
export const authSessionLifetimeDays = 30;

export function readAuthSessionToken(req: FastifyRequest): string | null {
  const token = req.cookies[authSessionCookieName];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function setAuthSessionCookie(res: FastifyReply, token: string, secure: boolean): void {
  res.setCookie(authSessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: authSessionLifetimeDays * 24 * 60 * 60,
  });
}

export function clearAuthSessionCookie(res: FastifyReply, secure: boolean): void {
  res.clearCookie(authSessionCookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
