/** A backup or restore that cannot go on; the message (pt-BR) is shown to the operator as it is. */
export class BackupError extends Error {
  override name = 'BackupError';
}
