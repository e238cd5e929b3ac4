import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidCnpj } from '@acolhe/shared/cnpj';
import { brazilianPhoneSchema } from '@acolhe/shared/phone';
import { normaliseCrp } from '@acolhe/shared/crp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData, type SeedSummary } from '../src/seed/demo-data.ts';
import { signIn } from './accounts.ts';
import { serverOnSeededData } from './seeded-server.ts';

/** A fixed instant (a Monday afternoon in São Paulo), deliberately not on a 5-minute boundary. */
const now = new Date('2026-11-23T16:02:17.000Z');
const dir = mkdtempSync(join(tmpdir(), 'acolhe-seed-'));
const firstPath = join(dir, 'first.db');
const secondPath = join(dir, 'second.db');

let first: Db;
let second: Db;
let summary: SeedSummary;

async function seeded(path: string): Promise<{ db: Db; summary: SeedSummary }> {
  const db = createDb(path);
  await migrateToLatest(db);
  return { db, summary: await seedDemoData(db, now, 'America/Sao_Paulo') };
}

function appointmentsOf(db: Db) {
  return db.selectFrom('appointments').selectAll().orderBy('id').execute();
}

async function countAppointments(db: Db, status: 'scheduled' | 'completed' | 'cancelled' | 'no_show') {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'is_active'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ({ db: first, summary } = await seeded(firstPath));
  ({ db: second } = await seeded(secondPath));
}, 90_000);
afterAll(async () => {
  await first.destroy();
  await second.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo data', () => {
  test('has 127 approved, active psychologists', async () => {
    expect(summary.approvedPsychologists).toBe(127);
    const row = await first
      .selectFrom('psychologist_profiles')
      .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('approval_status', '=', 'approved')
      .where('users.is_active', '=', 1)
      .where('users.role', '=', 'psychologist')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(127);
  });

  test('has 5420 completed consultations, all in the past', async () => {
    expect(await countAppointments(first, 'completed')).toBe(5420);
    const future = await first
      .selectFrom('appointments')
      .select('id')
      .where('status', 'in', ['completed', 'cancelled', 'no_show'])
      .where('ends_at', '>', now.toISOString())
      .execute();
    expect(future).toEqual([]);
  });

  test('reviews average between 4.85 and 4.95, and the profiles carry the same totals', async () => {
    const reviews = await first
      .selectFrom('reviews')
      .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.sum<number>('rating').as('total')])
      .executeTakeFirstOrThrow();
    const average = Number(reviews.total) / Number(reviews.count);
    expect(Number(reviews.count)).toBeGreaterThan(1000);
    expect(average).toBeGreaterThanOrEqual(4.85);
    expect(average).toBeLessThanOrEqual(4.95);

    const profiles = await first
      .selectFrom('psychologist_profiles')
      .select([
        (eb) => eb.fn.sum<number>('rating_total').as('total'),
        (eb) => eb.fn.sum<number>('reviews_count').as('count'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(profiles.total)).toBe(Number(reviews.total));
    expect(Number(profiles.count)).toBe(Number(reviews.count));

    const unreviewable = await first
      .selectFrom('reviews')
      .innerJoin('appointments', 'appointments.id', 'reviews.appointment_id')
      .select('reviews.id')
      .where((eb) =>
        eb.or([
          eb('appointments.status', '!=', 'completed'),
          eb('appointments.patient_id', '!=', eb.ref('reviews.patient_id')),
          eb('appointments.psychologist_id', '!=', eb.ref('reviews.psychologist_id')),
        ]),
      )
      .execute();
    expect(unreviewable).toEqual([]);
  });

  test('has pending and rejected applicants', async () => {
    const rows = await first
      .selectFrom('psychologist_profiles')
      .select(['approval_status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('approval_status')
      .execute();
    const counts = Object.fromEntries(rows.map((row) => [row.approval_status, Number(row.count)]));
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  test('every psychologist has a unique normalised CRP, a title and a name without "Dr."/"Dra."', async () => {
    const rows = await first
      .selectFrom('psychologist_profiles')
      .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
      .select(['users.name', 'users.email', 'psychologist_profiles.crp', 'psychologist_profiles.professional_title as title'])
      .execute();
    expect(rows.every((row) => row.crp !== null && normaliseCrp(row.crp) === row.crp)).toBe(true);
    expect(new Set(rows.map((row) => row.crp)).size).toBe(rows.length);
    expect(rows.some((row) => /\bDra?\./.test(row.name))).toBe(false);
    expect(new Set(rows.map((row) => row.title))).toEqual(new Set(['Psicóloga', 'Psicólogo']));
    expect(rows.find((row) => row.email === 'psicologo@demo.com')).toMatchObject({
      name: 'Carlos Mendes',
      title: 'Psicólogo',
      crp: 'CRP 06/123456',
    });
  });

  test('gives every person and company a real Brazilian phone, written as the app writes it', async () => {
    const phones = [
      ...(await first.selectFrom('users').select('phone').where('phone', '!=', '').execute()),
      ...(await first.selectFrom('companies').select('phone').execute()),
    ].map((row) => row.phone);
    expect(phones.length).toBeGreaterThan(100);
    const unlike = phones.filter((phone) => brazilianPhoneSchema.safeParse(phone).data !== phone);
    expect(unlike).toEqual([]);
  });

  test('has partner companies with valid, unique CNPJs and codes, some active', async () => {
    const companies = await first.selectFrom('companies').selectAll().execute();
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) {
      expect([company.cnpj, isValidCnpj(company.cnpj)]).toEqual([company.cnpj, true]);
      expect(company.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    }
    expect(new Set(companies.map((company) => company.code)).size).toBe(companies.length);
    expect(companies.some((company) => company.status === 'active')).toBe(true);

    const linked = await first
      .selectFrom('users')
      .select('id')
      .where('company_id', 'is not', null)
      .where('role', '=', 'patient')
      .execute();
    expect(linked.length).toBeGreaterThan(0);
  });

  test('has cancelled and no-show consultations', async () => {
    expect(await countAppointments(first, 'cancelled')).toBeGreaterThan(0);
    expect(await countAppointments(first, 'no_show')).toBeGreaterThan(0);
    const cancelledWithoutDate = await first
      .selectFrom('appointments')
      .select('id')
      .where('status', '=', 'cancelled')
      .where('cancelled_at', 'is', null)
      .execute();
    expect(cancelledWithoutDate).toEqual([]);
  });

  test('the demo accounts exist with their roles', async () => {
    expect(await userByEmail(first, 'paciente@demo.com')).toMatchObject({ role: 'patient', is_active: 1 });
    expect(await userByEmail(first, 'admin@demo.com')).toMatchObject({ role: 'admin', is_active: 1 });
    const psychologist = await userByEmail(first, 'psicologo@demo.com');
    expect(psychologist.role).toBe('psychologist');
    const profile = await first
      .selectFrom('psychologist_profiles')
      .select('approval_status')
      .where('user_id', '=', psychologist.id)
      .executeTakeFirstOrThrow();
    expect(profile.approval_status).toBe('approved');
  });

  test('the demo patient has a consultation joinable right away (starting within 15 minutes)', async () => {
    const patient = await userByEmail(first, 'paciente@demo.com');
    const psychologist = await userByEmail(first, 'psicologo@demo.com');
    const upcoming = await first
      .selectFrom('appointments')
      .select(['starts_at', 'psychologist_id'])
      .where('patient_id', '=', patient.id)
      .where('status', '=', 'scheduled')
      .orderBy('starts_at')
      .execute();
    const next = upcoming[0];
    expect(next?.psychologist_id).toBe(psychologist.id);
    const minutesAway = (Date.parse(next?.starts_at ?? '') - now.getTime()) / 60_000;
    expect(minutesAway).toBeGreaterThan(0);
    expect(minutesAway).toBeLessThanOrEqual(15);
  });

  test('is the same on every run for the same `now`', async () => {
    const [a, b] = await Promise.all([appointmentsOf(first), appointmentsOf(second)]);
    expect(a.length).toBe(summary.appointments);
    expect(b).toEqual(a);
    const reviews = (db: Db) => db.selectFrom('reviews').selectAll().orderBy('id').execute();
    expect(await reviews(second)).toEqual(await reviews(first));
    const users = (db: Db) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'phone', 'role', 'company_id', 'created_at'])
        .orderBy('id')
        .execute();
    expect(await users(second)).toEqual(await users(first));
    const profiles = (db: Db) =>
      db.selectFrom('psychologist_profiles').selectAll().orderBy('user_id').execute();
    expect(await profiles(second)).toEqual(await profiles(first));
    const photos = (db: Db) => db.selectFrom('photos').select(['hash', 'content_type', 'bytes']).orderBy('hash').execute();
    const firstPhotos = await photos(first);
    expect(firstPhotos.length).toBeGreaterThanOrEqual(127);
    expect(await photos(second)).toEqual(firstPhotos);
    // Companies' created_at comes from the database clock, so it is left out.
    const companies = (db: Db) =>
      db
        .selectFrom('companies')
        .select(['id', 'name', 'cnpj', 'email', 'code', 'status', 'plan', 'employees', 'contract_start'])
        .orderBy('id')
        .execute();
    expect(await companies(second)).toEqual(await companies(first));
  });
});

describe('the seeded database served over HTTP', () => {
  test('the landing figures and the demo patient read from it', async () => {
    const server = await serverOnSeededData(first, join(dir, 'served.db'), now);
    try {
      const landing = await server.client().stats.landing.query();
      expect(landing.psychologists).toBe(127);
      expect(landing.consultations).toBe(5420);
      expect(landing.averageRating).toBeGreaterThanOrEqual(4.85);
      expect(landing.averageRating).toBeLessThanOrEqual(4.95);

      const patient = await signIn(server, 'paciente@demo.com', 'demo123');
      expect(await patient.client.patient.overview.query()).toEqual({ upcoming: 3, completed: 4 });
    } finally {
      await server.close();
    }
  });
});
