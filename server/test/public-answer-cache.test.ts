import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSqlite } from '../src/db/connection.ts';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import { callProcedure, startTestServer, trpcDataOf, trpcErrorOf, type RawResponse, type TestServer } from './harness.ts';
import { approvedPsychologist, namedPsychologist, signedInPatient } from './accounts.ts';
import { onPostgres } from './postgres/test-databases.ts';

/**
 * Anonymous visitors' directory pages and landing figures are served as whole answers, before tRPC
 * runs, while the data version they were computed at holds (http/caches/public-answer-cache.ts). A served
 * copy says `x-cache: hit`.
 */

const budget = 60;
const recheckMs = 300;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    PUBLIC_RATE_LIMIT_PER_MINUTE: String(budget),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_READ_RECHECK_MS: String(recheckMs),
  });
});
afterAll(() => server.close());

const directoryPage = (search: string, headers: Record<string, string> = {}) =>
  callProcedure(server.url, 'directory.list', 'query', { search }, new Map(), headers);

const isServedCopy = (response: RawResponse) => response.headers.get('x-cache') === 'hit';

interface Card {
  hourlyRateCents: number;
}
const feesOf = (response: RawResponse) => (trpcDataOf(response) as { items: Card[] }).items.map((card) => card.hourlyRateCents);

test('an anonymous directory page is served as a copy until a fee change, then recomputed at once', async () => {
  const psychologist = await namedPsychologist(server, 'Iolanda Copiada');

  const computed = await directoryPage('copiada');
  const copy = await directoryPage('copiada');
  expect([isServedCopy(computed), isServedCopy(copy)]).toEqual([false, true]);
  expect(copy.text).toBe(computed.text);
  expect(copy.headers.get('content-type')).toBe(computed.headers.get('content-type'));
  expect(feesOf(copy)).toEqual([15000]);

  await psychologist.client.psychologistSettings.updateProfile.mutate({ ...psychologist.profile, hourlyRate: 180 });
  const afterChange = await directoryPage('copiada');
  expect(isServedCopy(afterChange)).toBe(false);
  expect(feesOf(afterChange)).toEqual([18000]);
  expect(isServedCopy(await directoryPage('copiada'))).toBe(true);
});

// A second SQLite connection; on PostgreSQL other servers' writes show at once (scale-out-servers.test.ts).
test.skipIf(onPostgres())('a fee changed by another process on the same database shows within the recheck time', async () => {
  const psychologist = await namedPsychologist(server, 'Iolanda Outroprocesso');
  await directoryPage('outroprocesso');
  expect(isServedCopy(await directoryPage('outroprocesso'))).toBe(true);

  const otherProcess = openSqlite(server.app.services.config.databasePath);
  otherProcess.prepare('update psychologist_profiles set hourly_rate_cents = 21000 where user_id = ?').run(psychologist.id);
  otherProcess.close();
  await new Promise((resolve) => setTimeout(resolve, recheckMs + 50));
  const after = await directoryPage('outroprocesso');
  expect(isServedCopy(after)).toBe(false);
  expect(feesOf(after)).toEqual([21000]);
});

test('the landing figures are served as a copy and recomputed when a psychologist is approved', async () => {
  const figures = () => callProcedure(server.url, 'stats.landing', 'query', undefined);
  await figures();
  const copy = await figures();
  expect(isServedCopy(copy)).toBe(true);
  const before = trpcDataOf(copy) as { psychologists: number };
  await approvedPsychologist(server);
  const after = await figures();
  expect(isServedCopy(after)).toBe(false);
  expect(trpcDataOf(after)).toMatchObject({ psychologists: before.psychologists + 1 });
});

test('signed-in users and streaming clients always get an answer computed by tRPC', async () => {
  await directoryPage('');
  expect(isServedCopy(await directoryPage(''))).toBe(true);
  const patient = await signedInPatient(server);
  const signedIn = await callProcedure(server.url, 'directory.list', 'query', { search: '' }, patient.cookies);
  expect(isServedCopy(signedIn)).toBe(false);
  expect(signedIn.headers.get('cache-control')).toBe('no-store');
  expect(isServedCopy(await directoryPage('', { 'trpc-accept': 'application/jsonl' }))).toBe(false);
  const strangerCookie = { cookie: `${authSessionCookieName}=nao-existe` };
  expect(isServedCopy(await directoryPage('', strangerCookie))).toBe(false);
});

test('a served copy spends the public budget like a computed answer, and a spent budget is refused (one address)', async () => {
  const address = { 'x-forwarded-for': '203.0.113.9' };
  let served = 0;
  let refused: RawResponse | undefined;
  for (let call = 0; call <= budget && !refused; call += 1) {
    const response = await directoryPage('orçamento', address);
    if (response.status === 200) served += isServedCopy(response) ? 1 : 0;
    else refused = response;
  }
  // The first answer is computed; every later one is a copy, until the budget is spent.
  expect(served).toBe(budget - 1);
  expect(refused?.status).toBe(429);
  expect(trpcErrorOf(refused?.json)?.code).toBe('TOO_MANY_REQUESTS');
});

test('a JSON answer leaves in one piece with its length, not in chunks', async () => {
  const response = await callProcedure(server.url, 'platform.info', 'query', undefined);
  expect(response.status).toBe(200);
  expect(response.headers.get('transfer-encoding')).toBeNull();
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.text));
});

test('a batch of cacheable reads over the cap is refused, not served from the cache', async () => {
  const landing = () => fetch(`${server.url}/trpc/stats.landing`);
  await landing();
  const calls = Array.from({ length: 11 }, () => 'stats.landing').join(',');
  const input = encodeURIComponent(JSON.stringify({}));
  const response = await fetch(`${server.url}/trpc/${calls}?batch=1&input=${input}`);
  expect(response.status).toBe(400);
  expect(response.headers.get('x-cache')).toBeNull();
  expect(await response.text()).toContain('Muitas chamadas em um só pedido (máximo 10).');
});
