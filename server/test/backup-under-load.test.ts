import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { restoreDatabase } from '../src/backup/restore.ts';
import { registerPatient, uniqueEmail } from './accounts.ts';
import { startTestServer } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-backup-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `acolhe backup FILE` in its own process, as an operator runs it beside the server. */
function backupInAnotherProcess(databasePath: string, file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('node_modules/.bin/tsx', ['server/src/main.ts', 'backup', file], {
    env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

test('a backup taken by another process while patients register restores to a sound database holding every registration answered before it began', async () => {
  const server = await startTestServer();
  const { databasePath } = server.app.services.config;
  const acknowledged: string[] = [];
  let loading = true;
  const writer = async () => {
    while (loading) {
      const email = uniqueEmail('carga');
      await registerPatient(server.client(), { email });
      acknowledged.push(email);
    }
  };
  const writers = Array.from({ length: 3 }, writer);
  while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));

  const beforeBackup = [...acknowledged];
  const backupFile = join(dir, 'under-load.db');
  const backup = await backupInAnotherProcess(databasePath, backupFile);
  const duringBackup = acknowledged.length - beforeBackup.length;
  loading = false;
  await Promise.all(writers);
  const liveKey = readFileSync(`${databasePath}.records-key`, 'utf8');
  await server.close();

  expect(backup.output).toContain('Backup gravado em');
  expect(backup.code).toBe(0);
  // The load went on while the other process copied: the copy did not stop the server's writes.
  expect(duringBackup).toBeGreaterThan(0);
  expect(readFileSync(`${backupFile}.records-key`, 'utf8')).toBe(liveKey);

  const restoredPath = join(dir, 'restored', 'acolhe.db');
  await restoreDatabase(backupFile, restoredPath, { source: 'file', path: `${restoredPath}.records-key` });
  expect(readFileSync(`${restoredPath}.records-key`, 'utf8')).toBe(liveKey);
  const restored = new SQLite(restoredPath, { readonly: true });
  try {
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const emails = new Set(restored.prepare('select email from users').pluck().all());
    expect(beforeBackup.filter((email) => !emails.has(email))).toEqual([]);
  } finally {
    restored.close();
  }
}, 60_000);
