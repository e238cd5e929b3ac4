import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { telehealthConsentMessages } from '@acolhe/shared/telehealth-consent';
import { approvedPsychologist, signedInPatient, testPassword } from './accounts.ts';
import { testClock } from './clock.ts';
import { failureOf, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { insertAppointment } from './rows.ts';
import { consentToOnlineCare, openSignalStream } from './session-fixtures.ts';

/**
 * Informed consent to online care (Lei 14.510/2022 art. 26-A): asked of a patient before their first
 * consultation with each psychologist, stored once per pair, and required by the server to enter a room.
 */
const clock = testClock();
let server: TestServer;
let nextHour = 0;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

type Person = Awaited<ReturnType<typeof signedInPatient>>;

/** A scheduled consultation between the two, with its room open now. */
async function sessionInProgress(patient: Person, psychologist: Person): Promise<number> {
  const startsAt = new Date(Date.parse('2026-11-23T13:00:00.000Z') + (nextHour += 1) * 3_600_000);
  clock.set(startsAt);
  return insertAppointment(server, { patientId: patient.id, psychologistId: psychologist.id, startsAt: startsAt.toISOString() });
}

const consentRequired = {
  code: 'FORBIDDEN',
  message: telehealthConsentMessages.required,
  reason: 'TELEHEALTH_CONSENT_REQUIRED',
};

const consentRows = (patientId: number) =>
  server.app.services.db
    .selectFrom('telehealth_consents')
    .select(['psychologist_id', 'given_at'])
    .where('patient_id', '=', patientId)
    .orderBy('given_at')
    .execute();

describe('consent before the first online consultation', () => {
  test('join is refused without consent and allowed after; the psychologist is never asked', async () => {
    const [patient, psychologist] = [await signedInPatient(server), await approvedPsychologist(server)];
    const appointmentId = await sessionInProgress(patient, psychologist);

    expect(await patient.client.sessions.details.query({ appointmentId })).toMatchObject({
      consentNeeded: true,
      canJoin: true,
      psychologistId: psychologist.id,
    });
    expect(await failureOf(patient.client.sessions.join.mutate({ appointmentId }))).toEqual(consentRequired);
    // The embedded engine's stream is a way in too.
    const stream = await openSignalStream(server, patient.cookies, appointmentId);
    expect(await stream.next()).toEqual({
      event: 'serialized-error',
      data: expect.objectContaining({
        message: telehealthConsentMessages.required,
        data: expect.objectContaining({ code: 'FORBIDDEN', reason: 'TELEHEALTH_CONSENT_REQUIRED' }),
      }),
    });
    stream.close();

    expect((await psychologist.client.sessions.details.query({ appointmentId })).consentNeeded).toBe(false);
    expect(await psychologist.client.sessions.join.mutate({ appointmentId })).toMatchObject({ engine: 'embedded' });
    expect(await consentRows(patient.id)).toEqual([]);

    const { givenAt } = await patient.client.patient.telehealthConsent.give.mutate({ psychologistId: psychologist.id });
    expect(givenAt).toBe(clock.now().toISOString());
    expect((await patient.client.sessions.details.query({ appointmentId })).consentNeeded).toBe(false);
    expect(await patient.client.sessions.join.mutate({ appointmentId })).toMatchObject({ engine: 'embedded' });
  });

  test('asked once per psychologist: the next consultation does not ask, a second psychologist asks again', async () => {
    const patient = await signedInPatient(server);
    const [first, second] = [await approvedPsychologist(server), await approvedPsychologist(server)];
    await sessionInProgress(patient, first);
    await consentToOnlineCare(patient, first.id);
    const givenAt = clock.now().toISOString();

    const nextWithFirst = await sessionInProgress(patient, first);
    expect((await patient.client.sessions.details.query({ appointmentId: nextWithFirst })).consentNeeded).toBe(false);
    expect(await patient.client.sessions.join.mutate({ appointmentId: nextWithFirst })).toMatchObject({ engine: 'embedded' });
    // Giving it again keeps the first consent's date.
    expect(await patient.client.patient.telehealthConsent.give.mutate({ psychologistId: first.id })).toEqual({ givenAt });

    const withSecond = await sessionInProgress(patient, second);
    expect((await patient.client.sessions.details.query({ appointmentId: withSecond })).consentNeeded).toBe(true);
    expect(await failureOf(patient.client.sessions.join.mutate({ appointmentId: withSecond }))).toEqual(consentRequired);
    await consentToOnlineCare(patient, second.id);
    expect(await patient.client.sessions.join.mutate({ appointmentId: withSecond })).toMatchObject({ engine: 'embedded' });

    expect(await consentRows(patient.id)).toEqual([
      { psychologist_id: first.id, given_at: givenAt },
      { psychologist_id: second.id, given_at: clock.now().toISOString() },
    ]);
  });

  test("a patient cannot consent for a psychologist they never booked, nor for someone else's patient", async () => {
    const [patient, other] = [await signedInPatient(server), await signedInPatient(server)];
    const psychologist = await approvedPsychologist(server);
    await sessionInProgress(other, psychologist);
    const notFound = { code: 'NOT_FOUND', message: telehealthConsentMessages.psychologistNotFound };

    expect(await failureOf(patient.client.patient.telehealthConsent.give.mutate({ psychologistId: psychologist.id }))).toEqual(notFound);
    expect(
      await failureOf(patient.client.patient.telehealthConsent.inPersonContact.query({ psychologistId: psychologist.id })),
    ).toEqual(notFound);
    // A patient's id is no psychologist either.
    expect(await failureOf(patient.client.patient.telehealthConsent.give.mutate({ psychologistId: other.id }))).toEqual(notFound);
    expect(await consentRows(patient.id)).toEqual([]);

    expect(
      await validationFailureOf(patient.client.patient.telehealthConsent.give.mutate({ psychologistId: 0 })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Profissional inválido' });
    expect(await failureOf(psychologist.client.patient.telehealthConsent.give.mutate({ psychologistId: psychologist.id }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para esta ação',
    });
  });
});

describe('preferring in-person care', () => {
  test("stores nothing and gives the psychologist's e-mail and phone, with a tel: link", async () => {
    const [patient, psychologist] = [await signedInPatient(server), await approvedPsychologist(server)];
    const appointmentId = await sessionInProgress(patient, psychologist);
    const email = (
      await server.app.services.db.selectFrom('users').select('email').where('id', '=', psychologist.id).executeTakeFirstOrThrow()
    ).email;

    expect(await patient.client.patient.telehealthConsent.inPersonContact.query({ psychologistId: psychologist.id })).toEqual({
      name: 'Joana Psicóloga',
      email,
      phone: '(21) 97777-6666',
      phoneUri: 'tel:+5521977776666',
    });
    expect(await consentRows(patient.id)).toEqual([]);
    expect(await failureOf(patient.client.sessions.join.mutate({ appointmentId }))).toEqual(consentRequired);
  });
});

describe('the consent as personal data', () => {
  test('is in the patient’s export, and stays (ids and date only) when the account is erased', async () => {
    const [patient, psychologist] = [await signedInPatient(server), await approvedPsychologist(server)];
    await sessionInProgress(patient, psychologist);
    await consentToOnlineCare(patient, psychologist.id);
    const givenAt = clock.now().toISOString();

    const exported = await patient.client.patient.profile.exportData.query();
    expect(exported.telehealthConsents).toEqual([{ psychologistName: 'Joana Psicóloga', givenAt }]);

    await patient.client.patient.profile.deleteAccount.mutate({ password: testPassword, confirmation: 'EXCLUIR' });
    expect(await consentRows(patient.id)).toEqual([{ psychologist_id: psychologist.id, given_at: givenAt }]);
  });
});
