import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { keyringOf, open, RecordUnreadable, seal, type SealBinding } from './records-cipher.ts';

const keyring = keyringOf(randomBytes(32));
const binding: SealBinding = { recordId: 3, entryId: 7, version: 2, kind: 'note' };
const text = 'Paciente relata melhora do sono após a terceira sessão.';

function failureOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof RecordUnreadable) return error.reason;
    throw error;
  }
  return 'opened';
}

describe('records cipher', () => {
  test('a sealed text opens with the same key and binding, and is not in the ciphertext', () => {
    const sealed = seal(keyring, binding, text);
    expect(sealed.keyId).toBe(keyring.current.id);
    expect(sealed.nonce).toHaveLength(12);
    expect(sealed.authTag).toHaveLength(16);
    expect(sealed.ciphertext.includes(Buffer.from('melhora'))).toBe(false);
    expect(open(keyring, binding, sealed)).toBe(text);
  });

  test('the same text sealed twice gives different ciphertexts (a fresh nonce each time)', () => {
    expect(seal(keyring, binding, text).ciphertext.equals(seal(keyring, binding, text).ciphertext)).toBe(
      false,
    );
  });

  test('a flipped byte of the ciphertext, nonce or tag is detected', () => {
    for (const part of ['ciphertext', 'nonce', 'authTag'] as const) {
      const sealed = seal(keyring, binding, text);
      const changed = Buffer.from(sealed[part]);
      changed[0] = (changed[0] ?? 0) ^ 0x01;
      expect([part, failureOf(() => open(keyring, binding, { ...sealed, [part]: changed }))]).toEqual([
        part,
        'tampered',
      ]);
    }
  });

  test('a ciphertext moved to another record, entry, version or kind does not open', () => {
    const sealed = seal(keyring, binding, text);
    for (const moved of [{ recordId: 4 }, { entryId: 8 }, { version: 1 }, { kind: 'evolution' }]) {
      expect(failureOf(() => open(keyring, { ...binding, ...moved }, sealed))).toBe('tampered');
    }
  });

  test('another key cannot open it, and says the key is unknown', () => {
    const sealed = seal(keyring, binding, text);
    expect(failureOf(() => open(keyringOf(randomBytes(32)), binding, sealed))).toBe('unknown-key');
    expect(
      failureOf(() => open(keyringOf(randomBytes(32)), binding, { ...sealed, keyId: keyring.current.id })),
    ).toBe('unknown-key');
  });

  test('an older key in the keyring still opens what it sealed', () => {
    const old = randomBytes(32);
    const sealed = seal(keyringOf(old), binding, text);
    expect(open(keyringOf(randomBytes(32), old), binding, sealed)).toBe(text);
  });
});
