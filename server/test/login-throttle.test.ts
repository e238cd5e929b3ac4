import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerPatient, testPassword, uniqueEmail } from './accounts.ts';
import { testClock } from './clock.ts';
import { mutateFrom } from './from-address.ts';
import { openBrowser, startTestServer, trpcErrorOf, type TestServer } from './harness.ts';

const tooManyAttempts = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const owner = '127.0.0.1';
const clock = testClock();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

/** A patient registered (and so signed in once) from the owner's usual address. */
async function newAccount(): Promise<string> {
  const email = uniqueEmail('dono');
  await registerPatient(openBrowser(server).client, { email });
  return email;
}

async function loginFrom(address: string, email: string, password: string) {
  const response = await mutateFrom(address, server.url, 'auth.login', { email, password });
  return { status: response.status, error: trpcErrorOf(response.json) };
}

const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

describe('guessing from one address', () => {
  test('after 5 wrong passwords each further try waits longer, with a pt-BR 429', async () => {
    const email = await newAccount();
    const guesser = '127.0.0.2';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginFrom(guesser, email, `errada${attempt}`)).error?.message).toBe('Senha incorreta');
    }
    const throttled = await loginFrom(guesser, email, 'errada6');
    expect(throttled.status).toBe(429);
    expect(throttled.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts });
    // Not even the right password is tried while the pair waits.
    expect((await loginFrom(guesser, email, testPassword)).status).toBe(429);

    later(1000);
    expect((await loginFrom(guesser, email, 'errada7')).error?.message).toBe('Senha incorreta');
    later(1000);
    expect((await loginFrom(guesser, email, 'errada8')).status).toBe(429);
    later(1000);
    expect((await loginFrom(guesser, email, 'errada8')).error?.message).toBe('Senha incorreta');
    later(3000);
    expect((await loginFrom(guesser, email, 'errada9')).status).toBe(429);

    // The owner, at their own address, is not slowed by the guesser.
    expect((await loginFrom(owner, email, testPassword)).status).toBe(200);
  });

  test('a right password from the same address clears its failures', async () => {
    const email = await newAccount();
    const address = '127.0.0.3';
    for (let attempt = 1; attempt <= 4; attempt += 1) await loginFrom(address, email, `errada${attempt}`);
    expect((await loginFrom(address, email, testPassword)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginFrom(address, email, `errada${attempt}`)).error?.message).toBe('Senha incorreta');
    }
  });
});

describe('guessing from many addresses', () => {
  test('closes the account to new addresses while its owner still gets in from the usual one', async () => {
    const email = await newAccount();
    const bystander = await newAccount();
    for (let host = 10; host < 20; host += 1) {
      expect((await loginFrom(`127.0.0.${host}`, email, 'chute123')).error?.message).toBe('Senha incorreta');
    }
    // An address that never signed in to the account: refused even with the right password.
    const stranger = await loginFrom('127.0.0.30', email, testPassword);
    expect(stranger.status).toBe(429);
    expect(stranger.error?.message).toBe(tooManyAttempts);

    const ownerLogin = await loginFrom(owner, email, testPassword);
    expect(ownerLogin.status).toBe(200);
    expect((await loginFrom('127.0.0.30', bystander, testPassword)).status).toBe(200);

    // 15 minutes after the last guess, a new address may try again.
    later(15 * 60 * 1000);
    expect((await loginFrom('127.0.0.30', email, testPassword)).status).toBe(200);
  });

  test('an address the owner signed in from stays known', async () => {
    const email = await newAccount();
    const travel = '127.0.0.40';
    expect((await loginFrom(travel, email, testPassword)).status).toBe(200);
    for (let host = 50; host < 60; host += 1) await loginFrom(`127.0.0.${host}`, email, 'chute123');
    expect((await loginFrom(travel, email, testPassword)).status).toBe(200);
  });
});
