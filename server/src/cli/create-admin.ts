import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@acolhe/shared/auth';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/auth/create-admin.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const input = z
  .object({ email: emailSchema, name: z.string().trim().min(2), password: passwordSchema })
  .safeParse(values);
if (!input.success) {
  console.error('Uso: npm run create-admin -- --email admin@exemplo.com --name "Nome" --password segredo123');
  console.error(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(1);
}
const config = loadConfig();
const db = createDb(config.databasePath);
await migrateToLatest(db);
const id = await createAdmin(db, input.data);
console.log(`Administrador criado (id ${id}).`);
await db.destroy();
