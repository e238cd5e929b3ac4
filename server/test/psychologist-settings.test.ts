import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { settingsMessages, type ProfileSettingsInput } from '@acolhe/shared/psychologist-settings';
import { failureOf, startTestServer, type TestServer, validationFailureOf } from './harness.ts';
import {
  approvedPsychologist,
  namedPsychologist,
  registerPatient,
  signedInPatient,
  signIn,
  testPassword,
  uniqueEmail,
} from './accounts.ts';
import { emailOf } from './rows.ts';
import { saoPaulo, testClock } from './clock.ts';

const clock = testClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server.close());

const db = () => server.app.services.db;
const bio = 'Atendo adultos com foco em ansiedade e depressão há dez anos.';
const notFound = { code: 'NOT_FOUND', message: 'Psicólogo não encontrado' };

function profileInput(overrides: Partial<ProfileSettingsInput> & { email: string }): ProfileSettingsInput {
  return {
    name: 'Joana Psicóloga',
    phone: '(21) 97777-6666',
    specialty: 'Psicologia Clínica',
    hourlyRate: 150,
    bio,
    ...overrides,
  };
}

describe('profile', () => {
  test('reads the profile as registered', async () => {
    const psychologist = await approvedPsychologist(server);
    expect(await psychologist.client.psychologistSettings.profile.query()).toEqual({
      name: 'Joana Psicóloga',
      email: await emailOf(server, psychologist.id),
      phone: '(21) 97777-6666',
      specialty: 'Psicologia Clínica',
      experience: null,
      hourlyRateCents: 15000,
      bio,
      photoUrl: null,
    });
  });

  test('an update shows at once in the directory, its search and the public profile', async () => {
    const psychologist = await approvedPsychologist(server);
    const oldEmail = await emailOf(server, psychologist.id);
    const email = uniqueEmail('Nova.Joana').replace('nova', 'NOVA');
    const saved = await psychologist.client.psychologistSettings.updateProfile.mutate({
      name: '  Joana Ávila Prado ',
      email,
      phone: '+55 11 98765-4321',
      specialty: 'Neuropsicologia',
      experience: '12 anos',
      hourlyRate: 187.5,
      bio: 'Avaliação neuropsicológica de adultos.\n\n\tTambém atendo adolescentes.',
    });
    expect(saved).toEqual({
      name: 'Joana Ávila Prado',
      email: email.toLowerCase(),
      phone: '(11) 98765-4321',
      specialty: 'Neuropsicologia',
      experience: '12 anos',
      hourlyRateCents: 18750,
      bio: 'Avaliação neuropsicológica de adultos.\n\n\tTambém atendo adolescentes.',
      photoUrl: null,
    });

    const anonymous = server.client();
    const found = await anonymous.directory.list.query({ search: 'avila prado' });
    expect(found.items.map((card) => [card.id, card.name, card.specialty, card.hourlyRateCents])).toEqual([
      [psychologist.id, 'Joana Ávila Prado', 'Neuropsicologia', 18750],
    ]);
    const bySpecialty = await anonymous.directory.list.query({
      search: 'prado',
      specialty: 'Neuropsicologia',
    });
    expect(bySpecialty.items.map((card) => card.id)).toEqual([psychologist.id]);
    expect(await anonymous.directory.profile.query({ psychologistId: psychologist.id })).toMatchObject({
      name: 'Joana Ávila Prado',
      experience: '12 anos',
      hourlyRateCents: 18750,
      bio: saved.bio,
    });
    expect(await psychologist.client.auth.me.query()).toMatchObject({
      name: 'Joana Ávila Prado',
      email: email.toLowerCase(),
      hourlyRate: 187.5,
    });

    // The new e-mail signs in, the old one no longer does.
    expect(await (await signIn(server, email.toUpperCase())).client.auth.me.query()).toMatchObject({
      id: psychologist.id,
    });
    expect(
      await failureOf(server.client().auth.login.mutate({ email: oldEmail, password: testPassword })),
    ).toMatchObject({
      message: 'Usuário não encontrado',
    });
  });

  test('an e-mail already in use, in any case, is refused and nothing changes', async () => {
    const psychologist = await approvedPsychologist(server);
    const taken = uniqueEmail('ocupado');
    await registerPatient(server.client(), { email: taken });
    const before = await psychologist.client.psychologistSettings.profile.query();

    const failure = await failureOf(
      psychologist.client.psychologistSettings.updateProfile.mutate(
        profileInput({ email: taken.toUpperCase(), name: 'Nome Que Não Fica', hourlyRate: 99 }),
      ),
    );
    expect(failure).toEqual({ code: 'CONFLICT', message: 'Este e-mail já está cadastrado' });
    expect(await psychologist.client.psychologistSettings.profile.query()).toEqual(before);
  });

  test('each field is checked with a pt-BR message', async () => {
    const psychologist = await approvedPsychologist(server);
    const email = await emailOf(server, psychologist.id);
    const cases: [Partial<ProfileSettingsInput>, string, string][] = [
      [{ phone: '(11) 8888-7777' }, 'phone', 'Informe um telefone brasileiro válido, com DDD'],
      [{ phone: '+1 202 555 0143' }, 'phone', 'Informe um telefone brasileiro válido, com DDD'],
      [{ name: 'Joana\u0007Sino' }, 'name', 'O texto contém caracteres inválidos'],
      [{ name: 'J' }, 'name', 'Informe o nome completo'],
      [{ experience: '10 anos\n' + 'x' }, 'experience', 'O texto contém caracteres inválidos'],
      [{ bio: `${bio}\r\nOutra linha` }, 'bio', 'O texto contém caracteres inválidos'],
      [{ bio: 'Curta demais' }, 'bio', 'A biografia deve ter pelo menos 20 caracteres'],
      [
        { specialty: 'Astrologia' as ProfileSettingsInput['specialty'] },
        'specialty',
        'Selecione uma especialidade',
      ],
      [{ hourlyRate: 20 }, 'hourlyRate', 'O valor da consulta deve ser de pelo menos R$ 30'],
      [{ hourlyRate: 150.555 }, 'hourlyRate', 'Use no máximo dois decimais (centavos)'],
      [{ email: 'nao-e-email' }, 'email', 'E-mail inválido'],
    ];
    for (const [overrides, field, message] of cases) {
      const failure = await validationFailureOf(
        psychologist.client.psychologistSettings.updateProfile.mutate(profileInput({ email, ...overrides })),
      );
      expect([field, failure.code, failure.fieldErrors?.[field]]).toEqual([field, 'BAD_REQUEST', message]);
    }
    expect((await psychologist.client.psychologistSettings.profile.query()).name).toBe('Joana Psicóloga');
  });

  test('the success messages are the spec’s', () => {
    expect(settingsMessages).toMatchObject({
      profileUpdated: 'Perfil atualizado com sucesso!',
      notificationsUpdated: 'Configurações de notificação atualizadas!',
      privacyUpdated: 'Configurações de privacidade atualizadas!',
    });
  });
});

describe('notification and privacy switches', () => {
  test('start at the spec’s defaults and are saved and read back', async () => {
    const psychologist = await approvedPsychologist(server);
    const settings = psychologist.client.psychologistSettings;
    expect(await settings.preferences.query()).toEqual({
      notifications: {
        emailAppointments: true,
        smsReminders: false,
        marketingEmails: true,
        weeklyReports: true,
      },
      privacy: { publicProfile: true, showRatings: true, allowMessages: true },
    });
    const notifications = {
      emailAppointments: false,
      smsReminders: true,
      marketingEmails: false,
      weeklyReports: false,
    };
    expect(await settings.updateNotifications.mutate(notifications)).toEqual(notifications);
    const privacy = { publicProfile: true, showRatings: false, allowMessages: false };
    expect(await settings.updatePrivacy.mutate(privacy)).toEqual(privacy);
    expect(await settings.preferences.query()).toEqual({ notifications, privacy });
    // Another psychologist's switches are their own.
    const other = await approvedPsychologist(server);
    expect((await other.client.psychologistSettings.preferences.query()).privacy.showRatings).toBe(true);
  });

  test('publicProfile off hides them from the directory and the profile page; their patients keep their consultations', async () => {
    const psychologist = await namedPsychologist(server, 'Priscila Reservada');
    const patient = await signedInPatient(server);
    const booked = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-24', '10:00'),
    });
    const anonymous = server.client();
    const listed = await anonymous.directory.list.query({ search: 'priscila reservada' });
    expect(listed.items.map((card) => card.id)).toEqual([psychologist.id]);

    await psychologist.client.psychologistSettings.updatePrivacy.mutate({
      publicProfile: false,
      showRatings: true,
      allowMessages: true,
    });
    expect(await anonymous.directory.list.query({ search: 'priscila reservada' })).toMatchObject({
      items: [],
      total: 0,
    });
    expect(await failureOf(anonymous.directory.profile.query({ psychologistId: psychologist.id }))).toEqual(
      notFound,
    );
    expect(
      await failureOf(patient.client.directory.profile.query({ psychologistId: psychologist.id })),
    ).toEqual(notFound);
    expect(
      await failureOf(anonymous.directory.availableDates.query({ psychologistId: psychologist.id })),
    ).toEqual(notFound);
    expect(
      await failureOf(
        patient.client.appointments.book.mutate({
          psychologistId: psychologist.id,
          startsAt: saoPaulo('2026-11-25', '10:00'),
        }),
      ),
    ).toEqual(notFound);

    expect((await patient.client.appointments.list.query({ status: 'all' })).map((item) => item.id)).toEqual([
      booked.id,
    ]);
    expect(await patient.client.sessions.details.query({ appointmentId: booked.id })).toMatchObject({
      psychologistName: 'Priscila Reservada',
      status: 'scheduled',
    });
    const agenda = await psychologist.client.psychologist.appointments.query();
    expect(agenda.upcoming.map((item) => item.id)).toContain(booked.id);

    await psychologist.client.psychologistSettings.updatePrivacy.mutate({
      publicProfile: true,
      showRatings: true,
      allowMessages: true,
    });
    expect((await anonymous.directory.list.query({ search: 'priscila reservada' })).total).toBe(1);
  });

  test('showRatings off hides the rating, the review count and the reviews', async () => {
    const psychologist = await namedPsychologist(server, 'Renata Avaliada');
    const patient = await signedInPatient(server);
    const appointment = await db()
      .insertInto('appointments')
      .values({
        patient_id: patient.id,
        psychologist_id: psychologist.id,
        starts_at: '2026-11-16T13:00:00.000Z',
        ends_at: '2026-11-16T13:50:00.000Z',
        status: 'completed',
        price_cents: 15000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await patient.client.appointments.review.mutate({
      appointmentId: appointment.id,
      rating: 5,
      comment: 'Excelente escuta.',
    });

    const anonymous = server.client();
    const cardOf = async () => (await anonymous.directory.list.query({ search: 'renata avaliada' })).items[0];
    expect(await cardOf()).toMatchObject({ rating: 5, reviewsCount: 1 });
    expect(
      (await anonymous.directory.profile.query({ psychologistId: psychologist.id })).recentReviews,
    ).toHaveLength(1);

    await psychologist.client.psychologistSettings.updatePrivacy.mutate({
      publicProfile: true,
      showRatings: false,
      allowMessages: true,
    });
    expect(await cardOf()).toMatchObject({ id: psychologist.id, rating: null, reviewsCount: null });
    const profile = await anonymous.directory.profile.query({ psychologistId: psychologist.id });
    expect({
      rating: profile.rating,
      reviewsCount: profile.reviewsCount,
      recentReviews: profile.recentReviews,
    }).toEqual({
      rating: null,
      reviewsCount: null,
      recentReviews: [],
    });
    expect(JSON.stringify(profile)).not.toContain('Excelente escuta');
  });

  test('emailAppointments off: no booking or cancellation mail to the psychologist; the patient still gets theirs', async () => {
    const psychologist = await approvedPsychologist(server);
    const psychologistEmail = await emailOf(server, psychologist.id);
    const patient = await signedInPatient(server);
    const patientEmail = (await patient.client.auth.me.query())?.email ?? '';
    // Only mail from here on: the approval mail the psychologist got earlier is not an appointment mail.
    const { maxId } = await db()
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('maxId'))
      .executeTakeFirstOrThrow();
    const mailsTo = async (recipient: string) =>
      (
        await db()
          .selectFrom('mail_outbox')
          .select('subject')
          .where('recipient', '=', recipient)
          .where('id', '>', maxId)
          .orderBy('id')
          .execute()
      ).map((mail) => mail.subject);

    await psychologist.client.psychologistSettings.updateNotifications.mutate({
      emailAppointments: false,
      smsReminders: false,
      marketingEmails: true,
      weeklyReports: true,
    });
    const booked = await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-26', '14:00'),
    });
    await patient.client.appointments.cancel.mutate({ id: booked.id });
    expect(await mailsTo(psychologistEmail)).toEqual([]);
    expect(await mailsTo(patientEmail)).toEqual(['Consulta agendada no Acolhe', 'Consulta cancelada']);

    await psychologist.client.psychologistSettings.updateNotifications.mutate({
      emailAppointments: true,
      smsReminders: false,
      marketingEmails: true,
      weeklyReports: true,
    });
    await patient.client.appointments.book.mutate({
      psychologistId: psychologist.id,
      startsAt: saoPaulo('2026-11-26', '15:00'),
    });
    expect(await mailsTo(psychologistEmail)).toEqual(['Nova consulta agendada']);
  });
});
