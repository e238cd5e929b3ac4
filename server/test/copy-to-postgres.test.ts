import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { runCli } from '../src/cli/acolhe.ts';
import { createDb } from '../src/db/connection.ts';
import { tablesMatch } from '../src/db/copy-to-postgres/compare-tables.ts';
import { compareSqliteWithPostgres, copySqliteToPostgres } from '../src/db/copy-to-postgres/copy-to-postgres.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createPostgresDb } from '../src/db/postgres-connection.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { signIn } from './accounts.ts';
import { testClock } from './clock.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { postgresBinDir, startThrowawayCluster, type ThrowawayCluster } from './postgres/throwaway-cluster.ts';

/** Monday 23 November 2026, 13:02 in São Paulo: the seed's "now" and the servers' clock. */
const clock = testClock(new Date('2026-11-23T16:02:17.000Z'));
const recordsKey = Buffer.alloc(32, 3).toString('base64');
const [demoPatient, demoPsychologist] = demoAccounts.accounts;
const noteText = 'Paciente relata melhora do sono; manter a frequência semanal.';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-copy-'));
const sqlitePath = join(dir, 'acolhe.db');
let cluster: ThrowawayCluster;
let copiedUrl: string;

/** What a visitor, the demo patient and the demo psychologist see; the same on both engines. */
async function whatPeopleSee(server: TestServer, patientId: number) {
  const patient = await signIn(server, demoPatient.email, demoAccounts.password);
  const psychologist = await signIn(server, demoPsychologist.email, demoAccounts.password);
  const record = await psychologist.client.psychologist.records.get.query({ patientId });
  return {
    directory: await server.client().directory.list.query({ sort: 'rating', page: 2 }),
    me: await patient.client.auth.me.query(),
    patients: await psychologist.client.psychologist.patients.list.query({}),
    record: record.entries.map(({ kind, text, version }) => ({ kind, text, version })),
  };
}

async function createDatabase(name: string): Promise<string> {
  const admin = createPostgresDb(`${cluster.baseUrl}postgres`, 1);
  await sql`create database ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  return `${cluster.baseUrl}${name}`;
}

let seen: Awaited<ReturnType<typeof whatPeopleSee>>;
let recordPatientId: number;

describe.skipIf(postgresBinDir() === null)('copy-to-postgres', () => {
  beforeAll(async () => {
    const seeding = createDb(sqlitePath);
    await migrateToLatest(seeding);
    await seedDemoData(seeding, clock.now(), 'America/Sao_Paulo');
    await seeding.destroy();
    cluster = await startThrowawayCluster({ maxConnections: 50 });
    copiedUrl = await createDatabase('copied');

    // A clinical record (append-only tables, ciphertext in blobs) written through the app on SQLite.
    const onSqlite = await startTestServer({ DATABASE_PATH: sqlitePath, RECORDS_KEY: recordsKey }, { now: clock.now });
    try {
      const psychologist = await signIn(onSqlite, demoPsychologist.email, demoAccounts.password);
      const { items } = await psychologist.client.psychologist.patients.list.query({});
      recordPatientId = items[0]?.id ?? 0;
      await psychologist.client.psychologist.records.addEntry.mutate({ patientId: recordPatientId, kind: 'note', text: noteText });
      seen = await whatPeopleSee(onSqlite, recordPatientId);
    } finally {
      await onSqlite.close();
    }
  }, 120_000);
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the command copies every table and finds the same rows and checksums on both sides', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = await runCli(['copy-to-postgres', '--from', sqlitePath, '--to', copiedUrl]);
    const output = printed.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(code).toBe(0);
    expect(output).toContain('Tabela');
    expect(output).toMatch(/^appointments +6\.340 +6\.340 +igual [0-9a-f]{12}$/m);
    expect(output).toMatch(/Cópia conferida: \d+ tabelas/);

    const comparisons = await compareSqliteWithPostgres(sqlitePath, copiedUrl);
    expect(comparisons.filter((comparison) => !tablesMatch(comparison))).toEqual([]);
    const rowsOf = (table: string) => comparisons.find((comparison) => comparison.table === table)?.target.rows;
    expect(rowsOf('users')).toBe(736);
    expect(rowsOf('photos')).toBe(135);
    expect(rowsOf('clinical_record_versions')).toBe(1);
    expect(rowsOf('public_read_versions')).toBe(2);
    expect(comparisons.map((comparison) => comparison.table)).not.toContain('kysely_migration');
  }, 60_000);

  test('the server on the copy shows what it showed on SQLite, and numbers new rows after the copied ones', async () => {
    const onPostgres = await startTestServer({ DATABASE_URL: copiedUrl, RECORDS_KEY: recordsKey }, { now: clock.now });
    try {
      expect(await whatPeopleSee(onPostgres, recordPatientId)).toEqual(seen);
      expect(seen.directory.total).toBe(127);
      expect(seen.directory.items.length).toBeGreaterThan(0);
      expect(seen.patients.total).toBeGreaterThan(0);
      expect(seen.record).toEqual([{ kind: 'note', text: noteText, version: 1 }]);
      const registered = await onPostgres.client().auth.register.mutate({
        role: 'patient',
        name: 'Nova Paciente',
        email: 'nova.paciente@teste.com',
        password: 'segredo123',
        phone: '(11) 98765-4321',
        acceptTerms: true,
      });
      expect(registered.user?.id).toBe(737);
    } finally {
      await onPostgres.close();
    }
  }, 60_000);

  test('a target that already has data is refused, and nothing is written to it', async () => {
    const before = await compareSqliteWithPostgres(sqlitePath, copiedUrl);
    await expect(copySqliteToPostgres(sqlitePath, copiedUrl)).rejects.toThrow(
      /^O banco PostgreSQL de destino não está vazio \(tabelas com dados: .*users.*\)\. A cópia só grava num banco novo e vazio\.$/,
    );
    expect(await compareSqliteWithPostgres(sqlitePath, copiedUrl)).toEqual(before);
  }, 60_000);

  test('a file at an older migration is refused, with the command that brings it up to date', async () => {
    const olderPath = join(dir, 'older.db');
    copyFileSync(sqlitePath, olderPath);
    const older = new SQLite(olderPath);
    const latest = older.prepare('select max(name) from kysely_migration').pluck().get() as string;
    older.prepare('delete from kysely_migration where name = ?').run(latest);
    older.close();
    await expect(copySqliteToPostgres(olderPath, await createDatabase('for_older'))).rejects.toThrow(
      `O arquivo ${olderPath} está na migração "`,
    );
  }, 60_000);
});
