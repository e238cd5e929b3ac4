import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { registerPatient } from './accounts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('runs on Node 26', () => {
  expect(process.version).toMatch(/^v26\./);
});

test('a patient registers and is signed in', async () => {
  const client = server.client();
  const result = await registerPatient(client, { email: 'smoke@teste.com' });
  expect(result.user?.email).toBe('smoke@teste.com');
  expect(await client.auth.me.query()).toMatchObject({ email: 'smoke@teste.com', role: 'patient' });
});
