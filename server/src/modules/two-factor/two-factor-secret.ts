import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { RecordsKeyring } from '../../secrets/records-cipher.ts';

/** A TOTP secret as stored: sealed with a key that lives outside the database, bound to its user. */
export interface SealedSecret {
  keyId: string;
  nonce: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
}

// Its own key, derived from the records key (kept outside the database), so a copy of the database
// alone reveals no secret, and the two uses never share a key.
function secretKeyOf(recordsKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', recordsKey, Buffer.alloc(0), 'acolhe-two-factor-secret', 32));
}

const bindingOf = (userId: number) => Buffer.from(`two-factor:${userId}`);

export function sealSecret(keyring: RecordsKeyring, userId: number, secret: string): SealedSecret {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKeyOf(keyring.current.key), nonce);
  cipher.setAAD(bindingOf(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { keyId: keyring.current.id, nonce, ciphertext, authTag: cipher.getAuthTag() };
}

export function openSecret(keyring: RecordsKeyring, userId: number, sealed: SealedSecret): string {
  const key = keyring.find(sealed.keyId);
  if (!key) throw new Error('two-factor secret sealed with an unknown key');
  const decipher = createDecipheriv('aes-256-gcm', secretKeyOf(key.key), sealed.nonce);
  decipher.setAAD(bindingOf(userId));
  decipher.setAuthTag(sealed.authTag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}
