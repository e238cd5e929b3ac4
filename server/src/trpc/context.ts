import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppServices } from '../services.ts';
import { readAuthSessionToken } from '../modules/auth/auth-session-cookie.ts';
import { findAuthSessionUser, type AuthSessionUser } from '../modules/auth/auth-session.service.ts';

export interface Context extends AppServices {
  user: AuthSessionUser | null;
  authSessionToken: string | null;
  ip: string;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

export function contextFactory(services: AppServices) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const authSessionToken = readAuthSessionToken(req, services.config.env === 'production');
    const user = authSessionToken ? await findAuthSessionUser(services, authSessionToken) : null;
    return { ...services, user, authSessionToken: user ? authSessionToken : null, ip: req.ip, req, res };
  };
}
