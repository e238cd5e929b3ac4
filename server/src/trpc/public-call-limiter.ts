import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { apiLimitMessages } from '@acolhe/shared/api-limits';
import { DomainError } from '../errors.ts';

export type PublicCallLimiter = RateLimiterMemory;

/** Calls of public procedures per IP per minute; a batch spends one point per call it carries. */
export function createPublicCallLimiter(callsPerMinute: number): PublicCallLimiter {
  return new RateLimiterMemory({ points: callsPerMinute, duration: 60 });
}

export async function spendPublicCall(limiter: PublicCallLimiter, ip: string): Promise<void> {
  try {
    await limiter.consume(ip);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw new DomainError('TOO_MANY_REQUESTS', apiLimitMessages.tooManyRequests);
    throw refusal;
  }
}
