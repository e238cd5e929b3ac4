import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { apiLimitMessages } from '@acolhe/shared/api-limits';
import { DomainError } from '../errors.ts';
import type { SharedRateWindows } from '../modules/rate-limits/shared-rate-windows.ts';
import type { PublicCallLimiter } from '../services.ts';

const windowMs = 60_000;

/** Calls of public procedures per IP per minute, in this process (one server on SQLite). */
export function createPublicCallLimiter(callsPerMinute: number): PublicCallLimiter {
  return new RateLimiterMemory({ points: callsPerMinute, duration: windowMs / 1000 });
}

/**
 * The same budget counted in the database, so an IP's calls spread over several servers spend one budget.
 * Answers and refuses as RateLimiterMemory does: a spent budget rejects with a RateLimiterRes.
 */
export function createSharedPublicCallLimiter(windows: SharedRateWindows, callsPerMinute: number): PublicCallLimiter {
  const answerOf = (hits: number, msLeft: number) =>
    new RateLimiterRes(Math.max(callsPerMinute - hits, 0), msLeft, hits, false);
  return {
    async consume(ip, points = 1) {
      const window = await windows.hit('public', String(ip), windowMs, points);
      const answer = answerOf(window.hits, window.msLeft);
      if (window.hits > callsPerMinute) throw answer;
      return answer;
    },
    async get(ip) {
      const window = await windows.read('public', String(ip));
      return window ? answerOf(window.hits, window.msLeft) : null;
    },
  };
}

/** Spends one call of the IP's budget; a spent budget is refused in pt-BR. */
export async function spendPublicCall(limiter: PublicCallLimiter, ip: string): Promise<void> {
  try {
    await limiter.consume(ip);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw new DomainError('TOO_MANY_REQUESTS', apiLimitMessages.tooManyRequests);
    throw refusal;
  }
}
