import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppServices } from '../services.ts';
import type { AuthSessionUser } from '../identity/auth-session.service.ts';
import { authSessionOf } from '../identity/request-auth-session.ts';

export interface Context extends AppServices {
  user: AuthSessionUser | null;
  authSessionToken: string | null;
  ip: string;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

export async function contextOf(services: AppServices, req: Context['req'], res: Context['res']): Promise<Context> {
  const { token, user } = await authSessionOf(services, req);
  return { ...services, user, authSessionToken: token, ip: req.ip, req, res };
}

export function contextFactory(services: AppServices) {
  return ({ req, res }: CreateFastifyContextOptions): Promise<Context> => contextOf(services, req, res);
}
