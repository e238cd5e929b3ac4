import { createHmac, randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@acolhe/shared/two-factor';

// No 0/o, 1/l/i: a code copied from paper must not be ambiguous.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet.charAt(randomInt(alphabet.length)));
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** Ten one-time codes, shown to the user once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, randomCode);
}

/** Whether a typed code looks like a recovery code (10 letters and digits, any case, dashes or spaces). */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}

/** Keyed, so the stored hashes cannot be tried offline without the server's secret. */
export function recoveryCodeHash(authSessionSecret: string, code: string): string {
  return createHmac('sha256', authSessionSecret)
    .update(`recovery-code:${normaliseRecoveryCode(code) ?? code}`)
    .digest('base64url');
}
