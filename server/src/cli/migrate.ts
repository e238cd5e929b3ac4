import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

export async function migrateCommand(config: AppConfig): Promise<number> {
  const db = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco já está atualizado.');
    return 0;
  } finally {
    await db.destroy();
  }
}
