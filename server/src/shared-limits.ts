import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppConfig } from './config.ts';
import { engineOf, type Db } from './db/connection.ts';
import { sharedRateLimitStore } from './http/guards/shared-rate-limit-store.ts';
import { HeldAuthSessions } from './identity/held-auth-sessions.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { SharedHeldAuthSessions } from './identity/shared-held-auth-sessions.ts';
import { createSharedLoginThrottle } from './modules/auth/shared-login-throttle.ts';
import { SharedRateWindows } from './modules/rate-limits/shared-rate-windows.ts';
import type { AppServices } from './services.ts';
import { createPublicCallLimiter, createSharedPublicCallLimiter } from './trpc/public-call-limiter.ts';

export interface Limits extends Pick<AppServices, 'loginThrottle' | 'heldAuthSessions' | 'publicCalls'> {
  /** The store of the @fastify/rate-limit limiters; undefined keeps the plugin's own, in memory. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
}

/**
 * Rate limits, the password throttle and held auth sessions must be one for all the servers. On SQLite
 * there is one server, so they stay in its memory (the fast path); on PostgreSQL they live in the database.
 */
export function limitsFor(db: Db, config: AppConfig, authSessionSecret: string, log: FastifyBaseLogger): Limits {
  if (engineOf(db) === 'sqlite') {
    return {
      loginThrottle: createLoginThrottle(),
      heldAuthSessions: new HeldAuthSessions(),
      publicCalls: createPublicCallLimiter(config.publicRateLimitPerMinute),
      rateLimitStore: undefined,
    };
  }
  const windows = new SharedRateWindows(db, authSessionSecret);
  return {
    loginThrottle: createSharedLoginThrottle(db, authSessionSecret),
    heldAuthSessions: new SharedHeldAuthSessions(db, (error) => log.warn({ err: error }, 'auth session hold renewal failed')),
    publicCalls: createSharedPublicCallLimiter(windows, config.publicRateLimitPerMinute),
    rateLimitStore: sharedRateLimitStore(windows),
  };
}
