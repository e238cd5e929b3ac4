import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Specialty } from '@acolhe/shared/specialties';
import { failureOf, startTestServer, type TestClient, type TestServer } from './harness.ts';
import { createAdminClient, registerPatient, testPassword, uniqueCrp, uniqueEmail } from './accounts.ts';
import { mondayMorning, saoPaulo } from './clock.ts';

const notFound = { code: 'NOT_FOUND', message: 'Psicólogo não encontrado' };

interface Applicant {
  name: string;
  specialty?: Specialty;
  hourlyRate?: number;
  decision?: 'approve' | 'reject' | 'none';
}

/** Registers a psychologist through the API (Mon–Fri 08:00-18:00), decides the application, returns the id. */
/** The CRP each registered psychologist gave. */
const crpOf = new Map<number, string>();

async function apply(server: TestServer, admin: TestClient, applicant: Applicant): Promise<number> {
  const email = uniqueEmail('psi');
  const crp = uniqueCrp();
  await server.client().auth.register.mutate({
    role: 'psychologist',
    name: applicant.name,
    email,
    password: testPassword,
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp,
    specialty: applicant.specialty ?? 'Psicologia Clínica',
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
    hourlyRate: applicant.hourlyRate ?? 150,
    availableHours: '08:00-18:00',
  });
  const { id } = await server.app.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  crpOf.set(id, crp);
  if (applicant.decision === 'reject') await admin.admin.applications.reject.mutate({ id, reason: 'CRP não confirmado.' });
  else if (applicant.decision !== 'none') await admin.admin.applications.approve.mutate({ id, crpChecked: true });
  return id;
}

/** Completed consultations in early November, one review each (the last one newest), and the profile totals. */
async function addReviews(server: TestServer, psychologistId: number, patientIds: number[], ratings: number[]) {
  const { db } = server.app.services;
  for (const [index, rating] of ratings.entries()) {
    const day = String(index + 1).padStart(2, '0');
    const appointment = await db
      .insertInto('appointments')
      .values({
        patient_id: patientIds[index % patientIds.length] ?? 0,
        psychologist_id: psychologistId,
        starts_at: saoPaulo(`2026-11-${day}`, '10:00'),
        ends_at: saoPaulo(`2026-11-${day}`, '10:50'),
        status: 'completed',
        price_cents: 15_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reviews')
      .values({
        appointment_id: appointment.id,
        patient_id: patientIds[index % patientIds.length] ?? 0,
        psychologist_id: psychologistId,
        rating,
        comment: `Comentário ${index + 1}`,
        created_at: saoPaulo(`2026-11-${day}`, '12:00'),
      })
      .execute();
  }
  await db
    .updateTable('psychologist_profiles')
    .set({ rating_total: ratings.reduce((sum, rating) => sum + rating, 0), reviews_count: ratings.length })
    .where('user_id', '=', psychologistId)
    .execute();
}

function namesOf(page: { items: { name: string }[] }): string[] {
  return page.items.map((item) => item.name);
}

describe('public directory', () => {
  let server: TestServer;
  let anonymous: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => mondayMorning });
    const admin = await createAdminClient(server);
    anonymous = server.client();
    ids.ana = await apply(server, admin, { name: 'Ana Beatriz Araújo', specialty: 'Psicologia Clínica', hourlyRate: 120 });
    ids.bruno = await apply(server, admin, { name: 'Bruno Cézar Lima', specialty: 'Neuropsicologia', hourlyRate: 180 });
    ids.celia = await apply(server, admin, { name: 'Célia Ramos', specialty: 'Psicologia Infantil', hourlyRate: 100 });
    ids.denis = await apply(server, admin, { name: 'Dênis Souza', specialty: 'Psicologia Organizacional', hourlyRate: 150 });
    ids.erica = await apply(server, admin, { name: 'Érica Martins', specialty: 'Psicologia Educacional', hourlyRate: 140 });
    ids.fabio = await apply(server, admin, { name: 'Fábio Nunes', specialty: 'Psicologia Clínica', hourlyRate: 160 });
    ids.pending = await apply(server, admin, { name: 'Paula Pendente', decision: 'none' });
    ids.rejected = await apply(server, admin, { name: 'Rita Rejeitada', decision: 'reject' });
    ids.inactive = await apply(server, admin, { name: 'Diego Desativado' });
    ids.anonymised = await apply(server, admin, { name: 'Vera Anonimizada' });
    ids.private = await apply(server, admin, { name: 'Priscila Privada' });
    ids.withoutCrp = await apply(server, admin, { name: 'Nina Sem Registro' });

    const { db } = server.app.services;
    await db.updateTable('users').set({ is_active: 0 }).where('id', '=', ids.inactive).execute();
    await db.updateTable('users').set({ anonymised_at: mondayMorning.toISOString() }).where('id', '=', ids.anonymised).execute();
    await db.updateTable('user_preferences').set({ public_profile: 0 }).where('user_id', '=', ids.private).execute();
    await db.updateTable('user_preferences').set({ show_ratings: 0 }).where('user_id', '=', ids.erica).execute();
    // Registration requires a CRP; a row from before it may lack one.
    await db.updateTable('psychologist_profiles').set({ crp: null }).where('user_id', '=', ids.withoutCrp).execute();

    const maria = await registerPatient(server.client(), { name: 'Maria Clara Souza' });
    const jose = await registerPatient(server.client(), { name: 'José Pereira' });
    const patients = [maria.user?.id ?? 0, jose.user?.id ?? 0];
    await addReviews(server, ids.ana, patients, [5, 5, 4]);
    await addReviews(server, ids.bruno, patients, [5, 5]);
    await addReviews(server, ids.celia, patients, [4, 4, 5, 4, 4, 4]);
    await addReviews(server, ids.erica, patients, [5, 5]);
    await addReviews(server, ids.fabio, patients, [5, 5, 5, 5]);
    await db.updateTable('users').set({ anonymised_at: mondayMorning.toISOString(), name: 'Usuário removido' }).where('id', '=', patients[1] ?? 0).execute();
  });
  afterAll(() => server.close());

  test('lists only approved, active, public psychologists with a CRP', async () => {
    const page = await anonymous.directory.list.query({ sort: 'price-low' });
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 12 });
    expect(namesOf(page).sort()).toEqual(
      ['Ana Beatriz Araújo', 'Bruno Cézar Lima', 'Célia Ramos', 'Dênis Souza', 'Érica Martins', 'Fábio Nunes'].sort(),
    );
    expect(page.items.find((item) => item.name === 'Célia Ramos')).toEqual({
      id: ids.celia,
      name: 'Célia Ramos',
      title: 'Psicóloga',
      crp: crpOf.get(ids.celia ?? 0),
      specialty: 'Psicologia Infantil',
      bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
      hourlyRateCents: 10_000,
      availableHours: '08:00-18:00',
      photoUrl: null,
      rating: 25 / 6,
      reviewsCount: 6,
    });
  });

  test('search matches names and specialties ignoring case and accents', async () => {
    expect(namesOf(await anonymous.directory.list.query({ search: 'ARAUJO' }))).toEqual(['Ana Beatriz Araújo']);
    expect(namesOf(await anonymous.directory.list.query({ search: 'erica' }))).toEqual(['Érica Martins']);
    expect(namesOf(await anonymous.directory.list.query({ search: 'célia' }))).toEqual(['Célia Ramos']);
    expect(namesOf(await anonymous.directory.list.query({ search: 'NEUROPSICOLOGIA' }))).toEqual(['Bruno Cézar Lima']);
    const clinical = await anonymous.directory.list.query({ search: 'psicologia clinica', sort: 'price-low' });
    expect(namesOf(clinical)).toEqual(['Ana Beatriz Araújo', 'Fábio Nunes']);
    expect(clinical.total).toBe(2);
    for (const wildcard of ['%', '_', 'a%s']) {
      expect(await anonymous.directory.list.query({ search: wildcard })).toMatchObject({ items: [], total: 0 });
    }
  });

  test('the specialty filter, alone and with a search', async () => {
    expect(namesOf(await anonymous.directory.list.query({ specialty: 'Psicologia Infantil' }))).toEqual(['Célia Ramos']);
    const clinical = await anonymous.directory.list.query({ specialty: 'Psicologia Clínica', sort: 'price-high' });
    expect(namesOf(clinical)).toEqual(['Fábio Nunes', 'Ana Beatriz Araújo']);
    expect(namesOf(await anonymous.directory.list.query({ specialty: 'Psicologia Clínica', search: 'nunes' }))).toEqual(['Fábio Nunes']);
    expect(await anonymous.directory.list.query({ specialty: 'Neuropsicologia', search: 'ana' })).toMatchObject({ items: [], total: 0 });
  });

  test('each sort key orders the list; a hidden rating ranks as no rating', async () => {
    const order = async (sort: 'rating' | 'price-low' | 'price-high' | 'reviews') =>
      namesOf(await anonymous.directory.list.query({ sort }));
    // Fábio and Bruno both average 5.0: more reviews first. Érica's hidden 5.0 ranks like Dênis's none, by id.
    expect(await order('rating')).toEqual(['Fábio Nunes', 'Bruno Cézar Lima', 'Ana Beatriz Araújo', 'Célia Ramos', 'Dênis Souza', 'Érica Martins']);
    expect(await order('reviews')).toEqual(['Célia Ramos', 'Fábio Nunes', 'Ana Beatriz Araújo', 'Bruno Cézar Lima', 'Dênis Souza', 'Érica Martins']);
    expect(await order('price-low')).toEqual(['Célia Ramos', 'Ana Beatriz Araújo', 'Érica Martins', 'Dênis Souza', 'Fábio Nunes', 'Bruno Cézar Lima']);
    expect(await order('price-high')).toEqual(['Bruno Cézar Lima', 'Fábio Nunes', 'Dênis Souza', 'Érica Martins', 'Ana Beatriz Araújo', 'Célia Ramos']);
    expect(await order('rating')).toEqual(await anonymous.directory.list.query({}).then(namesOf));
  });

  test('showRatings off hides rating and review count; no reviews gives a null rating', async () => {
    const { items } = await anonymous.directory.list.query({ sort: 'price-low' });
    expect(items.find((item) => item.id === ids.erica)).toMatchObject({ rating: null, reviewsCount: null });
    expect(items.find((item) => item.id === ids.denis)).toMatchObject({ rating: null, reviewsCount: 0 });
    expect(items.find((item) => item.id === ids.ana)).toMatchObject({ rating: 14 / 3, reviewsCount: 3 });
  });

  test('a profile that is unknown, pending, rejected, deactivated, private or without a CRP is not found', async () => {
    for (const psychologistId of [999_999, ids.pending, ids.rejected, ids.inactive, ids.anonymised, ids.private, ids.withoutCrp]) {
      expect(await failureOf(anonymous.directory.profile.query({ psychologistId: psychologistId ?? 0 }))).toEqual(notFound);
      expect(await failureOf(anonymous.directory.availableDates.query({ psychologistId: psychologistId ?? 0 }))).toEqual(notFound);
    }
  });

  test('the profile shows details, the five latest reviews by first name and the next dates', async () => {
    const profile = await anonymous.directory.profile.query({ psychologistId: ids.celia ?? 0 });
    expect(profile).toMatchObject({
      id: ids.celia,
      name: 'Célia Ramos',
      specialty: 'Psicologia Infantil',
      hourlyRateCents: 10_000,
      availableHours: '08:00-18:00',
      consultationMinutes: 50,
      rating: 25 / 6,
      reviewsCount: 6,
      experience: null,
      title: 'Psicóloga',
      crp: crpOf.get(ids.celia ?? 0),
      nextAvailableDates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'],
    });
    // Reviews 6..2, newest first; the even ones are by José, whose account was anonymised.
    expect(profile.recentReviews).toEqual([6, 5, 4, 3, 2].map((number) => ({
      rating: [4, 4, 5, 4, 4, 4][number - 1],
      comment: `Comentário ${number}`,
      createdAt: saoPaulo(`2026-11-0${number}`, '12:00'),
      patientFirstName: number % 2 === 0 ? 'Paciente' : 'Maria',
    })));
    const hidden = await anonymous.directory.profile.query({ psychologistId: ids.erica ?? 0 });
    expect(hidden).toMatchObject({ rating: null, reviewsCount: null, recentReviews: [] });
  });

  test('available dates and slots follow the weekly availability, bookings, blocks and the horizon', async () => {
    const psychologistId = ids.denis ?? 0;
    const { db } = server.app.services;
    const patient = await registerPatient(server.client());
    await db
      .insertInto('appointments')
      .values({
        patient_id: patient.user?.id ?? 0,
        psychologist_id: psychologistId,
        starts_at: saoPaulo('2026-11-24', '10:00'),
        ends_at: saoPaulo('2026-11-24', '10:50'),
        status: 'scheduled',
        price_cents: 15_000,
      })
      .execute();
    await db.insertInto('blocked_dates').values({ psychologist_id: psychologistId, date: '2026-11-25', reason: 'Congresso' }).execute();

    const dates = await anonymous.directory.availableDates.query({ psychologistId });
    // The default horizon of 90 days from Monday 23/11 holds 65 weekdays; Wednesday 25/11 is blocked.
    expect(dates).toHaveLength(64);
    expect(dates.slice(0, 5)).toEqual(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27', '2026-11-30']);
    expect(dates.at(-1)).toBe('2027-02-19');
    expect(dates.some((date) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))).toBe(false);

    const slots = (date: string) => anonymous.directory.slots.query({ psychologistId, date });
    const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    const monday = await slots('2026-11-23');
    expect(monday.map((slot) => slot.time)).toEqual(hours);
    expect(monday[0]).toEqual({ startsAt: saoPaulo('2026-11-23', '08:00'), time: '08:00', available: false });
    expect(monday.slice(1).every((slot) => slot.available)).toBe(true);
    const tuesday = await slots('2026-11-24');
    expect(tuesday.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['10:00']);
    expect(await slots('2026-11-25')).toEqual([]);
    expect(await slots('2026-11-28')).toEqual([]);
    expect(await slots('2026-11-22')).toEqual([]);
    expect(await slots('2027-02-22')).toEqual([]);
    expect((await slots('2027-02-19')).filter((slot) => slot.available)).toHaveLength(10);
    expect(await failureOf(anonymous.directory.slots.query({ psychologistId: ids.pending ?? 0, date: '2026-11-24' }))).toEqual(notFound);
  });
});

describe('directory paging', () => {
  let server: TestServer;
  const names = Array.from({ length: 14 }, (_, index) => `Psicóloga Número ${index + 1}`);
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => mondayMorning });
    const admin = await createAdminClient(server);
    const { db } = server.app.services;
    for (const [index, name] of names.entries()) {
      const id = await apply(server, admin, { name, hourlyRate: 105 + index * 5 });
      // The first eleven have ten reviews each, the earlier ones better rated; the other three none.
      if (index < 11) {
        await db.updateTable('psychologist_profiles').set({ reviews_count: 10, rating_total: 50 - index }).where('user_id', '=', id).execute();
      }
      if (index === 4) await db.updateTable('user_preferences').set({ show_ratings: 0 }).where('user_id', '=', id).execute();
    }
  });
  afterAll(() => server.close());

  const pick = (...numbers: number[]) => numbers.map((number) => names[number - 1]);

  test('pages of twelve with the total, the rest on page two, nothing past the end', async () => {
    const client = server.client();
    const first = await client.directory.list.query({ sort: 'price-low' });
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(namesOf(first)).toEqual(names.slice(0, 12));
    const second = await client.directory.list.query({ sort: 'price-low', page: 2 });
    expect(second).toMatchObject({ total: 14, page: 2, pageSize: 12 });
    expect(namesOf(second)).toEqual(pick(13, 14));
    expect(second.items.map((item) => item.hourlyRateCents)).toEqual([16_500, 17_000]);
    expect(namesOf(await client.directory.list.query({ sort: 'price-high', page: 2 }))).toEqual(pick(2, 1));
    expect(await client.directory.list.query({ sort: 'price-low', page: 3 })).toMatchObject({ items: [], total: 14 });
  });

  test('the visible ranking comes first and the rest follows across the page break', async () => {
    const client = server.client();
    // Number 5's rating is hidden: it ranks with the unrated ones, by id.
    const rating = (page: number) => client.directory.list.query({ sort: 'rating', page }).then(namesOf);
    expect(await rating(1)).toEqual(pick(1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5, 12));
    expect(await rating(2)).toEqual(pick(13, 14));
    const reviews = (page: number) => client.directory.list.query({ sort: 'reviews', page }).then(namesOf);
    expect(await reviews(1)).toEqual(pick(1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13));
    expect(await reviews(2)).toEqual(pick(14, 5));
    expect(await client.directory.list.query({ sort: 'rating', page: 3 })).toMatchObject({ items: [], total: 14 });
  });
});
