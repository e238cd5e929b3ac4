import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  authSessionTokenOf,
  callProcedure,
  cookieHeaderOf,
  startTestServer,
  trpcDataOf,
  trpcErrorOf,
  type TestServer,
} from './harness.ts';
import { approvedPsychologist, signedInPatient, testPassword, uniqueEmail } from './accounts.ts';
import { insertAppointment } from './rows.ts';
import { consentToOnlineCare, expectEvent, openSignalStream } from './session-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a form from a sibling site cannot act for a signed-in user', () => {
  const forms: [string, string, string][] = [
    ['multipart', 'multipart/form-data; boundary=----irmao', '------irmao--\r\n'],
    ['urlencoded', 'application/x-www-form-urlencoded', 'a=1'],
    ['text/plain', 'text/plain', 'a=1'],
  ];

  test.each(forms)('a %s post to auth.logout gets 403 and the session survives', async (_name, contentType, body) => {
    const patient = await signedInPatient(server);
    const response = await fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: 'https://irmao.acolhe.com.br', cookie: cookieHeaderOf(patient.cookies) },
      body,
    });
    expect(response.status).toBe(403);
    expect(trpcErrorOf(await response.json())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Pedido recusado: as ações só podem ser enviadas pelo próprio aplicativo.',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await patient.client.auth.me.query()).toMatchObject({ id: patient.id });
  });

  test('a JSON post, as our client sends, still logs out', async () => {
    const patient = await signedInPatient(server);
    await patient.client.auth.logout.mutate();
    expect(await patient.client.auth.me.query()).toBeNull();
  });
});

describe('a request another site started (Sec-Fetch-Site) is refused before any procedure runs', () => {
  const refused = { code: 'FORBIDDEN', message: 'Pedido recusado: a API só atende o próprio aplicativo.' };

  test("a hostile page sending a participant's tab to the call's stream records no join and leaves their call open", async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: new Date().toISOString(),
    });
    await consentToOnlineCare(patient, psychologist.id);
    const call = await openSignalStream(server, patient.cookies, appointmentId);
    await expectEvent(call, { type: 'presence', peers: [{ userId: patient.id, name: 'Maria Paciente', role: 'patient' }] });
    const joins = () =>
      server.app.services.db
        .selectFrom('session_attendance')
        .select('event')
        .where('appointment_id', '=', appointmentId)
        .where('event', '=', 'join')
        .execute();
    const joinsBefore = (await joins()).length;

    const input = encodeURIComponent(JSON.stringify({ appointmentId }));
    for (const site of ['cross-site', 'same-site']) {
      const navigation = await fetch(`${server.url}/trpc/sessions.signals?input=${input}`, {
        headers: {
          cookie: cookieHeaderOf(patient.cookies),
          'sec-fetch-site': site,
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        },
      });
      expect(navigation.status).toBe(403);
      expect(trpcErrorOf(await navigation.json())).toMatchObject(refused);
    }
    expect(await joins()).toHaveLength(joinsBefore);
    // The participant's own stream was not replaced: it still hears the psychologist arrive.
    const psychologistCall = await openSignalStream(server, psychologist.cookies, appointmentId);
    await expectEvent(call, { type: 'peer-joined', userId: psychologist.id, name: 'Joana Psicóloga' });
    call.close();
    psychologistCall.close();
  });

  test("a query another site's page fetches is refused; the app's own, an address typed in and clients without fetch metadata pass", async () => {
    const patient = await signedInPatient(server);
    const me = (headers: Record<string, string>) =>
      fetch(`${server.url}/trpc/auth.me`, { headers: { cookie: cookieHeaderOf(patient.cookies), ...headers } });
    const crossSite = await me({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' });
    expect(crossSite.status).toBe(403);
    expect(trpcErrorOf(await crossSite.json())).toMatchObject(refused);
    const passing: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}];
    for (const headers of passing) {
      const answer = await me(headers);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ result: { data: { id: patient.id } } });
    }
  });
});

describe('caching', () => {
  test('a signed-in user’s answers are never stored; public answers to a visitor carry no such rule', async () => {
    const patient = await signedInPatient(server);
    const mine = await callProcedure(server.url, 'auth.me', 'query', undefined, patient.cookies);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const visitor = await callProcedure(server.url, 'directory.list', 'query', {});
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBeNull();
  });
});

test('the CSP forbids <base>', async () => {
  const response = await fetch(`${server.url}/`);
  expect(response.headers.get('content-security-policy')).toContain("base-uri 'none'");
});

describe('the auth session cookie in production', () => {
  test('is named __Host-…, Secure, Path=/, no Domain, and only that name signs in', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      const email = uniqueEmail('host');
      const registered = await callProcedure(production.url, 'auth.register', 'mutation', {
        role: 'patient',
        name: 'Paciente Produção',
        email,
        password: testPassword,
        phone: '(11) 98888-7777',
        acceptTerms: true,
      });
      const line = registered.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-acolhe_session='));
      expect(line).toBeDefined();
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      const value = line?.split(';')[0]?.split('=')[1] ?? '';
      const me = await callProcedure(production.url, 'auth.me', 'query', undefined, new Map([['__Host-acolhe_session', value]]));
      expect(trpcDataOf(me)).toMatchObject({ email });
      const unprefixed = await callProcedure(production.url, 'auth.me', 'query', undefined, new Map([['acolhe_session', value]]));
      expect(trpcDataOf(unprefixed)).toBeNull();
    } finally {
      await production.close();
    }
  });

  test('keeps its plain name outside production', async () => {
    const registered = await callProcedure(server.url, 'auth.register', 'mutation', {
      role: 'patient',
      name: 'Paciente Teste',
      email: uniqueEmail('plain'),
      password: testPassword,
      phone: '(11) 98888-7777',
      acceptTerms: true,
    });
    expect(authSessionTokenOf(registered.headers)).not.toBe('');
  });
});
