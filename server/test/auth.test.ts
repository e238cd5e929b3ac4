import { cnpjFromBase } from '@acolhe/shared/cnpj';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import { authSessionSetCookie, authSessionTokenOf, browserWithAuthSession, callProcedure, failureOf, openBrowser, startTestServer, type TestServer, trpcDataOf, trpcErrorOf } from './harness.ts';
import { registerPatient, signIn, testPassword, uniqueCrp, uniqueEmail } from './accounts.ts';
import { countRows, tableCounts } from './rows.ts';

const tooManyAttempts = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const invalidCompanyCode = 'Código de empresa inválido ou inativo';
const serviceHoursMessage = 'Informe o horário de atendimento no formato 08:00-18:00';

function patientInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role: 'patient',
    name: 'Carla Dias',
    email: uniqueEmail('carla'),
    password: testPassword,
    phone: '(11) 98888-7777',
    acceptTerms: true,
    ...overrides,
  };
}

function psychologistInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role: 'psychologist',
    name: 'Renato Araújo',
    email: uniqueEmail('renato'),
    password: testPassword,
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp: uniqueCrp(),
    specialty: 'Neuropsicologia',
    bio: 'Avaliação neuropsicológica de adultos e idosos, com foco em memória e atenção.',
    hourlyRate: 180,
    availableHours: '08:00-18:00',
    ...overrides,
  };
}

function without(input: Record<string, unknown>, field: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== field));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.app.services.db;
const register = (input: unknown) => callProcedure(server.url, 'auth.register', 'mutation', input);

async function userByEmail(email: string) {
  return db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Expects a registration to be refused with exactly this code and message, leaving every table as it was. */
async function expectRefusedRegistration(input: unknown, code: string, message: string) {
  const before = await tableCounts(db());
  const response = await register(input);
  const error = trpcErrorOf(response.json);
  expect(error, response.text).not.toBeNull();
  expect(error?.code).toBe(code);
  expect(error?.message).toBe(message);
  expect(authSessionSetCookie(response.headers)).toBeUndefined();
  expect(await tableCounts(db())).toEqual(before);
  return error;
}

describe('patient registration', () => {
  test('signs the patient in with an httpOnly, SameSite=Lax session cookie', async () => {
    const email = uniqueEmail('cookie');
    const response = await register(patientInput({ email }));
    expect(response.status).toBe(200);
    expect(trpcDataOf(response)).toMatchObject({
      pendingApproval: false,
      user: { email, role: 'patient', status: 'active', companyCode: null },
    });

    const setCookie = authSessionSetCookie(response.headers);
    expect(setCookie).toBeDefined();
    const attributes = (setCookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain(`max-age=${30 * 24 * 60 * 60}`);
    // Not in production, so not Secure (the test server speaks plain HTTP).
    expect(attributes).not.toContain('secure');

    const token = authSessionTokenOf(response.headers);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await callProcedure(
      server.url,
      'auth.me',
      'query',
      undefined,
      new Map([[authSessionCookieName, token]]),
    );
    expect(trpcDataOf(me)).toMatchObject({ email, role: 'patient', status: 'active' });
  });

  test('the typed client is signed in right after registering', async () => {
    const client = server.client();
    const result = await registerPatient(client, { name: 'Bruno Lima' });
    expect(result.pendingApproval).toBe(false);
    expect(await client.auth.me.query()).toMatchObject({
      id: result.user?.id,
      name: 'Bruno Lima',
      role: 'patient',
    });
    expect(await client.patient.overview.query()).toEqual({ upcoming: 0, completed: 0 });
  });

  test('stores the e-mail trimmed and in lower case', async () => {
    const local = `Carla.Dias.${Math.random().toString(36).slice(2, 8)}`;
    const response = await register(patientInput({ email: `  ${local.toUpperCase()}@Teste.COM ` }));
    const expected = `${local.toLowerCase()}@teste.com`;
    expect(trpcDataOf(response)).toMatchObject({ user: { email: expected } });
    expect(await userByEmail(expected)).toBeDefined();
  });

  test('a password shorter than 6 characters is refused with the spec message', async () => {
    const error = await expectRefusedRegistration(
      patientInput({ password: '12345' }),
      'BAD_REQUEST',
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(error?.fieldErrors).toEqual({ password: 'A senha deve ter pelo menos 6 caracteres' });
  });

  test('a password of exactly 6 characters is accepted', async () => {
    const response = await register(patientInput({ password: 'k9#mzq' }));
    expect(response.status).toBe(200);
  });

  test.each(['123456', 'senha123', 'SENHA123', 'Brasil', 'password1'])(
    'the common password %j is refused, whatever its case, on the password field',
    async (password) => {
      const message = 'Essa senha é muito comum. Escolha outra.';
      const patient = await expectRefusedRegistration(patientInput({ password }), 'BAD_REQUEST', message);
      expect(patient?.fieldErrors).toEqual({ password: message });
      await expectRefusedRegistration(psychologistInput({ password }), 'BAD_REQUEST', message);
    },
  );

  test.each(['acolhe2026', 'Carla#2026', 'xDIASx#2026', 'demo123'])(
    'the password %j (the word Acolhe, a part of the name, or the demo accounts\' own) is refused on the password field',
    async (password) => {
      const message = password === 'demo123' ? 'Essa senha é muito comum. Escolha outra.' : 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.';
      const patient = await expectRefusedRegistration(patientInput({ password }), 'BAD_REQUEST', message);
      expect(patient?.fieldErrors).toEqual({ password: message });
    },
  );

  test("the e-mail's local part is refused as a password, and a psychologist's name as well as a patient's", async () => {
    const message = 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.';
    await expectRefusedRegistration(patientInput({ email: 'joaquina.prado@exemplo.com', password: 'joaquina.prado!' }), 'BAD_REQUEST', message);
    await expectRefusedRegistration(psychologistInput({ password: 'araujo#77' }), 'BAD_REQUEST', message);
  });

  test('a registered e-mail cannot be registered again, in any letter case', async () => {
    const email = uniqueEmail('dup');
    expect((await register(patientInput({ email }))).status).toBe(200);

    await expectRefusedRegistration(patientInput({ email }), 'CONFLICT', 'Este e-mail já está cadastrado');
    await expectRefusedRegistration(
      patientInput({ email: email.toUpperCase() }),
      'CONFLICT',
      'Este e-mail já está cadastrado',
    );
    await expectRefusedRegistration(
      psychologistInput({ email: ` ${email.replace(/^./, (first) => first.toUpperCase())}` }),
      'CONFLICT',
      'Este e-mail já está cadastrado',
    );
  });

  test('two simultaneous registrations of one e-mail give one account and one clear refusal', async () => {
    const email = uniqueEmail('race');
    const before = await countRows(db(), 'users');
    const responses = await Promise.all([
      register(patientInput({ email })),
      register(patientInput({ email })),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refusal = responses.map((response) => trpcErrorOf(response.json)).find((error) => error !== null);
    expect(refusal?.message).toBe('Este e-mail já está cadastrado');
    expect(await countRows(db(), 'users')).toBe(before + 1);
  });

  test('registration without consent to the terms is refused', async () => {
    const consent = 'É preciso aceitar os termos de uso e a política de privacidade';
    await expectRefusedRegistration(without(patientInput(), 'acceptTerms'), 'BAD_REQUEST', consent);
    await expectRefusedRegistration(patientInput({ acceptTerms: false }), 'BAD_REQUEST', consent);
    await expectRefusedRegistration(patientInput({ acceptTerms: 'true' }), 'BAD_REQUEST', consent);
  });

  test('name, e-mail and phone are required and checked', async () => {
    await expectRefusedRegistration(patientInput({ name: ' ' }), 'BAD_REQUEST', 'Informe o nome completo');
    await expectRefusedRegistration(patientInput({ email: 'não-é-email' }), 'BAD_REQUEST', 'E-mail inválido');
    await expectRefusedRegistration(patientInput({ email: '' }), 'BAD_REQUEST', 'Informe o e-mail');
    await expectRefusedRegistration(patientInput({ phone: '' }), 'BAD_REQUEST', 'Informe o telefone');
    await expectRefusedRegistration(patientInput({ phone: 'abc' }), 'BAD_REQUEST', 'Telefone inválido');
  });
});

describe('psychologist registration', () => {
  test('returns pendingApproval, opens no session and writes Monday–Friday availability', async () => {
    const email = uniqueEmail('psi');
    const sessionsBefore = await countRows(db(), 'auth_sessions');
    const response = await register(
      psychologistInput({ email, availableHours: ' 09:30 - 17:45 ', hourlyRate: 150.5 }),
    );

    expect(response.status).toBe(200);
    expect(trpcDataOf(response)).toEqual({ user: null, pendingApproval: true });
    expect(authSessionSetCookie(response.headers)).toBeUndefined();
    expect(await countRows(db(), 'auth_sessions')).toBe(sessionsBefore);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: 'psychologist', is_active: 1, company_id: null });
    const profile = await db()
      .selectFrom('psychologist_profiles')
      .selectAll()
      .where('user_id', '=', user?.id ?? -1)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      approval_status: 'pending',
      professional_title: 'Psicóloga',
      crp: expect.stringMatching(/^CRP 06\/\d{6}$/),
      specialty: 'Neuropsicologia',
      hourly_rate_cents: 15050,
      available_hours: '09:30-17:45',
      reviewed_at: null,
    });

    const slots = await db()
      .selectFrom('availability_slots')
      .select(['weekday', 'start_time', 'end_time', 'is_available'])
      .where('psychologist_id', '=', user?.id ?? -1)
      .orderBy('weekday')
      .execute();
    expect(slots).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        start_time: '09:30',
        end_time: '17:45',
        is_available: 1,
      })),
    );

    const applied = await db()
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_id', '=', user?.id ?? -1)
      .execute();
    expect(applied).toMatchObject([
      { action: 'psychologist.applied', actor_id: user?.id, subject_type: 'user' },
    ]);
  });

  test.each([
    ['specialty', 'Selecione uma especialidade'],
    ['bio', null],
    ['hourlyRate', 'Informe o valor da consulta'],
    ['availableHours', null],
    ['crp', 'Informe o CRP'],
    ['professionalTitle', 'Selecione o título profissional'],
  ])('is refused without %s', async (field, message) => {
    const input = without(psychologistInput(), field);
    const before = await tableCounts(db());
    const response = await register(input);
    const error = trpcErrorOf(response.json);
    expect(error?.code).toBe('BAD_REQUEST');
    expect(Object.keys(error?.fieldErrors ?? {})).toEqual([field]);
    if (message) expect(error?.message).toBe(message);
    // Whatever zod words itself must still be Portuguese.
    expect(error?.message).not.toMatch(/\b(expected|received|required|invalid)\b/i);
    expect(await tableCounts(db())).toEqual(before);
  });

  test('a specialty outside the list and an out-of-range price are refused', async () => {
    await expectRefusedRegistration(
      psychologistInput({ specialty: 'Astrologia' }),
      'BAD_REQUEST',
      'Selecione uma especialidade',
    );
    await expectRefusedRegistration(
      psychologistInput({ hourlyRate: 10 }),
      'BAD_REQUEST',
      'O valor da consulta deve ser de pelo menos R$ 30',
    );
    await expectRefusedRegistration(
      psychologistInput({ hourlyRate: '150' }),
      'BAD_REQUEST',
      'Informe o valor da consulta',
    );
    await expectRefusedRegistration(
      psychologistInput({ bio: 'Curta demais.' }),
      'BAD_REQUEST',
      'A biografia deve ter pelo menos 20 caracteres',
    );
  });

  test('the CRP is stored normalised, whatever separators it was typed with', async () => {
    const email = uniqueEmail('crp');
    const typed = uniqueCrp().replace('CRP 06/', 'crp-06.');
    await register(psychologistInput({ email, crp: ` ${typed} `, professionalTitle: 'Psicólogo' }));
    const user = await userByEmail(email);
    const profile = await db()
      .selectFrom('psychologist_profiles')
      .select(['crp', 'professional_title'])
      .where('user_id', '=', user?.id ?? -1)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ crp: typed.replace('crp-06.', 'CRP 06/'), professional_title: 'Psicólogo' });
  });

  test.each(['12345', '06/123', '25/123456', 'CRM 06/123456'])('the CRP %j is refused with a field error', async (crp) => {
    const message = 'CRP inválido. Use o formato CRP 06/123456';
    const error = await expectRefusedRegistration(psychologistInput({ crp }), 'BAD_REQUEST', message);
    expect(error?.fieldErrors).toEqual({ crp: message });
  });

  test('a title other than Psicóloga or Psicólogo is refused', async () => {
    await expectRefusedRegistration(
      psychologistInput({ professionalTitle: 'Dra.' }),
      'BAD_REQUEST',
      'Selecione o título profissional',
    );
  });

  test('a CRP already registered, however it is typed, is refused on the CRP field', async () => {
    const crp = uniqueCrp();
    expect(trpcErrorOf((await register(psychologistInput({ crp }))).json)).toBeNull();
    const error = await expectRefusedRegistration(
      psychologistInput({ crp: crp.replace('CRP ', '').replace('/', ' ') }),
      'CONFLICT',
      'Este CRP já está cadastrado',
    );
    expect(error?.fieldErrors).toEqual({ crp: 'Este CRP já está cadastrado' });
  });

  test.each(['18:00-08:00', '08:00-08:00', '8-18', '08:00-18:00-20:00', '24:00-25:00', '08:00', 'manhã'])(
    'invalid service hours %j are refused',
    async (availableHours) => {
      const error = await expectRefusedRegistration(
        psychologistInput({ availableHours }),
        'BAD_REQUEST',
        serviceHoursMessage,
      );
      expect(error?.fieldErrors).toEqual({ availableHours: serviceHoursMessage });
    },
  );
});

describe('login', () => {
  const email = uniqueEmail('login');
  beforeAll(async () => {
    await registerPatient(server.client(), { email, name: 'Lúcia Login' });
  });

  test('an unknown e-mail is answered with "Usuário não encontrado"', async () => {
    const { client, cookies } = openBrowser(server);
    expect(
      await failureOf(client.auth.login.mutate({ email: uniqueEmail('ninguem'), password: testPassword })),
    ).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Usuário não encontrado',
    });
    expect(cookies.size).toBe(0);
  });

  test('a wrong password is answered with "Senha incorreta" and opens no session', async () => {
    const sessionsBefore = await countRows(db(), 'auth_sessions');
    const { client, cookies } = openBrowser(server);
    expect(await failureOf(client.auth.login.mutate({ email, password: 'errada123' }))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Senha incorreta',
    });
    expect(cookies.size).toBe(0);
    expect(await countRows(db(), 'auth_sessions')).toBe(sessionsBefore);
  });

  test('the e-mail is matched regardless of case and surrounding spaces', async () => {
    const { client, cookies } = openBrowser(server);
    const { user } = await client.auth.login.mutate({
      email: `  ${email.toUpperCase()} `,
      password: testPassword,
    });
    expect(user).toMatchObject({ email, name: 'Lúcia Login', status: 'active' });
    expect(cookies.get(authSessionCookieName)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('another browser carrying the same cookie value sees the same user', async () => {
    const first = await signIn(server, email);
    const token = first.cookies.get(authSessionCookieName) ?? '';
    expect(token).not.toBe('');

    const second = browserWithAuthSession(server, token);
    const me = await second.client.auth.me.query();
    expect(me).toMatchObject({ email, name: 'Lúcia Login' });
    expect(me).toEqual(await first.client.auth.me.query());

    expect(await openBrowser(server).client.auth.me.query()).toBeNull();
    const forgedToken = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await browserWithAuthSession(server, forgedToken).client.auth.me.query()).toBeNull();
  });

  test('each login opens its own session', async () => {
    const first = await signIn(server, email);
    const second = await signIn(server, email);
    expect(first.cookies.get(authSessionCookieName)).not.toBe(second.cookies.get(authSessionCookieName));
  });

  test('logout ends the session on the server, not only in the browser', async () => {
    const browser = await signIn(server, email);
    const other = await signIn(server, email);
    const token = browser.cookies.get(authSessionCookieName) ?? '';
    const sessionsBefore = await countRows(db(), 'auth_sessions');

    expect(await browser.client.auth.logout.mutate()).toEqual({ ok: true });
    expect(browser.cookies.has(authSessionCookieName)).toBe(false);
    expect(await countRows(db(), 'auth_sessions')).toBe(sessionsBefore - 1);

    const replay = browserWithAuthSession(server, token);
    expect(await replay.client.auth.me.query()).toBeNull();
    expect(await failureOf(replay.client.patient.overview.query())).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Faça login para continuar',
    });
    // Only that browser's session ended.
    expect(await other.client.auth.me.query()).toMatchObject({ email });
  });

  test('logout without a session is harmless', async () => {
    expect(await openBrowser(server).client.auth.logout.mutate()).toEqual({ ok: true });
  });

  test('the password hash is never part of any answer', async () => {
    const registration = await register(patientInput({ email: uniqueEmail('hash') }));
    const psychologist = await register(psychologistInput());
    const login = await callProcedure(server.url, 'auth.login', 'mutation', {
      email,
      password: testPassword,
    });
    const session = new Map([[authSessionCookieName, authSessionTokenOf(login.headers)]]);
    const me = await callProcedure(server.url, 'auth.me', 'query', undefined, session);
    const stored = await userByEmail(email);
    expect(stored?.password_hash).toMatch(/^scrypt\$/);

    for (const response of [registration, psychologist, login, me]) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain('scrypt$');
      expect(response.text).not.toContain(stored?.password_hash ?? 'never');
      expect(response.text).not.toMatch(/password/i);
      expect(response.text).not.toContain(testPassword);
    }
  });
});

describe('deactivated accounts', () => {
  test('cannot log in, and their open sessions stop working at once', async () => {
    const email = uniqueEmail('inativo');
    const { client } = openBrowser(server);
    await registerPatient(client, { email });
    expect(await client.auth.me.query()).toMatchObject({ email });

    await db().updateTable('users').set({ is_active: 0 }).where('email', '=', email).execute();

    expect(await client.auth.me.query()).toBeNull();
    expect(await failureOf(client.patient.overview.query())).toMatchObject({ code: 'UNAUTHORIZED' });

    const sessionsBefore = await countRows(db(), 'auth_sessions');
    const again = openBrowser(server);
    expect(await failureOf(again.client.auth.login.mutate({ email, password: testPassword }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Conta desativada. Fale com o suporte.',
    });
    expect(again.cookies.size).toBe(0);
    expect(await countRows(db(), 'auth_sessions')).toBe(sessionsBefore);
  });
});

describe('company code at registration', () => {
  const companies = {
    active: { code: 'ACOLHETECH2026', status: 'active' },
    inactive: { code: 'FECHADA2026', status: 'inactive' },
    pending: { code: 'NOVATA2026', status: 'pending' },
  } as const;
  const companyIds: Record<string, number> = {};

  beforeAll(async () => {
    let index = 0;
    for (const [key, company] of Object.entries(companies)) {
      index += 1;
      const row = await db()
        .insertInto('companies')
        .values({
          name: `Empresa ${key}`,
          cnpj: cnpjFromBase(`99888777000${index}`),
          email: `rh.${key}@empresa.com.br`,
          code: company.code,
          status: company.status,
          plan: 'basic',
          contract_start: '2026-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds[key] = row.id;
    }
  });

  test('a valid, active company code links the patient to that company', async () => {
    const email = uniqueEmail('empresa');
    const client = server.client();
    const result = await registerPatient(client, { email, companyCode: ' acolhetech2026 ' });
    expect(result.user?.companyCode).toBe('ACOLHETECH2026');
    expect(await client.auth.me.query()).toMatchObject({ companyCode: 'ACOLHETECH2026' });
    expect((await userByEmail(email))?.company_id).toBe(companyIds.active);
  });

  test.each(['NAOEXISTE2026', companies.inactive.code, companies.pending.code])(
    'the code %s is refused and nothing is created',
    async (companyCode) => {
      const email = uniqueEmail('codigo');
      await expectRefusedRegistration(
        patientInput({ email, companyCode }),
        'BAD_REQUEST',
        invalidCompanyCode,
      );
      expect(await userByEmail(email)).toBeUndefined();
    },
  );

  test('a psychologist cannot be linked to a company: the code is dropped, not applied', async () => {
    const email = uniqueEmail('psi.empresa');
    const response = await register(psychologistInput({ email, companyCode: companies.active.code }));
    expect(trpcDataOf(response)).toEqual({ user: null, pendingApproval: true });
    expect((await userByEmail(email))?.company_id).toBeNull();

    const { client } = await signIn(server, email);
    expect(await client.auth.me.query()).toMatchObject({ role: 'psychologist', companyCode: null });
  });
});

describe('per-IP rate limit on login and registration', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  test('the 4th call within a minute is refused with TOO_MANY_REQUESTS', async () => {
    const client = limited.client();
    for (let call = 1; call <= 3; call += 1) {
      expect(
        await failureOf(client.auth.login.mutate({ email: uniqueEmail('x'), password: 'qualquer1' })),
      ).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Usuário não encontrado',
      });
    }
    expect(
      await failureOf(client.auth.login.mutate({ email: uniqueEmail('x'), password: 'qualquer1' })),
    ).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: tooManyAttempts,
    });

    const raw = await callProcedure(limited.url, 'auth.register', 'mutation', patientInput());
    expect(raw.status).toBe(429);
    expect(trpcErrorOf(raw.json)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyAttempts });
    expect(await countRows(limited.app.services.db, 'users')).toBe(0);

    // Other procedures are not limited.
    expect(await client.auth.me.query()).toBeNull();
  });
});

describe('per-IP rate limit and batched requests', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  test('a batch of 6 logins in one request is limited like 6 requests', async () => {
    const paths = Array.from({ length: 6 }, () => 'auth.login').join(',');
    const inputs = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [
        index,
        { email: uniqueEmail(`lote${index}`), password: 'qualquer1' },
      ]),
    );
    const response = await fetch(`${limited.url}/trpc/${paths}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inputs),
    });
    const body: unknown = await response.json();
    // A fix may answer per call or refuse the whole batch; either way at most 3 logins may be evaluated.
    const answers = Array.isArray(body) ? body : [body];
    const evaluated = answers.filter((answer) => trpcErrorOf(answer)?.message === 'Usuário não encontrado');
    expect(evaluated.length).toBeLessThanOrEqual(3);
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => production.close());

  test('the session cookie is also Secure', async () => {
    const response = await callProcedure(production.url, 'auth.register', 'mutation', patientInput());
    expect(response.status).toBe(200);
    const attributes = (authSessionSetCookie(response.headers) ?? '')
      .split(';')
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure']));
  });

  test('demo credentials are not offered', async () => {
    expect(await production.client().auth.demoCredentials.query()).toBeNull();
  });

  test('a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    let refused = 0;
    for (let call = 1; call <= 5; call += 1) {
      const response = await callProcedure(
        production.url,
        'auth.login',
        'mutation',
        { email: uniqueEmail('xff'), password: 'qualquer1' },
        new Map(),
        { 'x-forwarded-for': `203.0.113.${call}` },
      );
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
  });
});

describe('administrators made by create-admin', () => {
  test('meet the same password policy: too short, common and context passwords are refused and no account is made', async () => {
    const email = uniqueEmail('chefe');
    for (const [password, message] of [
      ['12345', 'A senha deve ter pelo menos 6 caracteres'],
      ['123456', 'Essa senha é muito comum. Escolha outra.'],
      ['acolhe#2026', 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.'],
      ['gertrudes!9', 'A senha não pode conter seu nome, seu e-mail nem a palavra Acolhe.'],
    ] as const) {
      await expect(createAdmin(db(), { email, name: 'Gertrudes Chefe', password })).rejects.toThrow(message);
    }
    expect(await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(await createAdmin(db(), { email, name: 'Gertrudes Chefe', password: testPassword })).toBeGreaterThan(0);
  });
});
