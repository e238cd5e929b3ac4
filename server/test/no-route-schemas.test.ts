import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { noRouteSchemas } from '../src/http/guards/no-route-schemas.ts';

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

// A fresh process, so the module registry shows what constructing the server loaded.
function compilersLoaded(withOption: boolean): { ajv: boolean; serializer: boolean } {
  const script = `
    const Fastify = require('fastify');
    const { noRouteSchemas } = require(${JSON.stringify(fileURLToPath(new URL('../src/http/guards/no-route-schemas.ts', import.meta.url)))});
    Fastify(${withOption ? '{ schemaController: noRouteSchemas }' : '{}'});
    const loaded = (name) => Object.keys(require.cache).some((path) => path.includes('/node_modules/' + name + '/'));
    console.log(JSON.stringify({ ajv: loaded('@fastify/ajv-compiler'), serializer: loaded('@fastify/fast-json-stringify-compiler') }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=commonjs', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { ajv: boolean; serializer: boolean };
}

test('constructing the server no longer loads Ajv or fast-json-stringify, which Fastify loads by default', () => {
  expect(compilersLoaded(false)).toEqual({ ajv: true, serializer: true });
  expect(compilersLoaded(true)).toEqual({ ajv: false, serializer: false });
});
