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
