import { afterAll, beforeAll, expect, test } from 'vitest';
import { openBrowser, startTestServer, type TestServer } from './harness.ts';
import { createAdminClient, registerPatient, testPassword, uniqueEmail } from './accounts.ts';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => server.close());

test('requests are logged as JSON with a request id, and no password, cookie or session token appears', async () => {
  const browser = openBrowser(server);
  const email = uniqueEmail('log');
  await registerPatient(browser.client, { email });
  await browser.client.auth.logout.mutate();
  await browser.client.auth.login.mutate({ email, password: testPassword });
  await browser.client.auth.me.query();
  const token = browser.cookies.get('acolhe_session') ?? '';
  expect(token).not.toBe('');

  const entries = lines.map(
    (line) =>
      JSON.parse(line) as { reqId?: string; msg?: string; req?: { method: string; path: string }; res?: { statusCode: number }; responseTime?: number },
  );
  const requests = entries.filter((entry) => entry.msg === 'request completed');
  expect(requests.length).toBeGreaterThanOrEqual(4);
  // One line per request, saying what was asked, how it ended and how long it took.
  expect(new Set(requests.map((entry) => entry.reqId)).size).toBe(requests.length);
  for (const entry of requests) {
    expect(entry.reqId).toMatch(/^[\w-]+$/);
    expect(entry.req?.path).toMatch(/^\/trpc\//);
    expect(entry.res?.statusCode).toBe(200);
    expect(entry.responseTime).toBeGreaterThan(0);
  }
  expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(false);
  const everything = lines.join('\n');
  expect(everything).not.toContain(testPassword);
  expect(everything).not.toContain(token);
  expect(everything).not.toMatch(/scrypt\$/);
});

test('a search is logged by procedure name, never with its terms', async () => {
  const admin = await createAdminClient(server);
  const searched = uniqueEmail('candidata.buscada');
  const before = lines.length;
  await admin.admin.users.list.query({ search: searched });
  const logged = lines.slice(before).join('\n');
  expect(logged).toContain('/trpc/admin.users.list');
  const [localPart = ''] = searched.split('@');
  expect(logged).not.toContain(localPart);
  expect(logged).not.toContain(encodeURIComponent(localPart));
  expect(logged).not.toContain('input=');
});
