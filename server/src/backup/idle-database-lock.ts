import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { sqliteOptions } from '../db/sqlite-addon.ts';
import { BackupError } from './backup-error.ts';

export interface HeldDatabase {
  release(): void;
}

/**
 * Proves no one has the database open and keeps it so. Leaving WAL mode needs every other connection
 * closed: a running server (or any CLI) keeps one open the whole time, idle or not, so SQLite answers
 * SQLITE_BUSY. Once out of WAL, an exclusive lock keeps a server that starts meanwhile from opening it.
 * No pid file to go stale after a crash: SQLite's locks die with the process.
 */
export function holdIdleDatabase(databasePath: string): HeldDatabase | null {
  if (!existsSync(databasePath)) return null;
  const live = new SQLite(databasePath, sqliteOptions({ fileMustExist: true, timeout: 1000 }));
  try {
    live.pragma('journal_mode = DELETE');
    live.pragma('locking_mode = EXCLUSIVE');
    live.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    live.close();
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new BackupError(
        `O banco ${databasePath} está em uso (o servidor está rodando?). Pare o servidor antes de restaurar; ele nunca é sobrescrito em uso.`,
      );
    }
    throw error;
  }
  return {
    release: () => {
      live.exec('ROLLBACK');
      live.close();
    },
  };
}
