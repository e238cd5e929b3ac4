import type { ProfileSettingsInput } from '@acolhe/shared/psychologist-settings';
import type { Specialty } from '@acolhe/shared/specialties';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import { openBrowser, type Browser, type TestClient, type TestServer } from './harness.ts';
import { emailOf } from './rows.ts';

/** People for the tests: registered, approved and signed in through the API, as they would be. */

export const testPassword = 'segredo123';

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Math.random().toString(36).slice(2, 10)}@teste.com`;
}

let crpSequence = 100_000 + Math.floor(Math.random() * 800_000);

/** A CRP no other registration of this test file uses. */
export function uniqueCrp(): string {
  crpSequence += 1;
  return `CRP 06/${crpSequence}`;
}

export async function signIn(
  server: Pick<TestServer, 'url'>,
  email: string,
  password = testPassword,
): Promise<Browser> {
  const browser = openBrowser(server);
  await browser.client.auth.login.mutate({ email, password });
  return browser;
}

export async function registerPatient(
  client: TestClient,
  overrides: Partial<{ email: string; name: string; companyCode: string }> = {},
) {
  return client.auth.register.mutate({
    role: 'patient',
    name: overrides.name ?? 'Maria Paciente',
    email: overrides.email ?? uniqueEmail('paciente'),
    password: testPassword,
    phone: '(11) 98888-7777',
    acceptTerms: true,
    ...(overrides.companyCode ? { companyCode: overrides.companyCode } : {}),
  });
}

export interface Application {
  email?: string;
  name?: string;
  specialty?: Specialty;
  hourlyRate?: number;
}

/** A psychologist's application (Monday to Friday 08:00-18:00, R$ 150 unless told); returns the e-mail. */
export async function registerPsychologist(
  client: TestClient,
  application: Application = {},
): Promise<string> {
  const { email = uniqueEmail('psi'), name, specialty, hourlyRate } = application;
  await client.auth.register.mutate({
    role: 'psychologist',
    name: name ?? 'Joana Psicóloga',
    email,
    password: testPassword,
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp: uniqueCrp(),
    specialty: specialty ?? 'Psicologia Clínica',
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
    hourlyRate: hourlyRate ?? 150,
    availableHours: '08:00-18:00',
  });
  return email;
}

/** Applies as a psychologist and returns the new user's id, e-mail and name. */
export async function applyAsPsychologist(server: TestServer, application: Application = {}) {
  const email = await registerPsychologist(server.client(), application);
  const row = await server.app.services.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email, name: row.name };
}

export async function createAdminClient(server: TestServer): Promise<TestClient> {
  const email = uniqueEmail('admin');
  await createAdmin(server.app.services.db, { email, name: 'Admin Teste', password: testPassword });
  return (await signIn(server, email)).client;
}

/** An approved psychologist (registration hours 08:00-18:00, Monday to Friday, R$ 150) signed in. */
export async function approvedPsychologist(server: TestServer): Promise<Browser & { id: number }> {
  const applicant = await applyAsPsychologist(server);
  const admin = await createAdminClient(server);
  await admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true });
  return { ...(await signIn(server, applicant.email)), id: applicant.id };
}

/**
 * An approved psychologist under a name of their own, so a directory search finds only them, with the
 * profile as saved (registration's phone, specialty, fee and bio).
 */
export async function namedPsychologist(server: TestServer, name: string) {
  const psychologist = await approvedPsychologist(server);
  const profile: ProfileSettingsInput = {
    email: await emailOf(server, psychologist.id),
    name,
    phone: '(21) 97777-6666',
    specialty: 'Psicologia Clínica',
    hourlyRate: 150,
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
  };
  await psychologist.client.psychologistSettings.updateProfile.mutate(profile);
  return { ...psychologist, email: profile.email, profile };
}

export async function signedInPatient(server: TestServer): Promise<Browser & { id: number }> {
  const browser = openBrowser(server);
  const result = await registerPatient(browser.client);
  if (!result.user) throw new Error('patient not signed in');
  return { ...browser, id: result.user.id };
}
