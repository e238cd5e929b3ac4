/** A backup or restore that cannot go on; the message (pt-BR) is shown to the operator as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** backup and restore copy the SQLite file; a PostgreSQL database is saved with PostgreSQL's own tools. */
export function postgresHasItsOwnBackups(): BackupError {
  return new BackupError(
    'backup e restore copiam o arquivo SQLite; com DATABASE_URL use as ferramentas do PostgreSQL (pg_dump e pg_restore).',
  );
}
