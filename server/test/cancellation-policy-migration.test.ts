import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrations } from '../../migrations/index.ts';
import { createDb } from '../src/db/connection.ts';
import { createPostgresDb } from '../src/db/postgres-connection.ts';
import { postgresBaseUrl } from './postgres/test-databases.ts';

/**
 * The cancellation policy's migration on a database that already holds appointments, on the run's engine:
 * SQLite rebuilds the appointments table (rebuildSqliteTable), PostgreSQL swaps a named constraint. Rows,
 * ids, foreign keys, triggers and the counter survive; the new status is accepted; down undoes it.
 */
const before = '2026_11_29_1001_create_signalling_presence';
const policy = '2026_11_30_1100_add_cancellation_policy';

let db: Kysely<unknown>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const baseUrl = postgresBaseUrl();
  if (baseUrl) {
    const name = `policy_${randomBytes(6).toString('hex')}`;
    const admin = createPostgresDb(`${baseUrl}postgres`, 1);
    await sql`create database ${sql.id(name)}`.execute(admin);
    db = createPostgresDb(`${baseUrl}${name}`, 1) as unknown as Kysely<unknown>;
    cleanUp = async () => {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    };
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-policy-'));
  db = createDb(join(dir, 'policy.db')) as unknown as Kysely<unknown>;
  cleanUp = async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
});
afterAll(() => cleanUp());

const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function appointment(values: { patient: number; psychologist: number; startsAt: string; status: string }) {
  const { rows } = await sql<{ id: number }>`insert into appointments (patient_id, psychologist_id, starts_at, ends_at, status, price_cents)
    values (${values.patient}, ${values.psychologist}, ${values.startsAt}, ${values.startsAt.replace('T13', 'T14')}, ${values.status}, 15000)
    returning id`.execute(db);
  return Number(rows[0]?.id);
}

async function landingVersion(): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from public_read_versions where name = 'landing'`.execute(db);
  return Number(rows[0]?.version);
}

const refused = (statement: Promise<unknown>) => statement.then(() => 'accepted', () => 'refused');

test('appointments keep their rows, ids, references and triggers; late_cancelled is accepted; down undoes it', async () => {
  expect((await migrator().migrateTo(before)).error).toBeUndefined();
  const { rows: people } = await sql<{ id: number }>`insert into users (email, password_hash, name, phone, role, search_text)
    values ('paciente@antes.test', 'x', 'Paciente', '(11) 98765-4321', 'patient', ''),
           ('psi@antes.test', 'x', 'Psicóloga', '(11) 98765-4322', 'psychologist', '')
    returning id`.execute(db);
  const [patient, psychologist] = people.map((row) => Number(row.id)) as [number, number];
  const slot = (day: string) => ({ patient, psychologist, startsAt: `2026-11-${day}T13:00:00.000Z` });
  const cancelled = await appointment({ ...slot('20'), status: 'cancelled' });
  const scheduled = await appointment({ ...slot('24'), status: 'scheduled' });
  const completed = await appointment({ ...slot('18'), status: 'completed' });
  await sql`update appointments set cancelled_by = ${patient} where id = ${cancelled}`.execute(db);
  await sql`insert into reviews (appointment_id, patient_id, psychologist_id, rating) values (${completed}, ${patient}, ${psychologist}, 5)`.execute(db);

  expect((await migrator().migrateTo(policy)).error).toBeUndefined();
  const { rows } = await sql<{ id: number; status: string; cancelled_by_role: string | null; cancellation_notice_hours: number }>`
    select id, status, cancelled_by_role, cancellation_notice_hours from appointments order by id`.execute(db);
  expect(rows.map((row) => [Number(row.id), row.status, row.cancelled_by_role, Number(row.cancellation_notice_hours)])).toEqual([
    [cancelled, 'cancelled', 'patient', 0],
    [scheduled, 'scheduled', null, 0],
    [completed, 'completed', null, 0],
  ]);

  // The new status, and the slot it frees; two live appointments in one slot are still refused.
  await sql`update appointments set status = 'late_cancelled', cancelled_by_role = 'patient' where id = ${scheduled}`.execute(db);
  const rebooked = await appointment({ ...slot('24'), status: 'scheduled' });
  expect(rebooked).toBeGreaterThan(completed);
  expect(await refused(appointment({ ...slot('24'), status: 'scheduled' }))).toBe('refused');
  expect(await refused(appointment({ ...slot('25'), status: 'rescheduled' }))).toBe('refused');
  expect(await refused(sql`update appointments set cancelled_by_role = 'admin' where id = ${cancelled}`.execute(db))).toBe('refused');
  // Foreign keys still hold and still point at the same rows; the landing's trigger still fires.
  expect(await refused(sql`insert into reviews (appointment_id, patient_id, psychologist_id, rating) values (999999, ${patient}, ${psychologist}, 4)`.execute(db))).toBe(
    'refused',
  );
  const versionBefore = await landingVersion();
  await sql`update appointments set status = 'completed' where id = ${rebooked}`.execute(db);
  expect(await landingVersion()).toBe(versionBefore + 1);

  expect((await migrator().migrateTo(before)).error).toBeUndefined();
  const { rows: after } = await sql<{ status: string }>`select status from appointments where id = ${scheduled}`.execute(db);
  expect(after[0]?.status).toBe('cancelled');
  expect(await refused(sql`update appointments set status = 'late_cancelled' where id = ${scheduled}`.execute(db))).toBe('refused');
  expect((await migrator().migrateToLatest()).error).toBeUndefined();
});
