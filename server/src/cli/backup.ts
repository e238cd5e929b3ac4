import { z } from 'zod';
import { takeBackup } from '../backup/take-backup.ts';
import type { AppConfig } from '../config.ts';
import { postgresHasItsOwnBackups } from '../backup/backup-error.ts';

export const backupFileSchema = z
  .string({ error: 'informe o arquivo do backup, ex.: backups/acolhe.db' })
  .trim()
  .min(1, 'informe o arquivo do backup, ex.: backups/acolhe.db');

export async function backupCommand(config: AppConfig, file: string): Promise<number> {
  if (config.database.engine === 'postgres') throw postgresHasItsOwnBackups();
  const started = performance.now();
  const { keyFile } = await takeBackup(config.databasePath, config.recordsKey, file);
  console.log(`Backup gravado em ${file} (${Math.round(performance.now() - started)} ms).`);
  if (keyFile) {
    console.log(`Chave dos prontuários gravada em ${keyFile}: guarde-a com o backup, em local seguro.`);
    console.log('Sem ela os prontuários do backup não podem ser lidos; com ela e o backup, qualquer um os lê.');
  } else {
    console.error('ATENÇÃO: NENHUMA CHAVE DOS PRONTUÁRIOS FOI ENCONTRADA; ESTE BACKUP NÃO A CONTÉM.');
    console.error('Se o banco já tem prontuários, eles não poderão ser lidos a partir deste backup.');
  }
  return 0;
}
