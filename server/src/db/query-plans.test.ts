import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { selectScheduledStarts } from '../modules/agenda/agenda.repository.ts';
import { patientHasOverlap, selectPatientAppointment } from '../modules/appointments/booking/appointments.repository.ts';
import { patientHasOtherOverlap } from '../modules/appointments/reschedule/reschedule.repository.ts';
import { selectPatientBusy } from '../modules/appointments/series/series.repository.ts';
import { selectBusyIntervals } from '../modules/availability/availability.repository.ts';
import { emailExists, findUserByEmail } from '../modules/auth/auth.repository.ts';
import { selectScheduledFrom } from '../modules/psychologist/psychologist.repository.ts';
import { openSqlite } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

/**
 * How SQLite runs the lookups of every booking, sign-in and agenda, on a database with no statistics (as
 * every Acolhe database is): each reads the rows of one person or one series, never a walk of the
 * platform's consultations or users (migration 2026_11_30_1800).
 */
describe('query plans of per-person lookups (SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-plans-'));
  const sqlite = openSqlite(join(dir, 'plans.db'));
  const ran: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') ran.push(event.query);
    },
  });

  async function planOf(run: () => Promise<unknown>): Promise<string[]> {
    ran.length = 0;
    await run();
    const [query] = ran;
    if (!query) throw new Error('the lookup ran no query');
    const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as { detail: string }[];
    return rows.map((row) => row.detail);
  }

  beforeAll(async () => {
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  // Bounded from below by the longest consultation (overlap-window.ts): a range of the index, not every
  // consultation the person had before.
  test("a patient's overlap checks read only that patient's scheduled consultations around the time", async () => {
    const [from, to] = ['2026-12-01T13:00:00.000Z', '2026-12-01T13:50:00.000Z'];
    for (const check of [() => patientHasOverlap(db, 7, from, to), () => patientHasOtherOverlap(db, 7, 42, from, to), () => selectPatientBusy(db, 7, from, to)]) {
      expect(await planOf(check)).toEqual([
        expect.stringContaining('COVERING INDEX appointments_patient_status_idx (patient_id=? AND status=? AND starts_at>? AND starts_at<?)'),
      ]);
    }
  });

  test("a day's slots read only the psychologist's live consultations around that day", async () => {
    const plan = await planOf(() => selectBusyIntervals(db, 7, '2026-12-01T03:00:00.000Z', '2026-12-02T03:00:00.000Z'));
    expect(plan).toEqual([expect.stringContaining('INDEX appointments_one_live_per_slot (psychologist_id=? AND starts_at>? AND starts_at<?)')]);
  });

  test("a consultation's series counts read only that series' occurrences", async () => {
    const plan = await planOf(() => selectPatientAppointment(db, 7, 42));
    expect(plan.filter((line) => line.includes('sibling'))).toEqual([
      expect.stringContaining('appointments_series_idx (series_id=? AND starts_at<?)'),
      expect.stringContaining('appointments_series_idx (series_id=?)'),
      expect.stringContaining('appointments_series_idx (series_id=? AND starts_at>?)'),
    ]);
    expect(plan.join('\n')).not.toContain('appointments_status_idx');
  });

  test("a psychologist's scheduled consultations read only that psychologist's", async () => {
    const range = { from: '2026-12-01T03:00:00.000Z', to: '2026-12-02T03:00:00.000Z' };
    expect(await planOf(() => selectScheduledStarts(db, 7, range))).toEqual([
      expect.stringContaining('appointments_psychologist_status_idx (psychologist_id=? AND status=? AND starts_at>? AND starts_at<?)'),
    ]);
    const upcoming = await planOf(() => selectScheduledFrom(db, 7, range.from, 20));
    expect(upcoming[0]).toContain('appointments_psychologist_status_idx (psychologist_id=? AND status=? AND starts_at>?)');
    expect(upcoming.join('\n')).not.toContain('TEMP B-TREE');
  });

  test('sign-in and the e-mail check find the user by the index, not by a scan', async () => {
    for (const lookup of [() => findUserByEmail(db, 'ana@exemplo.com.br'), () => emailExists(db, 'ana@exemplo.com.br')]) {
      expect(await planOf(lookup)).toEqual([expect.stringMatching(/^SEARCH users USING (COVERING )?INDEX users_email_idx \(email=\?\)$/)]);
    }
  });
});
