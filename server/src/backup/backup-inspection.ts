import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { migrations } from '../../../migrations/index.ts';
import { sqliteOptions } from '../db/sqlite-addon.ts';
import { BackupError } from './backup-error.ts';

export interface BackupContents {
  /** Ids of the records keys that sealed its clinical records. */
  keyIds: string[];
}

function openReadOnly(file: string): SQLite.Database {
  try {
    return new SQLite(file, sqliteOptions({ readonly: true, fileMustExist: true }));
  } catch (error) {
    throw new BackupError(`Não foi possível abrir ${file} como banco SQLite: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function appliedMigrations(backup: SQLite.Database, file: string): string[] {
  const table = backup.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) throw new BackupError(`${file} não é um backup do Acolhe (não tem o registro de migrações).`);
  return backup
    .prepare('select name from kysely_migration')
    .pluck()
    .all()
    .filter((name): name is string => typeof name === 'string');
}

function keyIdsIn(backup: SQLite.Database): string[] {
  const table = backup.prepare("select 1 from sqlite_master where type = 'table' and name = 'clinical_record_versions'").get();
  if (!table) return [];
  return backup
    .prepare('select distinct key_id from clinical_record_versions')
    .pluck()
    .all()
    .filter((keyId): keyId is string => typeof keyId === 'string');
}

/**
 * Refuses a backup that is not a sound SQLite file (integrity_check) or that holds migrations this build
 * does not know: it was made by a newer Acolhe, whose schema this code would misread.
 */
export function inspectBackup(file: string): BackupContents {
  if (!existsSync(file)) throw new BackupError(`Arquivo de backup não encontrado: ${file}`);
  const backup = openReadOnly(file);
  try {
    let check: unknown;
    try {
      check = backup.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new BackupError(`${file} está corrompido: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (check !== 'ok') throw new BackupError(`${file} não passou na verificação de integridade: ${String(check)}`);
    const unknown = appliedMigrations(backup, file).filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(
        `O backup vem de uma versão mais nova do Acolhe (migrações desconhecidas: ${unknown.join(', ')}). Atualize o Acolhe antes de restaurá-lo.`,
      );
    }
    return { keyIds: keyIdsIn(backup) };
  } finally {
    backup.close();
  }
}
