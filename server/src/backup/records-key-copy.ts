import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { RecordsKeySource } from '../config.ts';
import { keyringOf } from '../secrets/records-cipher.ts';
import { readRecordsKeyFile } from '../secrets/records-key.ts';
import { BackupError } from './backup-error.ts';

/** The records key travels beside a backup, in `FILE.records-key`. */
export function recordsKeyBeside(file: string): string {
  return `${file}.records-key`;
}

export function recordsKeyInForce(source: RecordsKeySource): Buffer | null {
  if (source.source === 'environment') return source.key;
  if (source.source === 'file') return readRecordsKeyFile(source.path);
  return null;
}

/** Writes the key beside the backup (readable by this user only); false when there is no key to save. */
export function saveRecordsKeyBeside(file: string, source: RecordsKeySource): boolean {
  const key = recordsKeyInForce(source);
  if (!key) return false;
  writeFileSync(recordsKeyBeside(file), `${key.toString('base64')}\n`, { mode: 0o600 });
  return true;
}

function opensAll(key: Buffer | null, keyIds: string[]): boolean {
  if (keyIds.length === 0) return true;
  if (!key) return false;
  const keyring = keyringOf(key);
  return keyIds.every((keyId) => keyring.find(keyId));
}

/**
 * Makes sure the restored records can be read: the key beside the backup, or else the key in force, must
 * open every sealed text in it. With a key file in use, the backup's key replaces it (the old file is kept
 * aside, never deleted). Returns warnings to show.
 */
export function restoreRecordsKey(file: string, source: RecordsKeySource, keyIds: string[], stamp: string): string[] {
  const besidePath = recordsKeyBeside(file);
  const beside = existsSync(besidePath) ? readRecordsKeyFile(besidePath) : null;
  const inForce = recordsKeyInForce(source);
  if (source.source === 'environment') {
    if (opensAll(inForce, keyIds)) return [];
    throw new BackupError(
      `A chave em RECORDS_KEY não abre os prontuários deste backup.${beside ? ` Defina RECORDS_KEY com a chave de ${besidePath}.` : ''}`,
    );
  }
  if (source.source === 'ephemeral') throw new BackupError('Não se restaura um banco em memória (DATABASE_PATH=:memory:).');
  if (!beside) {
    if (opensAll(inForce, keyIds)) {
      const kept = inForce ? `fica valendo a chave atual (${source.path})` : 'ele não tem prontuários cifrados';
      return [`ATENÇÃO: o backup não traz a chave dos prontuários (${besidePath}); ${kept}.`];
    }
    throw new BackupError(
      `A chave dos prontuários não está junto do backup (${besidePath}) e a chave atual não abre os prontuários dele. Coloque o arquivo da chave ao lado do backup.`,
    );
  }
  if (!opensAll(beside, keyIds)) throw new BackupError(`A chave em ${besidePath} não abre os prontuários deste backup.`);
  if (inForce?.equals(beside)) return [];
  if (existsSync(source.path)) {
    const kept = `${source.path}.before-restore-${stamp}`;
    renameSync(source.path, kept);
    writeFileSync(source.path, readFileSync(besidePath), { mode: 0o600 });
    return [`A chave dos prontuários do backup substituiu a anterior, guardada em ${kept}.`];
  }
  writeFileSync(source.path, readFileSync(besidePath), { mode: 0o600 });
  return [];
}
