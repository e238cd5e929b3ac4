import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, trpcErrorOf, type TestServer } from './harness.ts';

/**
 * Refusals Fastify or Node's HTTP parser make before any procedure runs answer in pt-BR JSON like the
 * rest. Raw requests, since fetch itself refuses some of these.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface RawAnswer {
  status: number | undefined;
  contentType: string | undefined;
  headers: Record<string, unknown>;
  json: unknown;
}

function rawRequest(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (text += piece));
      res.on('end', () => resolve({ status: res.statusCode, contentType: res.headers['content-type'], headers: res.headers, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test.each([
  ['a malformed path', 'GET', '/api/%zz', {}, undefined, 400, 'Pedido inválido.'],
  ['invalid JSON outside tRPC', 'POST', '/api/nada', { 'content-type': 'application/json' }, '{quebrado', 400, 'Pedido inválido.'],
  ['a procedure name past the path limit', 'GET', `/trpc/${'a'.repeat(6000)}`, {}, undefined, 414, 'O endereço pedido é longo demais.'],
  ['a URL past the header limit', 'GET', `/trpc/${'a'.repeat(20_000)}`, {}, undefined, 431, 'Os cabeçalhos do pedido são grandes demais.'],
  ['a header past the header limit', 'GET', '/api/health', { 'x-enorme': 'a'.repeat(20_000) }, undefined, 431, 'Os cabeçalhos do pedido são grandes demais.'],
  [
    'a body tRPC cannot read',
    'POST',
    '/trpc/auth.login',
    { 'content-type': 'text/csv', 'x-acolhe-csrf': '1' },
    'a;b',
    415,
    'Formato de dados não aceito: envie os dados em JSON.',
  ],
])('%s is refused in pt-BR JSON', async (_name, method, path, headers, body, status, message) => {
  const answer = await rawRequest(method, path, headers, body);
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(trpcErrorOf(answer.json)?.message).toBe(message);
  // Refusals Node's parser makes before Fastify has a reply (431, 400 on a broken request) included.
  expect(answer.headers).toMatchObject({
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  });
});

test('an unknown address answers 404 in pt-BR JSON', async () => {
  const answer = await rawRequest('GET', '/api/nada');
  expect(answer.status).toBe(404);
  expect(answer.json).toMatchObject({ error: 'Não encontrado' });
});
