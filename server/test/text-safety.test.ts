import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  applyAsPsychologist,
  approvedPsychologist,
  createAdminClient,
  registerPatient,
  signedInPatient,
  testPassword,
  uniqueCrp,
  uniqueEmail,
} from './accounts.ts';
import { failureOf, startTestServer, type TestServer } from './harness.ts';

const refused = { code: 'BAD_REQUEST', message: 'O texto contém caracteres inválidos' };
const bio = 'Atendo adultos com foco em ansiedade e depressão há dez anos.';

/** Characters no name or free text may hold, each hidden inside otherwise ordinary text. */
const unsafe = {
  NUL: 'Maria\u0000 Silva',
  'bell (C0)': 'Maria\u0007 Silva',
  'next line (C1)': 'Maria\u0085 Silva',
  'right-to-left override': 'Maria \u202Eavlis',
  'left-to-right embedding': 'Maria \u202ASilva',
  'first strong isolate': 'Maria \u2068Silva\u2069',
  'line separator': 'Maria\u2028Silva',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe.each(Object.entries(unsafe))('%s', (_name, text) => {
  test('is refused in names at registration and on profiles', async () => {
    const visitor = server.client();
    expect(await failureOf(registerPatient(visitor, { name: text }))).toEqual(refused);
    const patient = await signedInPatient(server);
    expect(
      await failureOf(patient.client.patient.profile.update.mutate({ name: text, phone: '(11) 91234-5678' })),
    ).toEqual(refused);
    const psychologist = await approvedPsychologist(server);
    expect(
      await failureOf(
        psychologist.client.psychologistSettings.updateProfile.mutate({
          name: text,
          email: uniqueEmail('psi'),
          phone: '(11) 91234-5678',
          specialty: 'Psicologia Clínica',
          hourlyRate: 150,
          bio,
        }),
      ),
    ).toEqual(refused);
  });

  test('is refused in free text: bio, review comment, blocked date reason, rejection reason, settings', async () => {
    const visitor = server.client();
    expect(
      await failureOf(
        visitor.auth.register.mutate({
          role: 'psychologist',
          name: 'Joana Psicóloga',
          email: uniqueEmail('psi'),
          password: testPassword,
          phone: '(21) 97777-6666',
          acceptTerms: true,
          professionalTitle: 'Psicóloga',
          crp: uniqueCrp(),
          specialty: 'Psicologia Clínica',
          bio: `${bio} ${text}`,
          hourlyRate: 150,
          availableHours: '08:00-18:00',
        }),
      ),
    ).toEqual(refused);
    const patient = await signedInPatient(server);
    expect(
      await failureOf(patient.client.appointments.review.mutate({ appointmentId: 1, rating: 5, comment: text })),
    ).toEqual(refused);
    const psychologist = await approvedPsychologist(server);
    expect(
      await failureOf(psychologist.client.agenda.addBlockedDate.mutate({ date: '2030-01-02', reason: text })),
    ).toEqual(refused);
    const admin = await createAdminClient(server);
    const applicant = await applyAsPsychologist(server);
    expect(
      await failureOf(admin.admin.applications.reject.mutate({ id: applicant.id, reason: text })),
    ).toEqual(refused);
    expect(await failureOf(visitor.directory.list.query({ search: text }))).toEqual(refused);
  });
});

describe('what multi-line fields may hold', () => {
  test('line feeds and tabs pass in a bio and a review comment, not in a name', async () => {
    const visitor = server.client();
    expect(await failureOf(registerPatient(visitor, { name: 'Maria\nSilva' }))).toEqual(refused);
    expect(await failureOf(registerPatient(visitor, { name: 'Maria\tSilva' }))).toEqual(refused);
    const psychologist = await approvedPsychologist(server);
    const saved = await psychologist.client.psychologistSettings.updateProfile.mutate({
      name: 'Joana Psicóloga',
      email: uniqueEmail('psi'),
      phone: '(11) 91234-5678',
      specialty: 'Psicologia Clínica',
      hourlyRate: 150,
      bio: `${bio}\n\nAbordagem:\tcognitivo-comportamental.`,
    });
    expect(saved).toBeDefined();
    const patient = await signedInPatient(server);
    // Past validation, the review is refused for its appointment, not for the text.
    expect(
      (await failureOf(patient.client.appointments.review.mutate({ appointmentId: 999_999, rating: 5, comment: 'Boa\n\tsessão' })))
        .message,
    ).not.toBe(refused.message);
  });
});

describe('zero-width characters', () => {
  test('are refused in names, where two that look the same would differ, and kept in free text', async () => {
    const visitor = server.client();
    expect(await failureOf(registerPatient(visitor, { name: 'Maria\u200B Silva' }))).toEqual(refused);
    const patient = await signedInPatient(server);
    expect(
      await failureOf(patient.client.patient.profile.update.mutate({ name: 'Maria\uFEFFSilva', phone: '(11) 91234-5678' })),
    ).toEqual(refused);
    const family = `${bio} Atendo também a família 👨\u200D👩\u200D👧.`;
    const psychologist = await approvedPsychologist(server);
    await psychologist.client.psychologistSettings.updateProfile.mutate({
      name: 'Joana Família',
      email: uniqueEmail('psi'),
      phone: '(11) 91234-5678',
      specialty: 'Psicologia Clínica',
      hourlyRate: 150,
      bio: family,
    });
    expect((await psychologist.client.psychologistSettings.profile.query()).bio).toBe(family);
  });
});
