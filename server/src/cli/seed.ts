import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { clockFrom } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { emptyPostgresDatabase } from '../db/postgres-connection.ts';
import { seedIfEmpty } from '../seed/seed-if-empty.ts';

export async function seedCommand(config: AppConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { fresh: { type: 'boolean', default: false } } });
  if (values.fresh && config.database.engine === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.databasePath}${suffix}`, { force: true });
  }
  const db = openDatabase(config.database);
  try {
    if (values.fresh && config.database.engine === 'postgres') await emptyPostgresDatabase(db);
    await migrateToLatest(db);
    const started = performance.now();
    const summary = await seedIfEmpty(db, clockFrom(config.clockStart)(), config.timeZone);
    if (summary) {
      console.log(`Dados de demonstração gravados em ${Math.round(performance.now() - started)} ms:`, summary);
    } else {
      console.log('O banco já tem dados; nada foi gravado. Use "seed --fresh" para recriá-lo.');
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
