import type { Db } from '../../db/connection.ts';
import { insertUser } from './auth.repository.ts';
import { hashPassword } from '../../identity/password.ts';

/** The only way an administrator comes to exist (besides the demo seed); never reachable over HTTP. */
export async function createAdmin(db: Db, admin: { email: string; name: string; password: string }): Promise<number> {
  return insertUser(db, {
    email: admin.email,
    name: admin.name,
    password_hash: await hashPassword(admin.password),
    phone: '',
    role: 'admin',
  });
}
