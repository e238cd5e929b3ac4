import type { LoginThrottle, PasswordAttempt } from '../../services.ts';

export interface LoginThrottleLimits {
  freeFailuresPerAddress: number;
  firstDelayMs: number;
  maxDelayMs: number;
  accountFailures: number;
  windowMs: number;
}

export const defaultLoginThrottleLimits: LoginThrottleLimits = {
  freeFailuresPerAddress: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  accountFailures: 10,
  windowMs: 15 * 60 * 1000,
};

/** A pair's failures in a row (each within the window of the one before) and when the last one was. */
export interface PairFailures {
  count: number;
  last: number;
}

/** When the pair may try again (0: now); past its free failures each further one doubles the wait. */
export function pairFreeAt(failures: PairFailures | undefined, limits: LoginThrottleLimits, now: number): number {
  if (!failures || now - failures.last >= limits.windowMs) return 0;
  const beyondFree = failures.count - limits.freeFailuresPerAddress;
  if (beyondFree < 0) return 0;
  return failures.last + Math.min(limits.firstDelayMs * 2 ** beyondFree, limits.maxDelayMs);
}

const sweepAbove = 10_000;

export function createLoginThrottle(limits: LoginThrottleLimits = defaultLoginThrottleLimits): LoginThrottle {
  const byPair = new Map<string, PairFailures>();
  const byAccount = new Map<string, number[]>();
  const pairKey = ({ email, ip }: PasswordAttempt) => `${email}\n${ip}`;
  const recentOfAccount = (email: string, now: number) =>
    (byAccount.get(email) ?? []).filter((time) => now - time < limits.windowMs);

  // Guessers from many addresses would otherwise grow the maps for ever.
  function sweep(now: number) {
    if (byPair.size > sweepAbove) {
      for (const [key, failures] of byPair) if (now - failures.last >= limits.windowMs) byPair.delete(key);
    }
    if (byAccount.size > sweepAbove) {
      for (const email of byAccount.keys()) if (recentOfAccount(email, now).length === 0) byAccount.delete(email);
    }
  }

  return {
    async isThrottled(attempt, fromKnownAddress, now) {
      const time = now.getTime();
      if (time < pairFreeAt(byPair.get(pairKey(attempt)), limits, time)) return true;
      return !fromKnownAddress && recentOfAccount(attempt.email, time).length >= limits.accountFailures;
    },
    async recordFailure(attempt, now) {
      const time = now.getTime();
      const key = pairKey(attempt);
      const previous = byPair.get(key);
      const count = previous && time - previous.last < limits.windowMs ? previous.count + 1 : 1;
      byPair.set(key, { count, last: time });
      byAccount.set(attempt.email, [...recentOfAccount(attempt.email, time), time]);
      sweep(time);
    },
    async recordSuccess(attempt) {
      byPair.delete(pairKey(attempt));
    },
  };
}
