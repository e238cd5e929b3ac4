import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photoUploadPath } from '@acolhe/shared/photos';
import { photoUploadsPerMinute } from '../src/http/routes/photo-routes.ts';
import { approvedPsychologist, registerPatient, signedInPatient, testPassword, uniqueEmail } from './accounts.ts';
import { testClock } from './clock.ts';
import { mutateFrom } from './from-address.ts';
import { openBrowser, startTestServer, trpcErrorOf, type TestServer } from './harness.ts';
import { postgresBaseUrl } from './postgres/test-databases.ts';
import { insertAppointment } from './rows.ts';
import { consentToOnlineCare, eventually, expectEvent, openSignalStream } from './session-fixtures.ts';

/**
 * Several app servers behind a load balancer on one PostgreSQL database: a client whose requests land on
 * either server meets the same limits as on one server, and a call held open on one keeps its auth
 * session alive on the other.
 */

const tooManyAttempts = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const tooManyRequests = 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.';
const minute = 60_000;

interface Pair {
  a: TestServer;
  b: TestServer;
}

/** Two servers on one database (the same DATABASE_PATH stands for the same PostgreSQL database). */
async function startPair(env: Record<string, string>, clock?: ReturnType<typeof testClock>): Promise<Pair> {
  const shared = { DATABASE_PATH: join(tmpdir(), `scale-out-${randomBytes(6).toString('hex')}.db`), ...env };
  const options = clock ? { now: clock.now } : {};
  const a = await startTestServer(shared, options);
  const b = await startTestServer(shared, options);
  return { a, b };
}

async function closePair(pair: Pair | undefined): Promise<void> {
  await pair?.b.close();
  await pair?.a.close();
}

/** The server each numbered request lands on, taking turns as a round-robin balancer would. */
const alternate = (pair: Pair, request: number) => (request % 2 === 0 ? pair.a : pair.b);

async function loginOn(server: TestServer, address: string, email: string, password: string) {
  const response = await mutateFrom(address, server.url, 'auth.login', { email, password });
  return { status: response.status, error: trpcErrorOf(response.json) };
}

describe.skipIf(!postgresBaseUrl())('rate limits shared by two servers', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await startPair({ AUTH_RATE_LIMIT_PER_MINUTE: '4', PUBLIC_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => closePair(pair));

  test('logins from one address split over both hit the limit at the same total as on one server', async () => {
    const address = '127.0.1.1';
    for (let request = 0; request < 4; request += 1) {
      const answer = await loginOn(alternate(pair, request), address, uniqueEmail('x'), 'qualquer1');
      expect(answer.error?.message).toBe('Usuário não encontrado');
    }
    for (const server of [pair.a, pair.b]) {
      const refused = await loginOn(server, address, uniqueEmail('x'), 'qualquer1');
      expect(refused.status).toBe(429);
      expect(refused.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts });
    }
    // Registration counts in the same budget; another address has its own.
    const register = await mutateFrom(address, pair.b.url, 'auth.register', { role: 'patient' });
    expect(register.status).toBe(429);
    expect((await loginOn(pair.b, '127.0.1.2', uniqueEmail('x'), 'qualquer1')).error?.message).toBe(
      'Usuário não encontrado',
    );
  });

  test('public calls split over both spend one budget per address', async () => {
    const url = (server: TestServer) => `${server.url}/trpc/platform.info?input=${encodeURIComponent('{}')}`;
    for (let request = 0; request < 5; request += 1) {
      expect((await fetch(url(alternate(pair, request)))).status).toBe(200);
    }
    for (const server of [pair.a, pair.b]) {
      const refused = await fetch(url(server));
      expect(refused.status).toBe(429);
      expect(trpcErrorOf(await refused.json())).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyRequests });
    }
  });

  test('photo uploads split over both are limited as on one server', async () => {
    const upload = (server: TestServer) =>
      fetch(`${server.url}${photoUploadPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(8),
      });
    // Unsigned uploads are refused after the limiter has counted them.
    for (let request = 0; request < photoUploadsPerMinute; request += 1) {
      expect((await upload(alternate(pair, request))).status).toBe(401);
    }
    expect((await upload(pair.a)).status).toBe(429);
    expect((await upload(pair.b)).status).toBe(429);
  });
});

describe.skipIf(!postgresBaseUrl())('password throttle and held sessions shared by two servers', () => {
  const clock = testClock();
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  let pair: Pair;
  beforeAll(async () => {
    // An empty AUTH_SESSION_IDLE_MINUTES is the default idle timeout of 30 minutes.
    pair = await startPair({ AUTH_SESSION_IDLE_MINUTES: '' }, clock);
  });
  afterAll(() => closePair(pair));

  /** A patient registered (and so signed in once) on server A from the owner's usual address. */
  async function newAccount(): Promise<string> {
    const email = uniqueEmail('dono');
    await registerPatient(openBrowser(pair.a).client, { email });
    return email;
  }

  test('wrong passwords from one address split over both are throttled as on one server', async () => {
    const email = await newAccount();
    const guesser = '127.0.2.1';
    for (let request = 0; request < 5; request += 1) {
      const answer = await loginOn(alternate(pair, request), guesser, email, `errada${request}`);
      expect(answer.error?.message).toBe('Senha incorreta');
    }
    const throttled = await loginOn(pair.b, guesser, email, 'errada6');
    expect(throttled.status).toBe(429);
    expect(throttled.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts });
    expect((await loginOn(pair.a, guesser, email, testPassword)).status).toBe(429);

    later(1000);
    expect((await loginOn(pair.a, guesser, email, 'errada7')).error?.message).toBe('Senha incorreta');
    expect((await loginOn(pair.b, guesser, email, 'errada8')).status).toBe(429);
    expect((await loginOn(pair.b, '127.0.0.1', email, testPassword)).status).toBe(200);
  });

  test('guesses from many addresses over both close the account to new addresses, not to its owner', async () => {
    const email = await newAccount();
    for (let host = 10; host < 20; host += 1) {
      const answer = await loginOn(alternate(pair, host), `127.0.2.${host}`, email, 'chute123');
      expect(answer.error?.message).toBe('Senha incorreta');
    }
    for (const server of [pair.a, pair.b]) {
      expect((await loginOn(server, '127.0.2.30', email, testPassword)).status).toBe(429);
    }
    expect((await loginOn(pair.b, '127.0.0.1', email, testPassword)).status).toBe(200);
  });

  test('a call open on server A keeps the auth session alive on server B, until it ends', async () => {
    const psychologist = await approvedPsychologist(pair.a);
    const patient = await signedInPatient(pair.a);
    const onB = openBrowser(pair.b, patient.cookies);
    const appointmentId = await insertAppointment(pair.a, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: clock.now().toISOString(),
    });
    await consentToOnlineCare(patient, psychologist.id);
    const stream = await openSignalStream(pair.a, patient.cookies, appointmentId);
    await expectEvent(stream, { type: 'presence', peers: [{ userId: patient.id, name: 'Maria Paciente', role: 'patient' }] });

    later(45 * minute);
    expect(await onB.client.auth.me.query()).toMatchObject({ id: patient.id });
    stream.close();
    await eventually(async () => {
      const holds = await pair.b.app.services.db.selectFrom('auth_session_holds').select('id').execute();
      expect(holds).toEqual([]);
    });
    later(29 * minute);
    expect(await onB.client.auth.me.query()).toMatchObject({ id: patient.id });
    later(31 * minute);
    expect(await onB.client.auth.me.query()).toBeNull();
  });

  test('without a call, the auth session idles out on server B as on one server', async () => {
    const patient = await signedInPatient(pair.a);
    later(31 * minute);
    expect(await openBrowser(pair.b, patient.cookies).client.auth.me.query()).toBeNull();
  });
});
