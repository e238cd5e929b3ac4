import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { authSessionCookieName, authSessionCookieOptions } from '../src/identity/auth-session-cookie.ts';
import { registerSecurityHeaders } from '../src/http/guards/security-headers.ts';
import {
  browserWithAuthSession,
  callProcedure,
  openBrowser,
  startTestServer,
  type TestServer,
  trpcErrorOf,
} from './harness.ts';
import { registerPatient, signIn, testPassword, uniqueEmail } from './accounts.ts';
import { countRows } from './rows.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function storedSessionSecret(target: TestServer): Promise<string | undefined> {
  const row = await target.app.services.db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirst();
  return row?.value;
}

describe('unknown addresses', () => {
  test('an unknown procedure answers 404 in JSON', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/trpc/x.y`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(trpcErrorOf(await response.json())?.code).toBe('NOT_FOUND');
    }
  });

  test.each(['/api/whatever', '/api/whatever/deeper?x=1', '/trpc', '/api'])(
    '%s answers 404 in JSON',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: 'Não encontrado' });
    },
  );

  test('a POST to an unknown non-API path is not answered with a page', async () => {
    const response = await fetch(`${server.url}/patient/appointments`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('a page request without a built client says so instead of failing silently', async () => {
    const response = await fetch(`${server.url}/patient/appointments`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('Cliente não compilado: rode npm run build.');
  });

  test('the health check answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('headers', () => {
  test.each(['/api/health', '/trpc/stats.landing', '/api/nope'])(
    'the API security headers are sent on %s, and none of the page-only ones',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-xss-protection')).toBeNull();
    },
  );

  test.each(['/', '/rota/qualquer'])('the page security headers are sent on %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  test('a page is cut off from its opener for a browser holding a sign-in, and only then', async () => {
    const page = (cookie?: string) => fetch(`${server.url}/agenda`, { headers: cookie ? { cookie } : {} });
    const opener = (response: Response) => response.headers.get('cross-origin-opener-policy');
    const patient = openBrowser(server);
    await registerPatient(patient.client, { email: uniqueEmail('isolada') });
    const token = patient.cookies.get(authSessionCookieName) ?? '';
    expect(token).not.toBe('');
    expect(opener(await page(`${authSessionCookieName}=${token}`))).toBe('same-origin');
    expect(opener(await fetch(`${server.url}/patient/dashboard`, { headers: { cookie: `tema=claro; ${authSessionCookieName}=${token}` } }))).toBe(
      'same-origin',
    );
    // A visitor, even one with some other cookie, goes without it.
    expect(opener(await page())).toBeNull();
    expect(opener(await page('tema=claro'))).toBeNull();
    // An answer is never a document: the header would mean nothing there.
    expect(opener(await fetch(`${server.url}/api/health`, { headers: { cookie: `${authSessionCookieName}=${token}` } }))).toBeNull();
  });

  test('in production the header follows the __Host- sign-in cookie, the name the app passes', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, authSessionCookieOptions(true).name);
    await app.register(fastifyCookie, { hook: false });
    app.get('/pagina', async () => 'ok');
    const opener = async (cookie: string) =>
      (await app.inject({ url: '/pagina', headers: { cookie } })).headers['cross-origin-opener-policy'];
    try {
      expect(await opener(`__Host-${authSessionCookieName}=abc`)).toBe('same-origin');
      // The development name, without its prefix, is not a sign-in there.
      expect(await opener(`${authSessionCookieName}=abc`)).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  test("every answer carries a request id of the server's own, whatever the caller sends", async () => {
    const generated = await fetch(`${server.url}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(uuid);
    const notFound = await fetch(`${server.url}/trpc/x.y`);
    expect(notFound.headers.get('x-request-id')).toMatch(uuid);

    for (const unsafe of ['balanceador-42_a', generated.headers.get('x-request-id') ?? '', 'com espaço', 'x'.repeat(65), 'a;b']) {
      const replaced = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': unsafe } });
      expect(replaced.headers.get('x-request-id')).toMatch(uuid);
      expect(replaced.headers.get('x-request-id')).not.toBe(unsafe);
    }
  });
});

describe('request body limit', () => {
  test('a body over 1 MB is refused with 413 and changes nothing', async () => {
    const before = await countRows(server.app.services.db, 'users');
    const response = await fetch(`${server.url}/trpc/auth.register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        role: 'patient',
        name: 'x'.repeat(1024 * 1024),
        email: uniqueEmail('grande'),
        password: testPassword,
        phone: '(11) 98888-7777',
        acceptTerms: true,
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { message: 'Os dados enviados são grandes demais' } });
    expect(await countRows(server.app.services.db, 'users')).toBe(before);
  });

  test('a body just under 1 MB is read (and then judged by the schema)', async () => {
    const response = await callProcedure(server.url, 'auth.register', 'mutation', {
      role: 'patient',
      name: 'x'.repeat(1000 * 1000),
      email: uniqueEmail('quase'),
      password: testPassword,
      phone: '(11) 98888-7777',
      acceptTerms: true,
    });
    expect(response.status).toBe(400);
    expect(trpcErrorOf(response.json)).toMatchObject({ code: 'BAD_REQUEST', message: 'Nome muito longo' });
  });
});

describe('registration never creates an administrator', () => {
  test.each([
    {},
    {
      specialty: 'Psicologia Clínica',
      bio: 'Tentativa de criar um administrador pelo cadastro público.',
      hourlyRate: 150,
      availableHours: '08:00-18:00',
    },
  ])('role "admin" is refused (extra fields: %o)', async (extra) => {
    const email = uniqueEmail('falso.admin');
    const usersBefore = await countRows(server.app.services.db, 'users');
    const response = await callProcedure(server.url, 'auth.register', 'mutation', {
      role: 'admin',
      name: 'Falso Admin',
      email,
      password: testPassword,
      phone: '(11) 98888-7777',
      acceptTerms: true,
      ...extra,
    });
    expect(response.status).toBe(400);
    expect(trpcErrorOf(response.json)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Escolha o tipo de conta',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countRows(server.app.services.db, 'users')).toBe(usersBefore);
    const admins = await server.app.services.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toEqual([]);
  });
});

describe('restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-restart-'));
  const databasePath = join(dir, 'acolhe.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('accounts and sessions survive a restart on the same database', async () => {
    const email = uniqueEmail('persistente');
    const first = await startTestServer({ DATABASE_PATH: databasePath });
    const { token, firstSecret } = await (async () => {
      try {
        const browser = openBrowser(first);
        await registerPatient(browser.client, { email, name: 'Paciente Persistente' });
        return {
          token: browser.cookies.get(authSessionCookieName) ?? '',
          firstSecret: await storedSessionSecret(first),
        };
      } finally {
        await first.close();
      }
    })();
    expect(token).not.toBe('');
    expect(firstSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);

    const second = await startTestServer({ DATABASE_PATH: databasePath });
    try {
      expect(await storedSessionSecret(second)).toBe(firstSecret);
      expect(await browserWithAuthSession(second, token).client.auth.me.query()).toMatchObject({
        email,
        name: 'Paciente Persistente',
      });
      const again = await signIn(second, email);
      expect(await again.client.auth.me.query()).toMatchObject({ email });
      // The secret is generated per database, not a constant baked into the code.
      expect(await storedSessionSecret(server)).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(await storedSessionSecret(server)).not.toBe(firstSecret);
    } finally {
      await second.close();
    }
  });

  test('with AUTH_SESSION_SECRET set, that secret is used and none is written to the database', async () => {
    const configured = await startTestServer({ AUTH_SESSION_SECRET: 's'.repeat(40) });
    try {
      expect(configured.app.services.authSessionSecret).toBe('s'.repeat(40));
      expect(await storedSessionSecret(configured)).toBeUndefined();
    } finally {
      await configured.close();
    }
  });

  test('a deployment that still sets the older SESSION_SECRET keeps its secret; the new name wins when both are set', async () => {
    const legacy = await startTestServer({ SESSION_SECRET: 'l'.repeat(40) });
    const both = await startTestServer({ SESSION_SECRET: 'l'.repeat(40), AUTH_SESSION_SECRET: 'n'.repeat(40) });
    try {
      expect(legacy.app.services.authSessionSecret).toBe('l'.repeat(40));
      expect(await storedSessionSecret(legacy)).toBeUndefined();
      expect(both.app.services.authSessionSecret).toBe('n'.repeat(40));
    } finally {
      await legacy.close();
      await both.close();
    }
  });
});

describe('single-page app fallback', () => {
  const dist = mkdtempSync(join(tmpdir(), 'acolhe-dist-'));
  const marker = `acolhe-marcador-${Math.random().toString(36).slice(2)}`;
  let spa: TestServer;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body><!-- ${marker} --></body></html>`);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("acolhe");');
    spa = await startTestServer({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await spa.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test.each(['/patient/appointments', '/', '/admin/psychologists?status=pending', '/rota/que/nao/existe'])(
    'GET %s answers the page',
    async (path) => {
      const response = await fetch(`${spa.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toContain(marker);
    },
  );

  test('the page is not cached, so a deploy reaches users at once', async () => {
    const response = await fetch(`${spa.url}/patient/appointments`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('built files are served as they are', async () => {
    const response = await fetch(`${spa.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('console.log("acolhe");');
  });

  test.each(['/trpc/nope', '/api/nope', '/trpc', '/assets/missing.js'])(
    'GET %s answers 404 in JSON, never the page',
    async (path) => {
      const response = await fetch(`${spa.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).not.toContain(marker);
    },
  );
});
