import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callProcedure, startTestServer, trpcErrorOf, type TestServer } from './harness.ts';
import { signedInPatient } from './accounts.ts';
import { postLargeBody } from './upload-helpers.ts';

const fiftyMegabytes = 50 * 1024 * 1024;
const tooLarge = 'Os dados enviados são grandes demais';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('body limit, whatever the content type', () => {
  test.each([
    ['multipart to a tRPC mutation', '/trpc/auth.login', 'multipart/form-data; boundary=----acolhe'],
    ['multipart to a tRPC batch, with our header', '/trpc/auth.logout,auth.me?batch=1', 'multipart/form-data; boundary=----acolhe'],
    ['an unknown type', '/trpc/auth.login', 'application/x-acolhe-desconhecido'],
    ['multipart outside tRPC', '/api/health', 'multipart/form-data; boundary=----acolhe'],
  ])('a declared 50 MB body (%s) gets 413 unread', async (_name, path, contentType) => {
    const rssBefore = process.memoryUsage().rss;
    const answer = await postLargeBody(`${server.url}${path}`, {
      totalBytes: fiftyMegabytes,
      declareLength: true,
      headers: { 'content-type': contentType, 'x-acolhe-csrf': '1' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(tooLarge);
    expect(answer.bytesSent).toBeLessThan(fiftyMegabytes / 2);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(20 * 1024 * 1024);
  });

  test.each([
    ['without our header', {}, 403],
    ['with our header', { 'x-acolhe-csrf': '1' }, 415],
  ])('a chunked 50 MB multipart body to tRPC (%s) is refused unread', async (_name, extra, status) => {
    const rssBefore = process.memoryUsage().rss;
    const answer = await postLargeBody(`${server.url}/trpc/auth.login`, {
      totalBytes: fiftyMegabytes,
      declareLength: false,
      headers: { 'content-type': 'multipart/form-data; boundary=----acolhe', ...extra },
    });
    expect(answer.status).toBe(status);
    expect(answer.bytesSent).toBeLessThan(fiftyMegabytes / 2);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(20 * 1024 * 1024);
  });

  test('a chunked JSON body past 1 MB gets 413', async () => {
    const answer = await postLargeBody(`${server.url}/trpc/auth.login`, {
      totalBytes: 5 * 1024 * 1024,
      declareLength: false,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(tooLarge);
  });
});

describe('batches', () => {
  const batchOf = (count: number) => Array.from({ length: count }, () => 'platform.info').join(',');

  test('more than 10 calls in one request are refused in pt-BR before any runs', async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await fetch(`${server.url}/trpc/${batchOf(11)}?batch=1&input=${input}`);
    expect(response.status).toBe(400);
    const answers = (await response.json()) as unknown[];
    expect(answers).toHaveLength(11);
    expect(trpcErrorOf(answers[0])).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Muitas chamadas em um só pedido (máximo 10).',
    });
  });

  test('10 calls are answered', async () => {
    const response = await fetch(`${server.url}/trpc/${batchOf(10)}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(response.status).toBe(200);
  });
});

describe('public procedures are limited per IP, each call of a batch counted', () => {
  test('past the limit, calls get 429 in pt-BR; signed-in-only procedures are not counted', async () => {
    const limited = await startTestServer({ PUBLIC_RATE_LIMIT_PER_MINUTE: '25' });
    try {
      // Registration is a public call too: 1 of the 25.
      const patient = await signedInPatient(limited);
      const batch = Array.from({ length: 10 }, () => 'platform.info').join(',');
      const url = `${limited.url}/trpc/${batch}?batch=1&input=${encodeURIComponent('{}')}`;
      expect((await fetch(url)).status).toBe(200);
      expect((await fetch(url)).status).toBe(200);
      // 21 calls spent: the third batch has 4 left.
      const third = await fetch(url);
      expect(third.status).toBe(207);
      const answers = (await third.json()) as unknown[];
      expect(answers.filter((answer) => trpcErrorOf(answer) === null)).toHaveLength(4);
      expect(trpcErrorOf(answers[9])).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.',
      });
      const single = await callProcedure(limited.url, 'directory.list', 'query', {});
      expect(single.status).toBe(429);
      expect(await patient.client.appointments.dashboard.query()).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
