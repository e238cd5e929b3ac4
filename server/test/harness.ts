import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import type { ErrorReason } from '@acolhe/shared/errors';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import type { AppRouter } from '../src/router.ts';
import { clonedTestDatabase, dropTestDatabase, postgresBaseUrl } from './postgres/test-databases.ts';

/**
 * The one way tests reach the server: the real app on a fresh, migrated database, called over HTTP by
 * browsers (a typed tRPC client with its own cookie jar) or by raw procedure calls.
 */

export type TestClient = ReturnType<typeof createTRPCClient<AppRouter>>;
export type CookieJar = Map<string, string>;

export interface TestServer {
  app: FastifyInstance;
  url: string;
  /** The typed client of a new browser (own cookie jar). */
  client(): TestClient;
  close(): Promise<void>;
}

/** One browser: a typed client over real HTTP and the cookie jar it keeps, readable by the test. */
export interface Browser {
  client: TestClient;
  cookies: CookieJar;
}

/** A fixed records key for test servers on PostgreSQL, where the server requires one. */
const postgresTestRecordsKey = Buffer.alloc(32, 7).toString('base64');

/** The PostgreSQL database standing for each DATABASE_PATH a test named, so a restart finds its data. */
const postgresDatabasesByPath = new Map<string, string>();

/**
 * On a PostgreSQL run (vitest.postgres.config.ts) the server gets a database cloned from the migrated
 * template instead of the SQLite file: a fresh one, or the one that stands for the DATABASE_PATH given.
 */
async function postgresEnvironment(env: Record<string, string>): Promise<{ env: Record<string, string>; drop?: () => Promise<void> }> {
  const baseUrl = postgresBaseUrl();
  if (!baseUrl || env.DATABASE_URL) return { env: {} };
  const extra = { DATABASE_POOL_SIZE: '4', ...(env.RECORDS_KEY || env.RECORDS_KEY_FILE ? {} : { RECORDS_KEY: postgresTestRecordsKey }) };
  const path = env.DATABASE_PATH;
  const known = path ? postgresDatabasesByPath.get(path) : undefined;
  if (known) return { env: { ...extra, DATABASE_URL: `${baseUrl}${known}` } };
  const database = await clonedTestDatabase(baseUrl);
  if (path) {
    postgresDatabasesByPath.set(path, database.name);
    return { env: { ...extra, DATABASE_URL: database.url } };
  }
  return { env: { ...extra, DATABASE_URL: database.url }, drop: () => dropTestDatabase(baseUrl, database.name) };
}

/** Starts the real server on a fresh, migrated database (a SQLite file, or PostgreSQL) on a random loopback port. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-test-'));
  const postgres = await postgresEnvironment(env);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'test.db'),
    // TEST_LOG_LEVEL=error shows the server's own account of a failing test.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CLIENT_DIST: join(dir, 'no-client'),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Tests that move the clock by hours or days keep their sign-ins; idle-timeout.test.ts asks for the default.
    AUTH_SESSION_IDLE_MINUTES: String(30 * 24 * 60),
    ...env,
    ...postgres.env,
  });
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    client: () => openBrowser({ url }).client,
    async close() {
      await app.close();
      await postgres.drop?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function cookieHeaderOf(cookies: ReadonlyMap<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Keeps what the Set-Cookie lines say, as a browser does: an expired or emptied cookie goes. */
function storeCookies(cookies: CookieJar, headers: Headers): void {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
}

export function openBrowser(server: Pick<TestServer, 'url'>, cookies: CookieJar = new Map()): Browser {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${server.url}/trpc`,
        async fetch(input, init) {
          const headers = new Headers(init?.headers);
          if (cookies.size) headers.set('cookie', cookieHeaderOf(cookies));
          const response = await fetch(input, { ...init, headers });
          storeCookies(cookies, response.headers);
          return response;
        },
      }),
    ],
  });
  return { client, cookies };
}

/** A browser carrying a copy of another browser's auth session cookie. */
export function browserWithAuthSession(server: Pick<TestServer, 'url'>, token: string): Browser {
  return openBrowser(server, new Map([[authSessionCookieName, token]]));
}

/** What a failed call tells the client: code, pt-BR message and, when the server gave one, the reason. */
export interface Failure {
  code: string;
  message: string;
  reason?: ErrorReason;
  /** Per-field messages, present when the input failed validation. */
  fieldErrors?: Record<string, string>;
}

function failureFrom(message: string, data: { code?: unknown; reason?: unknown; fieldErrors?: unknown }): Failure {
  const failure: Failure = { code: typeof data.code === 'string' ? data.code : 'UNKNOWN', message };
  if (typeof data.reason === 'string') failure.reason = data.reason as ErrorReason;
  return failure;
}

/** How a call made through the typed client failed. */
export async function failureOf(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError)
      return failureFrom(error.message, isRecord(error.data) ? error.data : {});
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** How a call failed validation: the failure with its per-field messages. */
export async function validationFailureOf(call: Promise<unknown>): Promise<Failure> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError && isRecord(error.data)) {
      const failure = failureFrom(error.message, error.data);
      if (isRecord(error.data.fieldErrors)) failure.fieldErrors = error.data.fieldErrors as Record<string, string>;
      return failure;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** What a raw HTTP call to one procedure answered, before any tRPC client interprets it. */
export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls one procedure by its dotted path as a browser would without batching: a query is a GET with the
 * input in the query string, a mutation a POST with the input as the JSON body.
 */
export async function callProcedure(
  baseUrl: string,
  path: string,
  type: 'query' | 'mutation',
  input: unknown,
  cookies: ReadonlyMap<string, string> = new Map(),
  extraHeaders: Record<string, string> = {},
): Promise<RawResponse> {
  const headers = new Headers(extraHeaders);
  if (cookies.size) headers.set('cookie', cookieHeaderOf(cookies));
  const body = input === undefined ? undefined : JSON.stringify(input);
  if (type === 'mutation') headers.set('content-type', 'application/json');
  const query = type === 'query' && body !== undefined ? `?input=${encodeURIComponent(body)}` : '';
  const response = await fetch(`${baseUrl}/trpc/${path}${query}`, {
    headers,
    ...(type === 'mutation' ? { method: 'POST', body } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJsonBody(text) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The tRPC error in a raw answer, with its per-field messages, or null when the call succeeded. */
export function trpcErrorOf(
  json: unknown,
): (Omit<Failure, 'fieldErrors'> & { fieldErrors: Record<string, string> | null }) | null {
  if (!isRecord(json) || !isRecord(json.error)) return null;
  const data = isRecord(json.error.data) ? json.error.data : {};
  const message = typeof json.error.message === 'string' ? json.error.message : '';
  const fieldErrors = isRecord(data.fieldErrors) ? (data.fieldErrors as Record<string, string>) : null;
  return { ...failureFrom(message, data), fieldErrors };
}

/** The data of a successful raw answer; throws with the answer when it was not a success. */
export function trpcDataOf(response: RawResponse): unknown {
  const { json } = response;
  if (response.status !== 200 || !isRecord(json) || !isRecord(json.result)) {
    throw new Error(`expected success, got ${response.status}: ${response.text}`);
  }
  return json.result.data;
}

/** The auth session cookie a raw answer set (by either name: production's carries `__Host-`), with its attributes, or undefined. */
export function authSessionSetCookie(headers: Headers): string | undefined {
  const names = [authSessionCookieName, `__Host-${authSessionCookieName}`];
  return headers.getSetCookie().find((line) => names.some((name) => line.startsWith(`${name}=`)));
}

/** The auth session token a raw answer set, or an empty string. */
export function authSessionTokenOf(headers: Headers): string {
  const jar: CookieJar = new Map();
  storeCookies(jar, headers);
  return jar.get(authSessionCookieName) ?? '';
}
