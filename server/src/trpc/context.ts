import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppServices } from '../services.ts';
import { readSessionToken } from '../modules/auth/session-cookie.ts';
import { findSessionUser, type SessionUser } from '../modules/auth/session.service.ts';

export interface Context extends AppServices {
  user: SessionUser | null;
  sessionToken: string | null;
  ip: string;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

export function contextFactory(services: AppServices) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const sessionToken = readSessionToken(req);
    const user = sessionToken ? await findSessionUser(services, sessionToken) : null;
    return { ...services, user, sessionToken: user ? sessionToken : null, ip: req.ip, req, res };
  };
}
