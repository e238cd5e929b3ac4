import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** One AES-256-GCM key, named by an id derived from it (the id reveals nothing of the key). */
export interface RecordsKey {
  id: string;
  key: Buffer;
}

/** The key that seals new text, and every key that can open old text (one today; rotation adds more). */
export interface RecordsKeyring {
  current: RecordsKey;
  find(keyId: string): RecordsKey | undefined;
}

export function recordsKeyOf(key: Buffer): RecordsKey {
  return { id: createHmac('sha256', key).update('acolhe-records-key-id').digest('hex').slice(0, 16), key };
}

export function keyringOf(current: Buffer, ...older: Buffer[]): RecordsKeyring {
  const keys = [current, ...older].map(recordsKeyOf);
  const [first] = keys;
  if (!first) throw new Error('a keyring needs a key');
  return { current: first, find: (keyId) => keys.find((key) => key.id === keyId) };
}

/** Where a text belongs. Sealed as additional data, so a ciphertext moved to another place no longer opens. */
export interface SealBinding {
  recordId: number;
  entryId: number;
  version: number;
  kind: string;
}

export interface Sealed {
  keyId: string;
  nonce: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
}

export type OpenFailure = 'tampered' | 'unknown-key';

export class RecordUnreadable extends Error {
  readonly reason: OpenFailure;

  constructor(reason: OpenFailure) {
    super(`clinical record text cannot be opened: ${reason}`);
    this.name = 'RecordUnreadable';
    this.reason = reason;
  }
}

function additionalData(binding: SealBinding): Buffer {
  return Buffer.from(
    `acolhe/prontuario/v1|record=${binding.recordId}|entry=${binding.entryId}|version=${binding.version}|kind=${binding.kind}`,
    'utf8',
  );
}

export function seal(keyring: RecordsKeyring, binding: SealBinding, plaintext: string): Sealed {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, nonce);
  cipher.setAAD(additionalData(binding));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { keyId: keyring.current.id, nonce, ciphertext, authTag: cipher.getAuthTag() };
}

/** The text, or RecordUnreadable when the key is unknown or anything sealed or bound was changed. */
export function open(keyring: RecordsKeyring, binding: SealBinding, sealed: Sealed): string {
  const key = keyring.find(sealed.keyId);
  if (!key) throw new RecordUnreadable('unknown-key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, sealed.nonce, { authTagLength: 16 });
    decipher.setAAD(additionalData(binding));
    decipher.setAuthTag(sealed.authTag);
    return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new RecordUnreadable('tampered');
  }
}
