import { rmSync } from 'node:fs';
import { clockFrom } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../seed/seed-if-empty.ts';

const config = loadConfig();
if (process.argv.includes('--fresh')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.databasePath}${suffix}`, { force: true });
}
const db = createDb(config.databasePath);
await migrateToLatest(db);
const started = performance.now();
const summary = await seedIfEmpty(db, clockFrom(config.clockStart)(), config.timeZone);
if (summary) {
  console.log(`Dados de demonstração gravados em ${Math.round(performance.now() - started)} ms:`, summary);
} else {
  console.log('O banco já tem dados; nada foi gravado. Use "npm run seed -- --fresh" para recriá-lo.');
}
await db.destroy();
