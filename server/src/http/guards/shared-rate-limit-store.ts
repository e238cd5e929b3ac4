import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRateWindows } from '../../modules/rate-limits/shared-rate-windows.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

function groupOf(options: object): string {
  return 'groupId' in options && typeof options.groupId === 'string' ? options.groupId : 'global';
}

/**
 * A @fastify/rate-limit store over the database's shared windows: each limiter made by `app.rateLimit`
 * is a child named by its groupId, so the auth and upload limits count apart, on every server at once.
 */
export function sharedRateLimitStore(windows: SharedRateWindows): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #group: string;

    constructor(options: object) {
      this.#group = groupOf(options);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      windows.hit(this.#group, key, timeWindow).then(
        (window) => callback(null, { current: window.hits, ttl: window.msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(options);
    }
  };
}
