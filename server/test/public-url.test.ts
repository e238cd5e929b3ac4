import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { applyAsPsychologist, createAdminClient } from './accounts.ts';

/** PUBLIC_URL is the site's origin whatever way it is written; e-mail links are that origin plus a path. */

const configured = (publicUrl: string) => () => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl });

describe('PUBLIC_URL', () => {
  test('a trailing slash or an explicit default port is dropped: the origin is kept', () => {
    expect(configured('https://clinica.exemplo.com.br/')().publicUrl).toBe('https://clinica.exemplo.com.br');
    expect(configured('https://Clinica.Exemplo.com.br:443')().publicUrl).toBe('https://clinica.exemplo.com.br');
    expect(configured('http://localhost:3000/')().publicUrl).toBe('http://localhost:3000');
  });

  test('a path, a query or another protocol is refused in pt-BR', () => {
    expect(configured('https://exemplo.com.br/acolhe')).toThrow(
      'PUBLIC_URL: PUBLIC_URL precisa ser só o endereço do site, sem caminho',
    );
    expect(configured('https://exemplo.com.br/?a=1')).toThrow('sem caminho');
    expect(configured('ftp://exemplo.com.br')).toThrow('PUBLIC_URL precisa ser um endereço http(s)');
    expect(configured('clinica.exemplo.com.br')).toThrow('PUBLIC_URL precisa ser um endereço http(s)');
  });
});

describe('e-mail links with PUBLIC_URL written with a trailing slash', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://clinica.exemplo.com.br/' });
  });
  afterAll(() => server.close());

  test("the approval e-mail's sign-in link has one slash before its path", async () => {
    const applicant = await applyAsPsychologist(server);
    const admin = await createAdminClient(server);
    await admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true });
    await server.app.services.mailer.flush();
    const mail = await server.app.services.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('recipient', '=', applicant.email)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('https://clinica.exemplo.com.br/login');
    expect(mail.body_text).not.toContain('.com.br//');
  });
});
