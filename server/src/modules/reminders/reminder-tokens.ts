import { createHash, randomBytes } from 'node:crypto';

/** A link's token: 32 random bytes (base64url, 43 characters); only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
