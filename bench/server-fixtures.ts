// Databases for bench/server-throughput.ts: the demo data, bookable slots for bench patients, and a copy
// with 10,000 more psychologists written straight in SQL.
import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { addDays } from '@acolhe/shared/calendar';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { authSessionCookieName } from '../server/src/identity/auth-session-cookie.ts';
import { startAuthSession } from '../server/src/identity/auth-session.service.ts';
import { requireBookablePsychologist, slotsForRange, todayIn } from '../server/src/modules/availability/availability.service.ts';
import { seedIfEmpty } from '../server/src/seed/seed-if-empty.ts';

export interface BookingTarget {
  cookie: string;
  body: string;
}

const bookableDays = 85;

/**
 * Seeds the demo data, then adds psychologists open 07:00–22:00 every day, each with one patient of its
 * own: every target is a distinct free slot, and no patient ever holds two consultations at one time.
 */
export async function prepareDemoDatabase(path: string, clientDist: string, bookablePsychologists = 20): Promise<BookingTarget[]> {
  const config = loadConfig({ DATABASE_PATH: path, LOG_LEVEL: 'silent', CLIENT_DIST: clientDist });
  const app = await buildApp(config);
  const { db } = app.services;
  await seedIfEmpty(db, app.services.now(), config.timeZone);
  const targets: BookingTarget[] = [];
  for (let index = 0; index < bookablePsychologists; index += 1) {
    const psychologist = await db
      .insertInto('users')
      .values({ email: `bench-psi${index}@bench.test`, password_hash: 'x', name: `Psi Bench ${index}`, phone: '', role: 'psychologist' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_preferences').values({ user_id: psychologist.id }).execute();
    await db
      .insertInto('psychologist_profiles')
      .values({
        user_id: psychologist.id,
        specialty: 'Psicologia Clínica',
        bio: 'Bench',
        hourly_rate_cents: 15000,
        available_hours: '07:00-22:00',
        crp: `CRP 06/9${String(index).padStart(5, '0')}`,
        professional_title: 'Psicóloga',
        applied_at: new Date().toISOString(),
        approval_status: 'approved',
        search_text: `psi bench ${index}`,
      })
      .execute();
    await db
      .insertInto('availability_slots')
      .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ psychologist_id: psychologist.id, weekday, start_time: '07:00', end_time: '22:00' })))
      .execute();
    const patient = await db
      .insertInto('users')
      .values({ email: `bench-p${index}@bench.test`, password_hash: 'x', name: `Paciente Bench ${index}`, phone: '', role: 'patient' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_preferences').values({ user_id: patient.id }).execute();
    const cookie = `${authSessionCookieName}=${await startAuthSession(app.services, patient.id)}`;
    const bookable = await requireBookablePsychologist(db, psychologist.id);
    const days = await slotsForRange(app.services, bookable, addDays(todayIn(app.services), 2), bookableDays);
    for (const day of days) {
      for (const slot of day.slots) targets.push({ cookie, body: JSON.stringify({ psychologistId: psychologist.id, startsAt: slot.startsAt }) });
    }
  }
  await app.close();
  return targets;
}

/** A copy of `source` with `count` more approved psychologists, each with a Mon–Fri agenda. */
export function copyWithManyPsychologists(source: string, target: string, count: number): void {
  copyFileSync(source, target);
  const db = new Database(target);
  db.exec(`
    create temp table bench_n(n integer primary key);
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count}) insert into bench_n select n from seq;
    insert into users (email, password_hash, name, phone, role)
      select 'many' || n || '@bench.test', 'x', 'Psicóloga ' || n, '(11) 90000-0000', 'psychologist' from bench_n;
    insert into user_preferences (user_id) select id from users where email like 'many%@bench.test';
    insert into psychologist_profiles (user_id, specialty, bio, hourly_rate_cents, available_hours, crp, professional_title,
        approval_status, applied_at, reviews_count, rating_total, search_text)
      select id, 'Psicologia Clínica', 'Atendimento acolhedor.', 10000 + (id % 30) * 500, '08:00-18:00', 'CRP 07/' || (200000 + id),
        'Psicóloga', 'approved', '2026-01-01T12:00:00.000Z', id % 200, (id % 200) * 4, 'psicologa ' || id || ' psicologia clinica'
      from users where email like 'many%@bench.test';
    insert into availability_slots (psychologist_id, weekday, start_time, end_time)
      select u.id, d.n, '08:00', '18:00' from users u join bench_n d on d.n <= 5 where u.email like 'many%@bench.test';
  `);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
