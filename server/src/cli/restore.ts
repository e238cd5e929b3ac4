import { restoreDatabase } from '../backup/restore.ts';
import type { AppConfig } from '../config.ts';
import { postgresHasItsOwnBackups } from '../backup/backup-error.ts';

export async function restoreCommand(config: AppConfig, file: string): Promise<number> {
  if (config.database.engine === 'postgres') throw postgresHasItsOwnBackups();
  const warnings = await restoreDatabase(file, config.databasePath, config.recordsKey);
  for (const warning of warnings) console.error(warning);
  console.log(`Backup ${file} restaurado em ${config.databasePath}. Inicie o servidor para usá-lo.`);
  return 0;
}
