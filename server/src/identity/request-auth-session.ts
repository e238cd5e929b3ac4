import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../services.ts';
import { readAuthSessionToken } from './auth-session-cookie.ts';
import { findAuthSessionUser, type AuthSessionUser } from './auth-session.service.ts';

export interface RequestAuthSession {
  /** The cookie's token, only when it names a live auth session. */
  token: string | null;
  user: AuthSessionUser | null;
}

const lookups = new WeakMap<FastifyRequest, Promise<RequestAuthSession>>();

async function lookUp(services: AppServices, req: FastifyRequest): Promise<RequestAuthSession> {
  const token = readAuthSessionToken(req, services.config.env === 'production');
  const user = token ? await findAuthSessionUser(services, token) : null;
  return { token: user ? token : null, user };
}

/** Who signed the request in, looked up once per request however many places ask (the door, then tRPC's context). */
export function authSessionOf(services: AppServices, req: FastifyRequest): Promise<RequestAuthSession> {
  let lookup = lookups.get(req);
  if (!lookup) {
    lookup = lookUp(services, req);
    lookups.set(req, lookup);
  }
  return lookup;
}
