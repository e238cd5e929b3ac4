// Booking throughput over HTTP on loopback, with many patients racing for the same slots.
// Prints requests per second, latency, and checks that no slot was booked twice.
// Run: npx tsx bench/booking-throughput.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { runBookingLoad, setUpBookingLoad } from './booking-load.ts';

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
const { db } = app.services;
const load = await setUpBookingLoad(app, patientCount);
const outcome = await runBookingLoad(load, requestCount, concurrency);

const doubles = await sql<{ n: number }>`select count(*) as n from (select psychologist_id, starts_at from appointments
  where status <> 'cancelled' group by psychologist_id, starts_at having count(*) > 1)`.execute(db);
const stored = await db.selectFrom('appointments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
const sorted = [...outcome.latencies].sort((a, b) => a - b);

console.log(`\nBooking over HTTP: ${requestCount} requests, ${concurrency} at a time, ${load.targets.length} slots, ${patientCount} patients`);
console.log(`throughput        ${(requestCount / outcome.seconds).toFixed(0)} requests/s`);
console.log(`latency           median ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms`);
console.log(`booked            ${outcome.booked} (stored: ${Number(stored.n)})`);
console.log(`slot taken (409)  ${outcome.taken}  — includes a patient's own overlapping consultations`);
console.log(`failed            ${outcome.failed}`);
console.log(`double bookings   ${Number(doubles.rows[0]?.n ?? 0)}`);
const ok = outcome.failed === 0 && Number(doubles.rows[0]?.n ?? 0) === 0 && Number(stored.n) === outcome.booked;
console.log(ok ? 'OK: no failed request, no double booking' : 'PROBLEM: see above');

await app.close();
rmSync(dir, { recursive: true, force: true });
