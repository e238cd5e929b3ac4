import { passwordSchema } from '@acolhe/shared/auth';
import { passwordProblem } from '@acolhe/shared/password-policy';
import type { Db } from '../../db/connection.ts';
import { insertUser } from './auth.repository.ts';
import { hashPassword } from '../../identity/password.ts';

/**
 * The only way an administrator comes to exist (besides the demo seed); never reachable over HTTP. The
 * password meets the same policy as everyone's (shared/src/password-policy.ts).
 */
export async function createAdmin(db: Db, admin: { email: string; name: string; password: string }): Promise<number> {
  const problem = passwordSchema.safeParse(admin.password).error?.issues[0]?.message ?? (await passwordProblem(admin.password, admin));
  if (problem) throw new Error(`Senha recusada: ${problem}`);
  return insertUser(db, {
    email: admin.email,
    name: admin.name,
    password_hash: await hashPassword(admin.password),
    phone: '',
    role: 'admin',
  });
}
