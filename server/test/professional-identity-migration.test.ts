import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-identity-'));
let db: Db;

/** Psychologists as the database held them before 0201: honorifics in names, CRPs missing, malformed or repeated. */
const before = [
  { name: 'Dr. Carlos Mendes', crp: '06/12345' },
  { name: 'Dra. Bruno Alves Lima', crp: '06/12345' },
  { name: 'Dr. Ana Souza Costa', crp: null },
  { name: 'Dra. Íris Nogueira', crp: 'não sei' },
  { name: 'Kim Andrade', crp: 'crp-07.654321' },
  { name: 'Dr. Yuri Prado', crp: null },
];

beforeAll(async () => {
  db = createDb(join(dir, 'identity.db'));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('2026_11_22_0009_create_session_attendance');
  if (error) throw error instanceof Error ? error : new Error(String(error));
  for (const [index, psychologist] of before.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        email: `psi${index}@antes.test`,
        password_hash: 'x',
        name: psychologist.name,
        phone: '',
        role: 'psychologist',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('psychologist_profiles')
      .values({
        user_id: user.id,
        specialty: 'Psicologia Clínica',
        bio: 'Antes da migração.',
        hourly_rate_cents: 15000,
        available_hours: '08:00-18:00',
        crp: psychologist.crp,
        applied_at: '2026-01-01T12:00:00.000Z',
        approval_status: 'approved',
      })
      .execute();
  }
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function identities() {
  return db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .select([
      'users.name',
      'psychologist_profiles.crp',
      'psychologist_profiles.professional_title as title',
      'psychologist_profiles.search_text as searchText',
    ])
    .orderBy('users.id')
    .execute();
}

test('every psychologist gets a normalised, unique CRP; valid ones are kept', async () => {
  const rows = await identities();
  const crps = rows.map((row) => row.crp);
  expect(crps.every((crp) => /^CRP (0[1-9]|1\d|2[0-4])\/\d{4,6}$/.test(crp ?? ''))).toBe(true);
  expect(new Set(crps).size).toBe(rows.length);
  expect(crps[0]).toBe('CRP 06/12345');
  expect(crps[1]).not.toBe('CRP 06/12345');
  expect(crps[4]).toBe('CRP 07/654321');
});

test('names lose "Dr."/"Dra." and the title follows the first name, Psicóloga when it is unknown', async () => {
  const rows = await identities();
  expect(rows.map((row) => [row.name, row.title])).toEqual([
    ['Carlos Mendes', 'Psicólogo'],
    ['Bruno Alves Lima', 'Psicólogo'],
    ['Ana Souza Costa', 'Psicóloga'],
    ['Íris Nogueira', 'Psicóloga'],
    ['Kim Andrade', 'Psicóloga'],
    ['Yuri Prado', 'Psicólogo'],
  ]);
  expect(rows[3]?.searchText).toBe('iris nogueira psicologia clinica');
});

test('the database refuses a second psychologist with the same CRP', async () => {
  const [first] = await identities();
  const user = await db
    .insertInto('users')
    .values({
      email: 'depois@teste.test',
      password_hash: 'x',
      name: 'Depois',
      phone: '',
      role: 'psychologist',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const insert = db
    .insertInto('psychologist_profiles')
    .values({
      user_id: user.id,
      specialty: 'Psicologia Clínica',
      bio: 'x',
      hourly_rate_cents: 100,
      available_hours: '08:00-18:00',
      crp: first?.crp ?? '',
      applied_at: '2026-01-01T12:00:00.000Z',
    })
    .execute();
  await expect(insert).rejects.toThrow(/UNIQUE constraint failed: psychologist_profiles\.crp/);
});
