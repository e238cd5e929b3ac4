import { randomInt } from 'node:crypto';
import { foldText } from '../../../db/connection.ts';

/** No 0/O or 1/I, which people confuse when they read a code aloud or type it from paper. */
const suffixAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const suffixLength = 4;
const maxPrefixLength = 6;

/**
 * A code employees type at registration, like 'ACME-7K2Q': up to six letters of the company's first
 * word, so the admin recognises it, and four random characters, so it cannot be guessed from the name.
 */
export function generateCompanyCode(name: string, pick: (size: number) => number = randomInt): string {
  const firstWord =
    foldText(name)
      .toUpperCase()
      .split(/\s+/)
      .find((word) => /[A-Z]/.test(word)) ?? '';
  const prefix = firstWord.replace(/[^A-Z]/g, '').slice(0, maxPrefixLength) || 'EMP';
  let suffix = '';
  for (let index = 0; index < suffixLength; index += 1) suffix += suffixAlphabet[pick(suffixAlphabet.length)];
  return `${prefix}-${suffix}`;
}

export class CodeTaken extends Error {}

/**
 * Runs `attempt` with fresh codes until one is not taken. The database's unique index is the judge;
 * `attempt` throws CodeTaken when it lost to an existing code.
 */
export async function withFreshCode<T>(
  nextCode: () => string,
  attempt: (code: string) => Promise<T>,
  maxAttempts = 8,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt(nextCode());
    } catch (error) {
      if (!(error instanceof CodeTaken) || tries >= maxAttempts) throw error;
    }
  }
}
