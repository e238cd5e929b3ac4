import { copyFileSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BackupError } from '../src/backup/backup-error.ts';
import { restoreDatabase } from '../src/backup/restore.ts';
import { takeBackup } from '../src/backup/take-backup.ts';
import type { RecordsKeySource } from '../src/config.ts';
import { approvedPsychologist, registerPatient, signedInPatient } from './accounts.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertAppointment } from './rows.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-restore-'));
const backupFile = join(dir, 'good.db');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await registerPatient(server.client(), { email: 'antes.do.backup@teste.com' });
  // One encrypted clinical record, so the backup's key is needed to read it.
  const psychologist = await approvedPsychologist(server);
  const patient = await signedInPatient(server);
  await insertAppointment(server, { patientId: patient.id, psychologistId: psychologist.id, startsAt: '2026-11-02T13:00:00.000Z', status: 'completed' });
  await psychologist.client.psychologist.records.addEntry.mutate({ patientId: patient.id, kind: 'note', text: 'Sigiloso.' });
  const { databasePath, recordsKey } = server.app.services.config;
  await takeBackup(databasePath, recordsKey, backupFile);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An idle database at a path of its own, standing for the live one of a stopped server. */
function stoppedServerDatabase(name: string): { path: string; key: RecordsKeySource } {
  const path = join(dir, name, 'acolhe.db');
  return { path, key: { source: 'file', path: `${path}.records-key` } };
}

function copyOfBackup(name: string): string {
  const file = join(dir, name);
  copyFileSync(backupFile, file);
  copyFileSync(`${backupFile}.records-key`, `${file}.records-key`);
  return file;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BackupError)) throw new Error(`expected a BackupError, got ${String(error)}`);
  return error.message;
}

test('a good backup restores over a stopped server’s database, and its records key replaces the one there, kept aside', async () => {
  const target = stoppedServerDatabase('good');
  await restoreDatabase(copyOfBackup('other-key.db'), target.path, target.key);
  writeFileSync(`${target.path}.records-key`, `${randomBytes(32).toString('base64')}\n`);

  const warnings = await restoreDatabase(backupFile, target.path, target.key);

  expect(readFileSync(`${target.path}.records-key`, 'utf8')).toBe(readFileSync(`${backupFile}.records-key`, 'utf8'));
  expect(warnings.join()).toContain('before-restore-');
  expect(readdirSync(join(dir, 'good')).some((name) => name.includes('.records-key.before-restore-'))).toBe(true);
  const restored = new SQLite(target.path, { readonly: true });
  expect(restored.prepare('select count(*) from users where email = ?').pluck().get('antes.do.backup@teste.com')).toBe(1);
  restored.close();
});

test('restore refuses to overwrite the database of a running server, which goes on serving', async () => {
  const { databasePath, recordsKey } = server.app.services.config;
  const message = await refusal(restoreDatabase(backupFile, databasePath, recordsKey));
  expect(message).toContain('está em uso');
  expect(existsSync(`${databasePath}.restoring`)).toBe(false);
  await registerPatient(server.client(), { email: 'depois.da.recusa@teste.com' });
  const users = await server.app.services.db.selectFrom('users').select('email').execute();
  expect(users.map((user) => user.email)).toContain('depois.da.recusa@teste.com');
});

test('restore refuses a damaged file and leaves the database as it was', async () => {
  const target = stoppedServerDatabase('damaged');
  await restoreDatabase(backupFile, target.path, target.key);
  const before = readFileSync(target.path);
  const damaged = copyOfBackup('damaged.db');
  const fd = openSync(damaged, 'r+');
  // Pages 2 to 4 hold the first tables' b-trees: scribbling over them breaks the file's structure.
  writeSync(fd, Buffer.alloc(3 * 4096, 0xa5), 0, 3 * 4096, 4096);

  const message = await refusal(restoreDatabase(damaged, target.path, target.key));

  expect(message).toMatch(/corrompido|integridade/);
  expect(readFileSync(target.path).equals(before)).toBe(true);
});

test('restore refuses a file that is not an Acolhe database', async () => {
  const target = stoppedServerDatabase('foreign');
  const foreign = join(dir, 'foreign.db');
  const other = new SQLite(foreign);
  other.exec('create table notes (text)');
  other.close();
  expect(await refusal(restoreDatabase(foreign, target.path, target.key))).toContain('não é um backup do Acolhe');
  writeFileSync(join(dir, 'text.db'), 'não sou um banco');
  expect(await refusal(restoreDatabase(join(dir, 'text.db'), target.path, target.key))).toContain('corrompido');
  expect(existsSync(target.path)).toBe(false);
});

test('restore refuses a backup from a newer schema, naming the migrations it does not know', async () => {
  const target = stoppedServerDatabase('newer');
  const newer = copyOfBackup('newer.db');
  const file = new SQLite(newer);
  file.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('2099_01_01_0001_from_the_future', new Date().toISOString());
  file.close();

  const message = await refusal(restoreDatabase(newer, target.path, target.key));

  expect(message).toContain('versão mais nova');
  expect(message).toContain('2099_01_01_0001_from_the_future');
  expect(existsSync(target.path)).toBe(false);
});

test('restore refuses a backup whose records neither the key beside it nor the key in force can open', async () => {
  const target = stoppedServerDatabase('lost-key');
  const withoutKey = join(dir, 'without-key.db');
  copyFileSync(backupFile, withoutKey);
  await restoreDatabase(copyOfBackup('earlier.db'), target.path, target.key);
  writeFileSync(`${target.path}.records-key`, `${randomBytes(32).toString('base64')}\n`);
  const before = readFileSync(target.path);

  expect(await refusal(restoreDatabase(withoutKey, target.path, target.key))).toContain('não está junto do backup');
  const wrongEnvironmentKey: RecordsKeySource = { source: 'environment', key: randomBytes(32) };
  expect(await refusal(restoreDatabase(backupFile, target.path, wrongEnvironmentKey))).toContain('RECORDS_KEY não abre');
  expect(readFileSync(target.path).equals(before)).toBe(true);
});
