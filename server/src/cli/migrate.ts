import type { AppConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

export async function migrateCommand(config: AppConfig): Promise<number> {
  const db = createDb(config.databasePath);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco já está atualizado.');
    return 0;
  } finally {
    await db.destroy();
  }
}
