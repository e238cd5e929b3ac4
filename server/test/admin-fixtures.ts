import { cnpjFromBase } from '@acolhe/shared/cnpj';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import { type Browser, type TestServer } from './harness.ts';
import { signIn, testPassword, uniqueEmail } from './accounts.ts';

/** A signed-in administrator and their user id. */
export async function signedInAdmin(
  server: TestServer,
  name = 'Admin Teste',
): Promise<Browser & { id: number }> {
  const email = uniqueEmail('admin');
  const id = await createAdmin(server.app.services.db, { email, name, password: testPassword });
  return { ...(await signIn(server, email)), id };
}

let cnpjCounter = 0;

/** A CNPJ with valid check digits, different on every call. */
export function freshCnpj(): string {
  cnpjCounter += 1;
  return cnpjFromBase(
    `${String(40_000_000 + cnpjCounter * 7 + Math.floor(Math.random() * 1000) * 1000).padStart(8, '0')}0001`,
  );
}

export function companyInput(
  overrides: Partial<{ name: string; cnpj: string; email: string; phone: string }> = {},
) {
  return {
    name: overrides.name ?? 'Acme Indústria',
    cnpj: overrides.cnpj ?? freshCnpj(),
    email: overrides.email ?? 'rh@acme.com.br',
    ...(overrides.phone === undefined ? {} : { phone: overrides.phone }),
  };
}

/** The user id of an e-mail address. */
export async function userIdOf(server: TestServer, email: string): Promise<number> {
  const row = await server.app.services.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
