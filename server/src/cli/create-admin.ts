import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@acolhe/shared/auth';
import { refuseWeakPassword } from '@acolhe/shared/password-policy';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/auth/create-admin.ts';

const adminSchema = z
  .object({
    email: emailSchema,
    name: z.string({ error: 'informe o nome' }).trim().min(2, 'o nome precisa de pelo menos 2 letras'),
    password: passwordSchema,
  })
  .superRefine(refuseWeakPassword('password', (admin: { email: string; name: string }) => admin));

export async function createAdminCommand(config: AppConfig, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const input = await adminSchema.safeParseAsync(values);
  if (!input.success) {
    console.error('Uso: acolhe create-admin --email admin@exemplo.com --name "Nome" --password segredo123');
    console.error(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    return 1;
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const id = await createAdmin(db, input.data);
    console.log(`Administrador criado (id ${id}).`);
    return 0;

  } finally {
    await db.destroy();
  }
}
