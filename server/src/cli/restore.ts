import { restoreDatabase } from '../backup/restore.ts';
import type { AppConfig } from '../config.ts';

export async function restoreCommand(config: AppConfig, file: string): Promise<number> {
  const warnings = await restoreDatabase(file, config.databasePath, config.recordsKey);
  for (const warning of warnings) console.error(warning);
  console.log(`Backup ${file} restaurado em ${config.databasePath}. Inicie o servidor para usá-lo.`);
  return 0;
}
