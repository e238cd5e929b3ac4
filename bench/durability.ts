// What synchronous=FULL costs against NORMAL (both in WAL mode) on this machine's disk: booking over HTTP
// (bench/booking-load.ts) and bare one-row commits, each mode on a fresh database, interleaved (the order
// alternates per round), median of the rounds. FULL syncs the WAL at every commit, so an acknowledged
// booking survives a power cut; NORMAL syncs only at checkpoints, so the last commits can be lost.
// Run: npm run bench:durability  (BENCH_ROUNDS, default 5)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openSqlite } from '../server/src/db/connection.ts';
import { runBookingLoad, setUpBookingLoad } from './booking-load.ts';

type Mode = 'FULL' | 'NORMAL';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const requestCount = 1500;
const concurrency = 16;
const commitCount = 2000;
const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-durability-'));
let runIndex = 0;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.95 * values.length) - 1] ?? Number.NaN;

async function bookingRun(mode: Mode): Promise<{ perSecond: number; bookedPerSecond: number; p95: number }> {
  runIndex += 1;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: join(dir, `booking-${runIndex}.db`), LOG_LEVEL: 'silent', CLIENT_DIST: join(dir, 'none') });
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    // One connection serves the app (Kysely's SQLite dialect), so the pragma holds for every request.
    await sql.raw(`pragma synchronous = ${mode}`).execute(app.services.db);
    const load = await setUpBookingLoad(app, 100);
    const outcome = await runBookingLoad(load, requestCount, concurrency);
    if (outcome.failed > 0) throw new Error(`${outcome.failed} bookings failed`);
    return { perSecond: requestCount / outcome.seconds, bookedPerSecond: outcome.booked / outcome.seconds, p95: percentile95(outcome.latencies) };
  } finally {
    await app.close();
  }
}

function commitRun(mode: Mode): number {
  runIndex += 1;
  const sqlite = openSqlite(join(dir, `commits-${runIndex}.db`));
  sqlite.pragma(`synchronous = ${mode}`);
  sqlite.exec('create table writes (id integer primary key, at text)');
  const insert = sqlite.prepare('insert into writes (at) values (?)');
  const started = performance.now();
  for (let index = 0; index < commitCount; index += 1) insert.run(new Date().toISOString());
  const perSecond = commitCount / ((performance.now() - started) / 1000);
  sqlite.close();
  return perSecond;
}

const figures = { requests: [] as number[], booked: [] as number[], p95: [] as number[], commits: [] as number[] };
const absolute: Record<Mode, { requests: number[]; commits: number[] }> = { FULL: { requests: [], commits: [] }, NORMAL: { requests: [], commits: [] } };
for (let round = 0; round < rounds; round += 1) {
  const order: Mode[] = round % 2 === 0 ? ['FULL', 'NORMAL'] : ['NORMAL', 'FULL'];
  const booking = {} as Record<Mode, Awaited<ReturnType<typeof bookingRun>>>;
  const commits = {} as Record<Mode, number>;
  for (const mode of order) {
    booking[mode] = await bookingRun(mode);
    commits[mode] = commitRun(mode);
    absolute[mode].requests.push(booking[mode].perSecond);
    absolute[mode].commits.push(commits[mode]);
  }
  figures.requests.push(booking.FULL.perSecond / booking.NORMAL.perSecond);
  figures.booked.push(booking.FULL.bookedPerSecond / booking.NORMAL.bookedPerSecond);
  figures.p95.push(booking.FULL.p95 / booking.NORMAL.p95);
  figures.commits.push(commits.FULL / commits.NORMAL);
  console.log(`rodada ${round + 1}: reservas FULL/NORMAL ${figures.requests.at(-1)?.toFixed(2)}, commits ${figures.commits.at(-1)?.toFixed(2)}`);
}

console.log(`\nsynchronous=FULL em relação a NORMAL (WAL), mediana de ${rounds} rodadas intercaladas`);
console.log(`reservas por HTTP (${requestCount}, ${concurrency} por vez): pedidos/s ×${median(figures.requests).toFixed(2)}, reservas gravadas/s ×${median(figures.booked).toFixed(2)}, p95 ×${median(figures.p95).toFixed(2)}`);
console.log(`commits de uma linha (${commitCount}): ×${median(figures.commits).toFixed(2)}`);
console.log(`absolutos (medianas): reservas ${median(absolute.FULL.requests).toFixed(0)} vs ${median(absolute.NORMAL.requests).toFixed(0)} pedidos/s; commits ${median(absolute.FULL.commits).toFixed(0)} vs ${median(absolute.NORMAL.commits).toFixed(0)} por s`);
rmSync(dir, { recursive: true, force: true });
