// Booking throughput over HTTP on loopback, with many patients racing for the same slots.
// Prints requests per second, latency, and checks that no slot was booked twice.
// Run: npx tsx bench/booking-throughput.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { addDays } from '@acolhe/shared/calendar';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { authSessionCookieName } from '../server/src/modules/auth/auth-session-cookie.ts';
import { startAuthSession } from '../server/src/modules/auth/auth-session.service.ts';
import { requireBookablePsychologist, slotsForRange, todayIn } from '../server/src/modules/availability/availability.service.ts';
import { seededRandom } from '../server/src/seed/random.ts';

const patientCount = 300;
const requestCount = 3000;
const concurrency = 32;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-booking-'));
const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: join(dir, 'bench.db'), LOG_LEVEL: 'silent', CLIENT_DIST: join(dir, 'none') });
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const url = `http://127.0.0.1:${address.port}/trpc/appointments.book`;
const { db } = app.services;

// Two psychologists open every day 07:00–22:00 (50 + 10 min), and patients with sessions.
const psychologistIds: number[] = [];
for (const index of [1, 2]) {
  const user = await db
    .insertInto('users')
    .values({ email: `psi${index}@bench.test`, password_hash: 'x', name: `Psi ${index}`, phone: '', role: 'psychologist' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_preferences').values({ user_id: user.id }).execute();
  await db
    .insertInto('psychologist_profiles')
    .values({
      user_id: user.id,
      specialty: 'Psicologia Clínica',
      bio: 'Bench',
      hourly_rate_cents: 15000,
      available_hours: '07:00-22:00',
      crp: `CRP 06/1000${index}`,
      professional_title: 'Psicóloga',
      applied_at: new Date().toISOString(),
      approval_status: 'approved',
      search_text: `psi ${index}`,
    })
    .execute();
  await db
    .insertInto('availability_slots')
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ psychologist_id: user.id, weekday, start_time: '07:00', end_time: '22:00' })))
    .execute();
  psychologistIds.push(user.id);
}
const cookies: string[] = [];
for (let index = 0; index < patientCount; index += 1) {
  const user = await db
    .insertInto('users')
    .values({ email: `p${index}@bench.test`, password_hash: 'x', name: `Paciente ${index}`, phone: '', role: 'patient' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_preferences').values({ user_id: user.id, email_appointments: 0 }).execute();
  cookies.push(`${authSessionCookieName}=${await startAuthSession(app.services, user.id)}`);
}

// Requests aim at the first days' slots so that many collide, as at a popular professional.
const targets: { psychologistId: number; startsAt: string }[] = [];
for (const psychologistId of psychologistIds) {
  const psychologist = await requireBookablePsychologist(db, psychologistId);
  const days = await slotsForRange(app.services, psychologist, addDays(todayIn(app.services), 1), 10);
  for (const day of days) for (const slot of day.slots) targets.push({ psychologistId, startsAt: slot.startsAt });
}

const random = seededRandom(7);
const outcome = { booked: 0, taken: 0, failed: 0 };
const latencies: number[] = [];
let sent = 0;
async function worker(): Promise<void> {
  while (sent < requestCount) {
    sent += 1;
    const target = random.pick(targets);
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: random.pick(cookies) },
      body: JSON.stringify(target),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status === 200) outcome.booked += 1;
    else if (response.status === 409) outcome.taken += 1;
    else outcome.failed += 1;
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;

const doubles = await sql<{ n: number }>`select count(*) as n from (select psychologist_id, starts_at from appointments
  where status <> 'cancelled' group by psychologist_id, starts_at having count(*) > 1)`.execute(db);
const stored = await db.selectFrom('appointments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
const sorted = [...latencies].sort((a, b) => a - b);

console.log(`\nBooking over HTTP: ${requestCount} requests, ${concurrency} at a time, ${targets.length} slots, ${patientCount} patients`);
console.log(`throughput        ${(requestCount / seconds).toFixed(0)} requests/s`);
console.log(`latency           median ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms`);
console.log(`booked            ${outcome.booked} (stored: ${Number(stored.n)})`);
console.log(`slot taken (409)  ${outcome.taken}  — includes a patient's own overlapping consultations`);
console.log(`failed            ${outcome.failed}`);
console.log(`double bookings   ${Number(doubles.rows[0]?.n ?? 0)}`);
const ok = outcome.failed === 0 && Number(doubles.rows[0]?.n ?? 0) === 0 && Number(stored.n) === outcome.booked;
console.log(ok ? 'OK: no failed request, no double booking' : 'PROBLEM: see above');

await app.close();
rmSync(dir, { recursive: true, force: true });
