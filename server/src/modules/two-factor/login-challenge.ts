import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppServices } from '../../services.ts';

const lifetimeMs = 5 * 60 * 1000;

function macOf(authSessionSecret: string, payload: string): string {
  return createHmac('sha256', authSessionSecret).update(`login-challenge:${payload}`).digest('base64url');
}

/**
 * What a login with the right password gets when the account has two-factor authentication: proof of
 * the password for a few minutes, to be completed with a code. Signed, so it names no one but the user.
 */
export function issueLoginChallenge(services: AppServices, userId: number): string {
  const payload = `${userId}.${services.now().getTime() + lifetimeMs}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${macOf(services.authSessionSecret, payload)}`;
}

/** The user the challenge was issued to, or null when it is forged or expired. */
export function userOfLoginChallenge(services: AppServices, challenge: string): number | null {
  const separator = challenge.lastIndexOf('.');
  const payload = challenge.slice(0, separator);
  const given = Buffer.from(challenge.slice(separator + 1));
  const expected = Buffer.from(macOf(services.authSessionSecret, payload));
  if (separator < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, expiresAt] = payload.split('.').map(Number);
  if (!userId || !expiresAt || services.now().getTime() > expiresAt) return null;
  return userId;
}
