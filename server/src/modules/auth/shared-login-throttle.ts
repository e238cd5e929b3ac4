import { createHmac } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { LoginThrottle, PasswordAttempt } from '../../services.ts';
import { defaultLoginThrottleLimits, pairFreeAt, type LoginThrottleLimits } from './login-throttle.ts';
import * as failures from './login-throttle.repository.ts';

/**
 * The login throttle's rules over failures kept in the database, so a guesser spreading tries over several
 * servers is slowed as on one. The app's clock dates each failure, as in memory.
 */
export function createSharedLoginThrottle(
  db: Db,
  secret: string,
  limits: LoginThrottleLimits = defaultLoginThrottleLimits,
): LoginThrottle {
  // Keyed, so the tables name no e-mail or address.
  const keyOf = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const pairKey = ({ email, ip }: PasswordAttempt) => keyOf(`login-pair:${email}\n${ip}`);
  const accountKey = ({ email }: PasswordAttempt) => keyOf(`login-account:${email}`);

  return {
    async isThrottled(attempt, fromKnownAddress, now) {
      const time = now.getTime();
      const pair = await failures.selectPairFailures(db, pairKey(attempt));
      if (time < pairFreeAt(pair, limits, time)) return true;
      if (fromKnownAddress) return false;
      const recent = await failures.countAccountFailuresAfter(db, accountKey(attempt), time - limits.windowMs);
      return recent >= limits.accountFailures;
    },
    async recordFailure(attempt, now) {
      const time = now.getTime();
      const windowStart = time - limits.windowMs;
      await failures.addPairFailure(db, pairKey(attempt), time, windowStart);
      await failures.insertAccountFailure(db, accountKey(attempt), time);
      await failures.deleteFailuresUntil(db, windowStart);
    },
    async recordSuccess(attempt) {
      await failures.deletePairFailures(db, pairKey(attempt));
    },
  };
}
