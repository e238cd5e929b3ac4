import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import type { RecordsKeySource } from '../config.ts';
import { sqliteOptions } from '../db/sqlite-addon.ts';
import { BackupError } from './backup-error.ts';
import { inspectBackup } from './backup-inspection.ts';
import { holdIdleDatabase } from './idle-database-lock.ts';
import { restoreRecordsKey } from './records-key-copy.ts';

async function stageCopy(file: string, staged: string): Promise<void> {
  rmSync(staged, { force: true });
  const backup = new SQLite(file, sqliteOptions({ readonly: true, fileMustExist: true }));
  try {
    await backup.backup(staged);
  } finally {
    backup.close();
  }
}

/**
 * Replaces the database with a backup, with the database unused: the backup is checked, copied beside the
 * live file, and moved over it in one rename while no connection can open it. Returns warnings to show.
 * A backup from an older schema is fine: the next start migrates it.
 */
export async function restoreDatabase(file: string, databasePath: string, recordsKey: RecordsKeySource): Promise<string[]> {
  if (databasePath === ':memory:') throw new BackupError('Não se restaura um banco em memória (DATABASE_PATH=:memory:).');
  const { keyIds } = inspectBackup(file);
  const staged = `${databasePath}.restoring`;
  mkdirSync(dirname(databasePath), { recursive: true });
  await stageCopy(file, staged);
  let held;
  try {
    held = holdIdleDatabase(databasePath);
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const warnings = restoreRecordsKey(file, recordsKey, keyIds, stamp);
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true });
    renameSync(staged, databasePath);
    return warnings;
  } catch (error) {
    rmSync(staged, { force: true });
    throw error instanceof BackupError ? error : new BackupError(`A restauração falhou: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    held?.release();
  }
}
