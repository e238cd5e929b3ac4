import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { clockFrom } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../seed/seed-if-empty.ts';

export async function seedCommand(config: AppConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { fresh: { type: 'boolean', default: false } } });
  if (values.fresh) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.databasePath}${suffix}`, { force: true });
  }
  const db = createDb(config.databasePath);
  try {
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
