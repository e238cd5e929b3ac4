import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { scheduledBackupsIn, startScheduledBackups, takeScheduledBackup } from '../src/backup/scheduled-backups.ts';
import type { TakenBackup } from '../src/backup/take-backup.ts';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-scheduled-'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('each scheduled backup keeps only the newest BACKUP_KEEP copies, each with its records key', async () => {
  const { databasePath, recordsKey } = server.app.services.config;
  const schedule = { dir: join(dir, 'rotation'), everyHours: 24, keep: 3 };
  const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
  for (const day of days) await takeScheduledBackup(databasePath, recordsKey, schedule, new Date(`${day}T03:00:00Z`));

  const kept = scheduledBackupsIn(schedule.dir).map((file) => basename(file));
  expect(kept).toEqual([
    'acolhe-2026-11-24T03-00-00-000Z.db',
    'acolhe-2026-11-23T03-00-00-000Z.db',
    'acolhe-2026-11-22T03-00-00-000Z.db',
  ]);
  expect(readdirSync(schedule.dir).sort()).toEqual(kept.flatMap((name) => [name, `${name}.records-key`]).sort());
});

test('the server’s schedule takes a backup when one is due and again at each interval, and stops when told', async () => {
  const { databasePath, recordsKey } = server.app.services.config;
  const schedule = { dir: join(dir, 'timer'), everyHours: 24, keep: 2 };
  const taken: TakenBackup[] = [];
  const failures: unknown[] = [];
  const stop = startScheduledBackups(
    databasePath,
    recordsKey,
    schedule,
    { taken: (backup) => taken.push(backup), failed: (error) => failures.push(error) },
    150,
  );
  const deadline = Date.now() + 10_000;
  while (taken.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  stop();
  const count = taken.length;
  await new Promise((resolve) => setTimeout(resolve, 400));

  expect(failures).toEqual([]);
  expect(count).toBeGreaterThanOrEqual(4);
  expect(taken.length).toBe(count);
  expect(scheduledBackupsIn(schedule.dir)).toHaveLength(2);
  expect(taken.every((backup) => backup.keyFile !== null)).toBe(true);
  expect(existsSync(taken.at(-1)?.file ?? '')).toBe(true);
});

test('backup settings are checked at boot with pt-BR messages', () => {
  const base = { DATABASE_PATH: join(dir, 'x.db') };
  expect(loadConfig(base).backups).toBeUndefined();
  expect(loadConfig({ ...base, BACKUP_DIR: '/var/backups/acolhe' }).backups).toEqual({
    dir: '/var/backups/acolhe',
    everyHours: 24,
    keep: 7,
  });
  expect(loadConfig({ ...base, BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' }).backups).toEqual({
    dir: 'b',
    everyHours: 6,
    keep: 28,
  });
  expect(() => loadConfig({ ...base, BACKUP_KEEP: '3' })).toThrow('BACKUP_DIR: obrigatório com BACKUP_EVERY_HOURS ou BACKUP_KEEP');
  expect(() => loadConfig({ ...base, BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP precisa ser pelo menos 1');
  expect(() => loadConfig({ ...base, BACKUP_DIR: 'b', BACKUP_KEEP: '2.5' })).toThrow('BACKUP_KEEP precisa ser um número inteiro');
  expect(() => loadConfig({ ...base, BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: 'diário' })).toThrow(
    'BACKUP_EVERY_HOURS precisa ser um número de horas',
  );
  expect(() => loadConfig({ ...base, BACKUP_DIR: 'b', BACKUP_EVERY_HOURS: '0' })).toThrow('BACKUP_EVERY_HOURS precisa ser maior que zero');
});
