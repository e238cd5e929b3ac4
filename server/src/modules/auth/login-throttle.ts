/**
 * Counts failed logins per account in memory, so one account cannot be guessed at from many
 * addresses (the per-address limit lives in the HTTP layer).
 */
export interface LoginThrottle {
  isLocked(email: string, now: Date): boolean;
  recordFailure(email: string, now: Date): void;
  reset(email: string): void;
}

export function createLoginThrottle(maxFailures = 10, windowMs = 15 * 60 * 1000): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (email: string, now: Date) =>
    (failures.get(email) ?? []).filter((time) => now.getTime() - time < windowMs);

  return {
    isLocked: (email, now) => recent(email, now).length >= maxFailures,
    recordFailure(email, now) {
      failures.set(email, [...recent(email, now), now.getTime()]);
    },
    reset(email) {
      failures.delete(email);
    },
  };
}
