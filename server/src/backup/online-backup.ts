import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteOptions } from '../db/sqlite-addon.ts';
import { BackupError } from './backup-error.ts';

/** Pages per backup step: all of them, so the copy is one read transaction (see backupDatabase). */
const wholeDatabase = 0x7fffffff;

/**
 * Copies a live database with SQLite's online backup API. The copy is made in one step, that is one read
 * transaction: writers go on meanwhile (WAL), and the copy is the database as it was when the step began,
 * whereas a step-by-step copy restarts whenever another connection writes and may never end under load.
 * Written under a temporary name first, so an interrupted backup never looks complete.
 */
export async function backupDatabase(databasePath: string, file: string): Promise<void> {
  if (databasePath === ':memory:') throw new BackupError('Um banco em memória (DATABASE_PATH=:memory:) não tem backup.');
  if (!existsSync(databasePath)) throw new BackupError(`Banco não encontrado em ${databasePath}.`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const source = new SQLite(databasePath, sqliteOptions({ fileMustExist: true }));
  try {
    await source.backup(partial, { progress: () => wholeDatabase });
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`O backup falhou: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    source.close();
  }
  settleAsOneFile(partial);
  renameSync(partial, file);
}

/** A backup is a plain single file (no -wal beside it) and is checked before it counts as done. */
function settleAsOneFile(path: string): void {
  const copy = new SQLite(path, sqliteOptions({ fileMustExist: true }));
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`A cópia não passou na verificação de integridade: ${String(check)}`);
  } finally {
    copy.close();
  }
}
