import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalHoldMs } from '../src/http/guards/refusal-pace.ts';
import { appRouter } from '../src/router.ts';
import { publicProcedurePaths } from '../src/trpc/public-procedures.ts';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import { callProcedure, cookieHeaderOf, startTestServer, trpcErrorOf, type TestServer } from './harness.ts';
import { signedInPatient } from './accounts.ts';

const tooManyRequests = 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.';
const tooManyCalls = 'Muitas chamadas em um só pedido (máximo 10).';

interface HeadOnlyAnswer {
  status: number;
  headers: Map<string, string>;
  json: unknown;
}

/**
 * Sends only a request's head, announcing a body that never comes: a server that waited for the body
 * would never answer (the promise then rejects after a second).
 */
function answerToHeadOnly(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<HeadOnlyAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer while the body was withheld'));
    }, 1000);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      received += text;
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const answerHeaders = new Map(
        lines
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      const length = Number(answerHeaders.get('content-length') ?? Number.NaN);
      if (!received.includes('\r\n\r\n') || Buffer.byteLength(body) < length) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(lines[0]?.split(' ')[1]), headers: answerHeaders, json: JSON.parse(body) });
    });
    socket.on('error', reject);
    const head = Object.entries({ host: `${hostname}:${port}`, 'content-length': '1000', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
  });
}

const json = { 'content-type': 'application/json' };

describe('the public procedures, read from the router', () => {
  test('are those that spend the public budget, and only those', () => {
    const paths = publicProcedurePaths(appRouter);
    for (const path of ['directory.list', 'directory.availableDates', 'auth.login', 'platform.info'])
      expect(paths).toContain(path);
    for (const path of ['appointments.dashboard', 'admin.users.list', 'sessions.join'])
      expect(paths).not.toContain(path);
  });
});

describe('an IP that has spent its public budget is refused at the door', () => {
  let server: TestServer;
  let patient: Awaited<ReturnType<typeof signedInPatient>>;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_RATE_LIMIT_PER_MINUTE: '12' });
    // Signing up spends its own calls; the batches then spend whatever is left.
    patient = await signedInPatient(server);
    const batch = Array.from({ length: 10 }, () => 'platform.info').join(',');
    for (let spent = 0; spent < 2; spent += 1)
      await fetch(`${server.url}/trpc/${batch}?batch=1&input=${encodeURIComponent('{}')}`);
  });
  afterAll(() => server.close());

  test('its next public call gets 429 with Retry-After, before its body is read', async () => {
    const answer = await answerToHeadOnly(server.url, '/trpc/auth.login', json);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(trpcErrorOf(answer.json)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyRequests });
  });

  test('a refusal at the door is held a moment, so a client re-sending at once is paced by the server', async () => {
    const started = performance.now();
    expect((await callProcedure(server.url, 'directory.list', 'query', {})).status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(refusalHoldMs - 10);
  });

  test('a signed-in user still gets 429 for a batch of only public calls', async () => {
    const answer = await answerToHeadOnly(server.url, '/trpc/auth.me,directory.list?batch=1', {
      ...json,
      cookie: cookieHeaderOf(patient.cookies),
    });
    expect(answer.status).toBe(429);
    expect(answer.json).toHaveLength(2);
  });

  test("a signed-in user's own procedures are not blocked by their IP's public budget", async () => {
    expect(await patient.client.appointments.dashboard.query()).toBeDefined();
  });

  test('without a live auth session, naming a private procedure does not get past the door', async () => {
    const forged = new Map([[authSessionCookieName, 'x'.repeat(43)]]);
    for (const cookies of [new Map<string, string>(), forged]) {
      const answer = await callProcedure(server.url, 'appointments.dashboard', 'query', undefined, cookies);
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).not.toBeNull();
    }
  });
});

test('a batch naming more than 10 procedures is refused at the door, before its body is read', async () => {
  const server = await startTestServer();
  try {
    const names = Array.from({ length: 11 }, () => 'auth.login').join(',');
    const answer = await answerToHeadOnly(server.url, `/trpc/${names}?batch=1`, json);
    expect(answer.status).toBe(400);
    expect(answer.json).toHaveLength(11);
    expect(trpcErrorOf((answer.json as unknown[])[0])).toMatchObject({
      code: 'BAD_REQUEST',
      message: tooManyCalls,
    });
  } finally {
    await server.close();
  }
});
