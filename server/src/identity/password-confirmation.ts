import { messages } from '@acolhe/shared/messages';
import { DomainError } from '../errors.ts';
import type { RequestServices } from '../services.ts';
import { selectPasswordHash } from './identity.repository.ts';
import { verifyPassword } from './password.ts';

/**
 * A signed-in caller proves the password again before a sensitive change. Failures are throttled like
 * logins from the same address, so a borrowed session cannot be used to guess the password.
 */
export async function confirmPassword(
  services: RequestServices,
  user: { id: number; email: string },
  password: string,
  refusal: string,
): Promise<void> {
  const now = services.now();
  const { loginThrottle } = services;
  const attempt = { email: user.email, ip: services.ip };
  if (await loginThrottle.isThrottled(attempt, true, now)) throw new DomainError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  const stored = await selectPasswordHash(services.db, user.id);
  if (!stored || !(await verifyPassword(password, stored))) {
    await loginThrottle.recordFailure(attempt, now);
    throw new DomainError('BAD_REQUEST', refusal, { reason: 'WRONG_PASSWORD' });
  }
  await loginThrottle.recordSuccess(attempt);
}
