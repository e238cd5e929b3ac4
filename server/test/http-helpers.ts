import { sql } from 'kysely';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { Db } from '../src/db/connection.ts';
import type { Database } from '../src/db/schema.ts';
import type { AppRouter } from '../src/router.ts';
import { testPassword, type TestClient, type TestServer } from './harness.ts';

export const sessionCookieName = 'acolhe_session';

/**
 * One browser: a typed client over real HTTP and its cookie jar, kept apart. The harness's
 * `client().cookies` cannot be read back, because the tRPC client is a Proxy that answers every property
 * read with a procedure path (`client.cookies` is a procedure proxy, not the Map).
 */
export interface Browser {
  client: TestClient;
  cookies: Map<string, string>;
}

export function openBrowser(server: TestServer, cookies = new Map<string, string>()): Browser {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${server.url}/trpc`,
        async fetch(input, init) {
          const headers = new Headers(init?.headers);
          if (cookies.size) headers.set('cookie', cookieHeaderOf(cookies));
          const response = await fetch(input, { ...init, headers });
          for (const line of response.headers.getSetCookie()) {
            const [pair = ''] = line.split(';');
            const separator = pair.indexOf('=');
            const name = pair.slice(0, separator);
            const value = pair.slice(separator + 1);
            if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
            else cookies.set(name, value);
          }
          return response;
        },
      }),
    ],
  });
  // The harness helpers (registerPatient, ...) want a TestClient; only `cookies` of the Browser is readable.
  return { client: Object.assign(client, { cookies }), cookies };
}

/** A browser carrying a copy of another browser's session cookie. */
export function browserWithSession(server: TestServer, token: string): Browser {
  return openBrowser(server, new Map([[sessionCookieName, token]]));
}

export async function signIn(server: TestServer, email: string, password = testPassword): Promise<Browser> {
  const browser = openBrowser(server);
  await browser.client.auth.login.mutate({ email, password });
  return browser;
}

/** What a raw HTTP call to one procedure answered, before any tRPC client interprets it. */
export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface RawTrpcError {
  code: string;
  message: string;
  fieldErrors: Record<string, string> | null;
}

export function cookieHeaderOf(cookies: ReadonlyMap<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

function parseJson(text: string): unknown {
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
  let response: Response;
  if (type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    response = await fetch(`${baseUrl}/trpc/${path}${query}`, { headers });
  } else {
    headers.set('content-type', 'application/json');
    response = await fetch(`${baseUrl}/trpc/${path}`, {
      method: 'POST',
      headers,
      body: input === undefined ? undefined : JSON.stringify(input),
    });
  }
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The tRPC error in a raw answer, or null when the call succeeded. */
export function trpcErrorOf(json: unknown): RawTrpcError | null {
  if (!isRecord(json) || !isRecord(json.error)) return null;
  const data = isRecord(json.error.data) ? json.error.data : {};
  return {
    code: typeof data.code === 'string' ? data.code : 'UNKNOWN',
    message: typeof json.error.message === 'string' ? json.error.message : '',
    fieldErrors: isRecord(data.fieldErrors) ? (data.fieldErrors as Record<string, string>) : null,
  };
}

/** The data of a successful raw answer; throws with the answer when it was not a success. */
export function trpcDataOf(response: RawResponse): unknown {
  const { json } = response;
  if (response.status !== 200 || !isRecord(json) || !isRecord(json.result)) {
    throw new Error(`expected success, got ${response.status}: ${response.text}`);
  }
  return json.result.data;
}

/** The session cookie a raw answer set, with its attributes, or undefined. */
export function sessionSetCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`));
}

/** The session token a raw answer set, or an empty string. */
export function sessionTokenOf(headers: Headers): string {
  const line = sessionSetCookie(headers) ?? '';
  const pair = line.split(';')[0] ?? '';
  return pair.slice(pair.indexOf('=') + 1);
}

/** Code, message and per-field messages of a call made through the typed client. */
export async function validationFailureOf(call: Promise<unknown>): Promise<RawTrpcError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data = error.data as { code?: string; fieldErrors?: Record<string, string> | null } | undefined;
      return {
        code: data?.code ?? 'UNKNOWN',
        message: error.message,
        fieldErrors: data?.fieldErrors ?? null,
      };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const result = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

const trackedTables = [
  'users',
  'sessions',
  'psychologist_profiles',
  'availability_slots',
  'user_preferences',
  'activity_log',
  'mail_outbox',
  'companies',
] as const satisfies readonly (keyof Database)[];

/** Row counts of the tables a registration or login could write to. */
export async function tableCounts(db: Db): Promise<Record<(typeof trackedTables)[number], number>> {
  const entries = await Promise.all(
    trackedTables.map(async (table) => [table, await countRows(db, table)] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof trackedTables)[number], number>;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Math.random().toString(36).slice(2, 10)}@teste.com`;
}
