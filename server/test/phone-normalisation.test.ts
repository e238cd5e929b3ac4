import { afterAll, beforeAll, expect, test } from 'vitest';
import { openBrowser, startTestServer, type TestServer } from './harness.ts';
import { companyInput, signedInAdmin } from './admin-fixtures.ts';
import { testPassword, uniqueEmail } from './accounts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

test('registration, the patient profile and companies store a phone as (11) 98765-4321, however typed', async () => {
  const browser = openBrowser(server);
  const { user } = await browser.client.auth.register.mutate({
    role: 'patient',
    name: 'Telma Telefone',
    email: uniqueEmail('telefone'),
    password: testPassword,
    phone: '+55 11 98765-4321',
    acceptTerms: true,
  });
  expect(user?.phone).toBe('(11) 98765-4321');

  const updated = await browser.client.patient.profile.update.mutate({ name: 'Telma Telefone', phone: '21987654321' });
  expect(updated).toMatchObject({ phone: '(21) 98765-4321' });
  expect(await browser.client.auth.me.query()).toMatchObject({ phone: '(21) 98765-4321' });

  const admin = await signedInAdmin(server);
  const company = await admin.client.admin.companies.create.mutate({ ...companyInput(), phone: '+55 (11) 3333 4444' });
  expect(company).toMatchObject({ phone: '(11) 3333-4444' });
});
