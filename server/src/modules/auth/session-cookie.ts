import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = 'acolhe_session';
export const sessionLifetimeDays = 30;

export function readSessionToken(req: FastifyRequest): string | null {
  const token = req.cookies[sessionCookieName];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export function setSessionCookie(res: FastifyReply, token: string, secure: boolean): void {
  res.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: sessionLifetimeDays * 24 * 60 * 60,
  });
}

export function clearSessionCookie(res: FastifyReply, secure: boolean): void {
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
