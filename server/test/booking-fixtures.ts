import { createAdminClient, registerPatient, registerPsychologist, type TestServer } from './harness.ts';
import { openBrowser, signIn, uniqueEmail, type Browser } from './http-helpers.ts';

/** Monday 23 November 2026, 08:00 in São Paulo. */
export const mondayMorning = new Date('2026-11-23T11:00:00.000Z');

/** A movable clock for the server under test. */
export function testClock(start: Date = mondayMorning) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(instant: Date | string) {
      current = new Date(instant).getTime();
    },
  };
}

/** An approved psychologist (registration hours 08:00-18:00, Monday to Friday, R$ 150) signed in. */
export async function approvedPsychologist(server: TestServer): Promise<Browser & { id: number }> {
  const email = await registerPsychologist(server.client(), uniqueEmail('psi'));
  const admin = await createAdminClient(server);
  const [application] = await admin.admin.applications.list.query({ search: email });
  if (!application) throw new Error('application not found');
  await admin.admin.applications.approve.mutate({ id: application.id, crpChecked: true });
  return { ...(await signIn(server, email)), id: application.id };
}

export async function signedInPatient(server: TestServer): Promise<Browser & { id: number }> {
  const browser = openBrowser(server);
  const result = await registerPatient(browser.client, { email: uniqueEmail('paciente') });
  if (!result.user) throw new Error('patient not signed in');
  return { ...browser, id: result.user.id };
}

/** 'HH:MM' on a São Paulo calendar day as the UTC instant string the API uses. */
export function saoPaulo(date: string, time: string): string {
  return new Date(`${date}T${time}:00-03:00`).toISOString();
}
