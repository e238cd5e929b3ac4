import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import { approvedPsychologist, signIn, testPassword, uniqueEmail } from './accounts.ts';
import { failureOf, startTestServer, type TestServer } from './harness.ts';
import { emailOf } from './rows.ts';

/** 'Alterar senha' for every role (account.changePassword): psychologists and admins had no way to change it. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const notSignedIn = { code: 'UNAUTHORIZED', message: 'Faça login para continuar' };

async function mailsTo(email: string) {
  return server.app.services.db.selectFrom('mail_outbox').select(['subject', 'body_text']).where('recipient', '=', email).execute();
}

describe("a psychologist's and an admin's own password", () => {
  test('a psychologist changes it: the old one stops working, other sign-ins end, this one stays, and the account is told', async () => {
    const psychologist = await approvedPsychologist(server);
    const email = await emailOf(server, psychologist.id);
    const elsewhere = await signIn(server, email);
    await psychologist.client.account.changePassword.mutate({ currentPassword: testPassword, newPassword: 'nova#senha2026' });

    expect(await psychologist.client.auth.me.query()).toMatchObject({ email });
    expect(await failureOf(elsewhere.client.psychologist.overview.query())).toEqual(notSignedIn);
    expect(await failureOf(signIn(server, email))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await (await signIn(server, email, 'nova#senha2026')).client.auth.me.query()).toMatchObject({ email });
    const [told] = (await mailsTo(email)).filter((mail) => mail.subject === 'Sua senha do Acolhe foi alterada');
    expect(told?.body_text).toContain('acaba de ser alterada');
    expect(told?.body_text).not.toContain('nova#senha2026');
  });

  test('an admin changes it under the same policy; a wrong current password or a weak new one changes nothing', async () => {
    const email = uniqueEmail('chefe');
    await createAdmin(server.app.services.db, { email, name: 'Heloísa Chefe', password: testPassword });
    const admin = await signIn(server, email);
    const change = (currentPassword: string, newPassword: string) =>
      failureOf(admin.client.account.changePassword.mutate({ currentPassword, newPassword }));

    expect(await change('errada123', 'nova#senha2026')).toMatchObject({ code: 'BAD_REQUEST', message: 'Senha atual incorreta' });
    expect(await change(testPassword, '123456')).toMatchObject({ message: 'Essa senha é muito comum. Escolha outra.' });
    expect(await change(testPassword, 'heloisa#2026')).toMatchObject({
      message: 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.',
    });
    expect(await mailsTo(email)).toEqual([]);
    expect(await (await signIn(server, email)).client.auth.me.query()).toMatchObject({ email });

    await admin.client.account.changePassword.mutate({ currentPassword: testPassword, newPassword: 'outra#chave77' });
    expect(await (await signIn(server, email, 'outra#chave77')).client.auth.me.query()).toMatchObject({ role: 'admin' });
  });

  test('nobody signed out may call it', async () => {
    expect(
      await failureOf(server.client().account.changePassword.mutate({ currentPassword: testPassword, newPassword: 'nova#senha2026' })),
    ).toEqual(notSignedIn);
  });
});
