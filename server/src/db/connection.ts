import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter } from 'kysely';
import { GroupCommitDialect } from './group-commit-driver.ts';
import { createPostgresDb } from './postgres-connection.ts';
import type { Database } from './schema.ts';
import { loadSqliteExtension, sqliteOptions } from './sqlite-addon.ts';
import { cachingStatements } from './statement-cache.ts';
import type { WriteCounter } from './write-counter.ts';

export type Db = Kysely<Database>;

export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path, sqliteOptions());
  loadSqliteExtension(sqlite);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL syncs the WAL at each commit: an acknowledged booking survives a power cut, not only a crash.
  // Its cost is measured by bench/durability.ts (docs/performance.md "Durability").
  sqlite.pragma('synchronous = FULL');
  // Each transaction runs in a savepoint of a shared one (group-commit-driver.ts), so SQLite keeps the
  // pages it changes in a sub-journal; a temporary file slowed a booking's inserts several times over
  // (docs/decisions/group-commit-driver.md "Group-commit driver for SQLite").
  sqlite.pragma('temp_store = MEMORY');
  // SQLite's LIKE ignores case only for ASCII; searches compare folded text instead ('Érica' ~ 'erica').
  sqlite.function('fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  return sqlite;
}

/** `writes`, when given, counts the writing statements run through this connection. */
export function createDb(path: string, writes?: WriteCounter): Db {
  return new Kysely<Database>({ dialect: new GroupCommitDialect(cachingStatements(openSqlite(path), undefined, writes)) });
}

/** Where the data lives: one SQLite file (the default) or a PostgreSQL database shared by several servers. */
export type DatabaseTarget =
  | { engine: 'sqlite'; path: string }
  | { engine: 'postgres'; url: string; poolSize: number };

export type DatabaseEngine = DatabaseTarget['engine'];

export function openDatabase(target: DatabaseTarget, writes?: WriteCounter): Db {
  return target.engine === 'postgres' ? createPostgresDb(target.url, target.poolSize) : createDb(target.path, writes);
}

export function engineOf(db: Db): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
