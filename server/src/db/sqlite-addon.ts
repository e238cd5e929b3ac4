import { existsSync } from 'node:fs';
import type SQLite from 'better-sqlite3';

let nativeBinding: string | undefined;

/**
 * The executable carries better-sqlite3's addon inside itself and writes it to a file before the first
 * connection; from then on every connection of the process loads it from there.
 */
export function useSqliteAddonAt(path: string): void {
  nativeBinding = path;
}

export function sqliteOptions(options: SQLite.Options = {}): SQLite.Options {
  return nativeBinding ? { ...options, nativeBinding } : options;
}

/** Where `npm ci` compiles the SQLite extension (scripts/build-sqlite-extension.ts), from the project's root. */
export const sqliteExtensionDefaultPath = 'server/native/build/sqlite-qpsg.so';

let extensionPath = sqliteExtensionDefaultPath;
let warnedMissing = false;

/** The executable writes the extension out as it does the addon, and names the file here. */
export function useSqliteExtensionAt(path: string): void {
  extensionPath = path;
}

/**
 * Loads server/native/sqlite-qpsg.c into a new connection: the plan of a statement that joins tables is
 * then made once instead of at every execution. Without the compiled file (no C compiler at install) the
 * connection works as before, only slower, and the process says so once.
 */
export function loadSqliteExtension(sqlite: SQLite.Database): void {
  if (existsSync(extensionPath)) {
    sqlite.loadExtension(extensionPath);
    return;
  }
  if (warnedMissing) return;
  warnedMissing = true;
  process.emitWarning(`${extensionPath} ausente: o SQLite planejará de novo cada consulta com junção (npm ci o compila).`);
}
