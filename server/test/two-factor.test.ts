import { generate } from 'otplib';
import { defaultPlatformSettings } from '@acolhe/shared/platform-settings';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import { approvedPsychologist, createAdminClient, signedInPatient, testPassword } from './accounts.ts';
import { testClock } from './clock.ts';
import { insertAppointment } from './rows.ts';
import { uniquePng, uploadPhoto } from './upload-helpers.ts';
import { callProcedure, failureOf, openBrowser, startTestServer, type TestClient, type TestServer } from './harness.ts';

const clock = testClock();
const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));
const invalidCode = 'Código inválido. Confira o aplicativo autenticador e tente novamente.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

/** The code an authenticator app shows at the server's current time. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** Enrols the signed-in client; returns the secret and the recovery codes. */
async function enrol(client: TestClient) {
  const enrolment = await client.twoFactor.startEnrolment.mutate({ password: testPassword });
  const { recoveryCodes } = await client.twoFactor.confirmEnrolment.mutate({ code: await codeNow(enrolment.secret) });
  later(30);
  return { ...enrolment, recoveryCodes };
}

async function loginStep(email: string) {
  const browser = openBrowser(server);
  const first = await browser.client.auth.login.mutate({ email, password: testPassword });
  return { ...browser, first };
}

describe('enrolment', () => {
  test('shows the secret as a QR code and text, needs a right code, then gives 10 recovery codes once', async () => {
    const patient = await signedInPatient(server);
    const me = await patient.client.auth.me.query();
    expect(await patient.client.twoFactor.status.query()).toEqual({ enabled: false, recoveryCodesLeft: 0, mustEnrol: false });
    expect(await failureOf(patient.client.twoFactor.startEnrolment.mutate({ password: 'errada123' }))).toMatchObject({
      reason: 'WRONG_PASSWORD',
    });

    const enrolment = await patient.client.twoFactor.startEnrolment.mutate({ password: testPassword });
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Acolhe:/);
    expect(enrolment.otpauthUri).toContain(encodeURIComponent(me?.email ?? ''));
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    expect(await failureOf(patient.client.twoFactor.confirmEnrolment.mutate({ code: '000000' }))).toEqual({
      code: 'BAD_REQUEST',
      message: invalidCode,
    });
    expect((await patient.client.twoFactor.status.query()).enabled).toBe(false);

    const { recoveryCodes } = await patient.client.twoFactor.confirmEnrolment.mutate({ code: await codeNow(enrolment.secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await patient.client.twoFactor.status.query()).toEqual({ enabled: true, recoveryCodesLeft: 10, mustEnrol: false });

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database file's rows.
    const rows = await server.app.services.db.selectFrom('two_factor').selectAll().execute();
    const codes = await server.app.services.db.selectFrom('two_factor_recovery_codes').selectAll().execute();
    const stored = JSON.stringify([rows, codes].map((list) => list.map((row) => Object.values(row).map(String))));
    expect(stored).not.toContain(enrolment.secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    // Never handed out again.
    expect(await failureOf(patient.client.twoFactor.startEnrolment.mutate({ password: testPassword }))).toMatchObject({
      code: 'CONFLICT',
    });
    const status = await callProcedure(server.url, 'twoFactor.status', 'query', undefined, patient.cookies);
    expect(status.text).not.toContain(enrolment.secret);
  });
});

describe('login with two-factor authentication', () => {
  test('the password alone opens no session; the right code does, a wrong or replayed one does not', async () => {
    const patient = await signedInPatient(server);
    const email = (await patient.client.auth.me.query())?.email ?? '';
    const { secret } = await enrol(patient.client);

    const step = await loginStep(email);
    expect(step.first.user).toBeNull();
    expect(step.first.twoFactorChallenge).toEqual(expect.any(String));
    expect(step.cookies.has(authSessionCookieName)).toBe(false);
    const challenge = step.first.twoFactorChallenge ?? '';

    expect(await failureOf(step.client.auth.loginWithCode.mutate({ challenge, code: '123456' }))).toEqual({
      code: 'BAD_REQUEST',
      message: invalidCode,
    });
    expect(step.cookies.has(authSessionCookieName)).toBe(false);
    const forged = `${challenge.slice(0, -2)}xx`;
    expect(await failureOf(step.client.auth.loginWithCode.mutate({ challenge: forged, code: await codeNow(secret) }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });

    const code = await codeNow(secret);
    const { user } = await step.client.auth.loginWithCode.mutate({ challenge, code });
    expect(user).toMatchObject({ email });
    expect(await step.client.auth.me.query()).toMatchObject({ email });

    // The same code, seen once, cannot open a second session.
    const again = await loginStep(email);
    expect(
      await failureOf(again.client.auth.loginWithCode.mutate({ challenge: again.first.twoFactorChallenge ?? '', code })),
    ).toMatchObject({ message: invalidCode });
  });

  test('a challenge expires after 5 minutes', async () => {
    const patient = await signedInPatient(server);
    const email = (await patient.client.auth.me.query())?.email ?? '';
    const { secret } = await enrol(patient.client);
    const step = await loginStep(email);
    later(6 * 60);
    expect(
      await failureOf(
        step.client.auth.loginWithCode.mutate({ challenge: step.first.twoFactorChallenge ?? '', code: await codeNow(secret) }),
      ),
    ).toEqual({ code: 'UNAUTHORIZED', message: 'A verificação expirou. Entre novamente com e-mail e senha.' });
  });

  test('a recovery code works once, in any case and with or without its dash', async () => {
    const patient = await signedInPatient(server);
    const email = (await patient.client.auth.me.query())?.email ?? '';
    const { recoveryCodes } = await enrol(patient.client);
    const [recovery = ''] = recoveryCodes;

    const step = await loginStep(email);
    const typed = recovery.toUpperCase().replace('-', ' ');
    const { user } = await step.client.auth.loginWithCode.mutate({ challenge: step.first.twoFactorChallenge ?? '', code: typed });
    expect(user).toMatchObject({ email });
    expect((await step.client.twoFactor.status.query()).recoveryCodesLeft).toBe(9);

    const again = await loginStep(email);
    expect(
      await failureOf(again.client.auth.loginWithCode.mutate({ challenge: again.first.twoFactorChallenge ?? '', code: recovery })),
    ).toMatchObject({ message: invalidCode });
  });

  test('guessing codes is throttled like guessing passwords', async () => {
    const patient = await signedInPatient(server);
    const email = (await patient.client.auth.me.query())?.email ?? '';
    const { secret } = await enrol(patient.client);
    const step = await loginStep(email);
    const challenge = step.first.twoFactorChallenge ?? '';
    for (let guess = 0; guess < 5; guess += 1) {
      await failureOf(step.client.auth.loginWithCode.mutate({ challenge, code: String(100000 + guess) }));
    }
    expect(await failureOf(step.client.auth.loginWithCode.mutate({ challenge, code: await codeNow(secret) }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  test('disabling needs the password and a code; then the password alone signs in again', async () => {
    const patient = await signedInPatient(server);
    const email = (await patient.client.auth.me.query())?.email ?? '';
    const { secret } = await enrol(patient.client);
    expect(
      await failureOf(patient.client.twoFactor.disable.mutate({ password: testPassword, code: '000000' })),
    ).toMatchObject({ message: invalidCode });
    expect(
      await failureOf(patient.client.twoFactor.disable.mutate({ password: 'errada123', code: await codeNow(secret) })),
    ).toMatchObject({ reason: 'WRONG_PASSWORD' });
    expect(await patient.client.twoFactor.disable.mutate({ password: testPassword, code: await codeNow(secret) })).toEqual({ ok: true });
    expect((await loginStep(email)).first.user).toMatchObject({ email });
  });
});

describe("the admin setting 'Exigir 2FA para psicólogos e administradores'", () => {
  test('psychologists and admins must enrol before using their area; patients are not affected', async () => {
    const admin = await createAdminClient(server);
    const otherAdmin = await createAdminClient(server);
    const psychologist = await approvedPsychologist(server);
    expect(await failureOf(admin.admin.settings.setStaffTwoFactor.mutate({ required: true }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Ative a sua verificação em duas etapas antes de exigi-la dos outros',
    });
    await enrol(admin);
    await admin.admin.settings.setStaffTwoFactor.mutate({ required: true });
    expect((await admin.admin.settings.get.query()).settings.requireTwoFactorForStaff).toBe(true);
    // The settings form does not carry the switch: saving it must not turn the requirement off.
    await admin.admin.settings.update.mutate({ ...defaultPlatformSettings, platformName: 'Acolhe Saúde' });
    expect((await admin.admin.settings.get.query()).settings).toMatchObject({ platformName: 'Acolhe Saúde', requireTwoFactorForStaff: true });

    expect(await failureOf(psychologist.client.psychologist.overview.query())).toEqual({
      code: 'FORBIDDEN',
      message: 'Ative a verificação em duas etapas para continuar',
      reason: 'TWO_FACTOR_REQUIRED',
    });
    expect(await psychologist.client.twoFactor.status.query()).toMatchObject({ enabled: false, mustEnrol: true });
    const upload = await uploadPhoto(server.url, await uniquePng(), psychologist.cookies);
    expect(upload.status).toBe(403);
    expect(JSON.stringify(upload.json)).toContain('Ative a verificação em duas etapas para continuar');
    expect(await failureOf(otherAdmin.admin.settings.get.query())).toMatchObject({ reason: 'TWO_FACTOR_REQUIRED' });

    const patient = await signedInPatient(server);
    expect(await patient.client.patient.overview.query()).toEqual({ upcoming: 0, completed: 0 });
    // Their consultations too (the patient's name, the video): a participant's procedures wait for it.
    const appointmentId = await insertAppointment(server, {
      patientId: patient.id,
      psychologistId: psychologist.id,
      startsAt: clock.now().toISOString(),
    });
    expect(await failureOf(psychologist.client.sessions.details.query({ appointmentId }))).toMatchObject({
      reason: 'TWO_FACTOR_REQUIRED',
    });
    expect(await failureOf(psychologist.client.sessions.join.mutate({ appointmentId }))).toMatchObject({
      reason: 'TWO_FACTOR_REQUIRED',
    });
    expect(await patient.client.sessions.details.query({ appointmentId })).toMatchObject({ appointmentId });

    const { secret } = await enrol(psychologist.client);
    expect(await psychologist.client.psychologist.overview.query()).toBeDefined();
    expect(await psychologist.client.sessions.details.query({ appointmentId })).toMatchObject({ appointmentId });
    expect(
      await failureOf(psychologist.client.twoFactor.disable.mutate({ password: testPassword, code: await codeNow(secret) })),
    ).toEqual({ code: 'FORBIDDEN', message: 'A verificação em duas etapas é obrigatória para o seu perfil' });

    await admin.admin.settings.setStaffTwoFactor.mutate({ required: false });
    expect(await otherAdmin.admin.settings.get.query()).toBeDefined();
  });
});

describe('wrong codes across addresses', () => {
  let behindProxy: TestServer;
  beforeAll(async () => {
    behindProxy = await startTestServer({ TRUST_PROXY: '127.0.0.1' }, { now: clock.now });
  });
  afterAll(() => behindProxy.close());

  test('count per account whichever address they come from, and a request carries one code at most', async () => {
    const patient = await signedInPatient(behindProxy);
    const email = (await patient.client.auth.me.query())?.email ?? '';
    const { secret } = await enrol(patient.client);
    const browser = openBrowser(behindProxy);
    const challenge = (await browser.client.auth.login.mutate({ email, password: testPassword })).twoFactorChallenge ?? '';
    const fromAddress = (address: number, code: string) =>
      callProcedure(behindProxy.url, 'auth.loginWithCode', 'mutation', { challenge, code }, new Map(), {
        'x-forwarded-for': `198.51.100.${address}`,
      });

    const batch = await fetch(`${behindProxy.url}/trpc/auth.loginWithCode,auth.loginWithCode?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { challenge, code: '100001' }, 1: { challenge, code: '100002' } }),
    });
    // Refused at the door, before either code is checked: tRPC would have answered each with 'Código inválido'.
    expect(batch.status).toBe(400);
    expect(await batch.text()).not.toContain('Código inválido');

    for (let address = 1; address <= 5; address += 1) {
      expect((await fromAddress(address, String(200000 + address))).status).toBe(400);
    }
    const right = await fromAddress(6, await codeNow(secret));
    expect(right.status).toBe(429);
    expect(right.text).toContain('Muitas tentativas');
  });
});
