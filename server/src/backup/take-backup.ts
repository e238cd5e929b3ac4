import type { RecordsKeySource } from '../config.ts';
import { backupDatabase } from './online-backup.ts';
import { recordsKeyBeside, saveRecordsKeyBeside } from './records-key-copy.ts';

export interface TakenBackup {
  file: string;
  /** Where the records key was saved; null: the backup cannot decrypt the clinical records by itself. */
  keyFile: string | null;
}

/** The database copy and, beside it, the records key: without the key the clinical records are unreadable. */
export async function takeBackup(databasePath: string, recordsKey: RecordsKeySource, file: string): Promise<TakenBackup> {
  await backupDatabase(databasePath, file);
  return { file, keyFile: saveRecordsKeyBeside(file, recordsKey) ? recordsKeyBeside(file) : null };
}
