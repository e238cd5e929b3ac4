import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupSchedule, RecordsKeySource } from '../config.ts';
import { recordsKeyBeside } from './records-key-copy.ts';
import { takeBackup, type TakenBackup } from './take-backup.ts';

const backupName = /^acolhe-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/;

/** Backups in the folder, newest first (their names sort by time). */
export function scheduledBackupsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort()
    .reverse()
    .map((name) => join(dir, name));
}

function removeBeyond(dir: string, keep: number): void {
  for (const file of scheduledBackupsIn(dir).slice(keep)) {
    rmSync(file, { force: true });
    rmSync(recordsKeyBeside(file), { force: true });
  }
}

export async function takeScheduledBackup(
  databasePath: string,
  recordsKey: RecordsKeySource,
  schedule: BackupSchedule,
  now: Date,
): Promise<TakenBackup> {
  mkdirSync(schedule.dir, { recursive: true });
  const file = join(schedule.dir, `acolhe-${now.toISOString().replace(/[:.]/g, '-')}.db`);
  const taken = await takeBackup(databasePath, recordsKey, file);
  removeBeyond(schedule.dir, schedule.keep);
  return taken;
}

/** Time until the next backup is due: one interval after the newest in the folder, so restarts don't delay it. */
function delayUntilDue(schedule: BackupSchedule, intervalMs: number): number {
  let newest: string | undefined;
  try {
    [newest] = scheduledBackupsIn(schedule.dir);
  } catch {
    return 0;
  }
  if (!newest) return 0;
  return Math.max(0, statSync(newest).mtimeMs + intervalMs - Date.now());
}

export interface ScheduledBackupEvents {
  taken(backup: TakenBackup): void;
  failed(error: unknown): void;
}

/**
 * Backs up on the wall clock (not the platform's clock, which CLOCK_START may move) while the server runs.
 * `intervalMs` defaults to the schedule's hours. Returns the function that stops it.
 */
export function startScheduledBackups(
  databasePath: string,
  recordsKey: RecordsKeySource,
  schedule: BackupSchedule,
  events: ScheduledBackupEvents,
  intervalMs = schedule.everyHours * 3_600_000,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    takeScheduledBackup(databasePath, recordsKey, schedule, new Date())
      .then(events.taken, events.failed)
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs).unref();
      });
  };
  timer = setTimeout(run, delayUntilDue(schedule, intervalMs)).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
