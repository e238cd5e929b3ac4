import { loadConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';

const config = loadConfig();
const db = createDb(config.databasePath);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco já está atualizado.');
await db.destroy();
