import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { noRouteSchemas } from '../src/http/no-route-schemas.ts';

test('a route with a JSON schema is refused when the server gets ready, naming zod instead', async () => {
  const app = Fastify({ schemaController: noRouteSchemas });
  app.post('/with-schema', { schema: { body: { type: 'object' } } }, () => ({ ok: true }));
  await expect(app.ready()).rejects.toThrow(/valide a entrada com zod/);
  await app.close();
});

test('a response schema is refused as well', async () => {
  const app = Fastify({ schemaController: noRouteSchemas });
  app.get('/with-response', { schema: { response: { 200: { type: 'object' } } } }, () => ({ ok: true }));
  await expect(app.ready()).rejects.toThrow(/valide a entrada com zod/);
  await app.close();
});

test('routes without schemas, and schema options that compile nothing, serve as before', async () => {
  const app = Fastify({ schemaController: noRouteSchemas });
  app.get('/plain', { schema: {} }, () => ({ ok: true }));
  const answer = await app.inject({ method: 'GET', url: '/plain' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ ok: true });
  await app.close();
});
