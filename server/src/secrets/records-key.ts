import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RecordsKeySource } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { keyringOf, type RecordsKeyring } from './records-cipher.ts';
import { hasSealedVersions, selectKeyIdsInUse } from './records-key.repository.ts';

/** The key kept in a key file; null when there is no file. */
export function readRecordsKeyFile(path: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error(`A chave dos prontuários em ${path} não é uma chave de 32 bytes em base64.`);
  return key;
}

/**
 * The key file is made once, readable by this user only. Without a file, a database that already holds
 * sealed text means the key was lost or not restored: generating a new one would make every record
 * unreadable, so the server refuses to start instead.
 */
async function keyFromFile(db: Db, path: string): Promise<Buffer> {
  const existing = readRecordsKeyFile(path);
  if (existing) return existing;
  if (await hasSealedVersions(db)) {
    throw new Error(
      `A chave dos prontuários (${path}) não existe, mas o banco já tem prontuários cifrados. Restaure o arquivo do backup ou defina RECORDS_KEY.`,
    );
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const created = readRecordsKeyFile(path);
  if (!created) throw new Error(`Não foi possível criar a chave dos prontuários em ${path}.`);
  return created;
}

/**
 * The records keyring for this server. A database whose sealed text was all made under other keys means
 * the wrong key was configured or restored: the server refuses to start rather than show every record as
 * unreadable. (A single row naming an unknown key only makes that row unreadable.)
 */
export async function resolveRecordsKeyring(db: Db, source: RecordsKeySource): Promise<RecordsKeyring> {
  const key =
    source.source === 'environment'
      ? source.key
      : source.source === 'file'
        ? await keyFromFile(db, source.path)
        : randomBytes(32);
  const keyring = keyringOf(key);
  const inUse = await selectKeyIdsInUse(db);
  if (inUse.length > 0 && !inUse.some((keyId) => keyring.find(keyId))) {
    throw new Error(
      `A chave dos prontuários configurada não é a que cifrou os registros deste banco (chave ${inUse.join(', ')}). Restaure a chave certa do backup.`,
    );
  }
  return keyring;
}
