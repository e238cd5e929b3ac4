import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppRouter } from '../src/router.ts';
import { createAdmin } from '../src/modules/auth/create-admin.ts';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  /** A tRPC client over real HTTP with its own cookie jar (one browser). */
  client(): TestClient;
  close(): Promise<void>;
}

export type TestClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/** Starts the real server on a fresh, migrated SQLite file on a random loopback port. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'test.db'),
    LOG_LEVEL: 'silent',
    CLIENT_DIST: join(dir, 'no-client'),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    client: () => createClient(url),
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function createClient(url: string): TestClient {
  const cookies = new Map<string, string>();
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${url}/trpc`,
        async fetch(input, init) {
          const headers = new Headers(init?.headers);
          if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
          const response = await fetch(input, { ...init, headers });
          for (const line of response.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const [name = '', value = ''] = pair.split('=');
            if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
            else cookies.set(name, value);
          }
          return response;
        },
      }),
    ],
  });
}

/** The pt-BR message and tRPC code a call failed with. */
export async function failureOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data = error.data as { code?: string } | undefined;
      return { code: data?.code ?? 'UNKNOWN', message: error.message };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

export const testPassword = 'segredo123';

let crpSequence = 100_000 + Math.floor(Math.random() * 800_000);

/** A CRP no other registration of this test file uses. */
export function uniqueCrp(): string {
  crpSequence += 1;
  return `CRP 06/${crpSequence}`;
}

export async function registerPatient(client: TestClient, overrides: Partial<{ email: string; name: string; companyCode: string }> = {}) {
  return client.auth.register.mutate({
    role: 'patient',
    name: overrides.name ?? 'Maria Paciente',
    email: overrides.email ?? `paciente.${Math.random().toString(36).slice(2)}@teste.com`,
    password: testPassword,
    phone: '(11) 98888-7777',
    acceptTerms: true,
    ...(overrides.companyCode ? { companyCode: overrides.companyCode } : {}),
  });
}

export async function registerPsychologist(client: TestClient, email = `psi.${Math.random().toString(36).slice(2)}@teste.com`) {
  await client.auth.register.mutate({
    role: 'psychologist',
    name: 'Joana Psicóloga',
    email,
    password: testPassword,
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp: uniqueCrp(),
    specialty: 'Psicologia Clínica',
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
    hourlyRate: 150,
    availableHours: '08:00-18:00',
  });
  return email;
}

export async function signInAs(server: TestServer, email: string, password = testPassword): Promise<TestClient> {
  const client = server.client();
  await client.auth.login.mutate({ email, password });
  return client;
}

export async function createAdminClient(server: TestServer): Promise<TestClient> {
  const email = `admin.${Math.random().toString(36).slice(2)}@teste.com`;
  await createAdmin(server.app.services.db, { email, name: 'Admin Teste', password: testPassword });
  return signInAs(server, email);
}
