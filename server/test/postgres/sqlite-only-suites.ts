/**
 * Suites about the SQLite file itself (its backups, restores, migrations of old files, the CLI and the
 * process on a file), which the PostgreSQL run leaves out; each says why.
 */
export const sqliteOnlySuites: readonly string[] = [
  // Online backup, restore and the scheduled copies of the SQLite file; PostgreSQL has pg_dump.
  'server/test/backup-under-load.test.ts',
  'server/test/restore-refusals.test.ts',
  'server/test/scheduled-backups.test.ts',
  // The records key file is generated beside a SQLite file only; with DATABASE_URL the key is required.
  'server/test/records-key.test.ts',
  // Upgrades a SQLite file written before the rename; PostgreSQL databases start from today's schema.
  'server/test/auth-session-migration.test.ts',
  // Copies a SQLite file into a cluster of its own, which it starts whichever engine the run is on.
  'server/test/copy-to-postgres.test.ts',
  // The command line on a cluster of its own, likewise.
  'server/test/postgres-cli.test.ts',
];
