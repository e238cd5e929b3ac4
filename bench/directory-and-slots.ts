// Directory list latency over HTTP and 30-day slot computation on a database of 10,000 psychologists.
// Run: npx tsx bench/directory-and-slots.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays, instantAt } from '@acolhe/shared/calendar';
import { directorySorts, type DirectoryListInput } from '@acolhe/shared/directory';
import { specialties } from '@acolhe/shared/specialties';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { foldText, type Db } from '../server/src/db/connection.ts';
import { requireBookablePsychologist, slotsForRange, todayIn } from '../server/src/modules/availability/availability.service.ts';
import { randomPerson } from '../server/src/seed/people.ts';
import { bioOf, randomCareer } from '../server/src/seed/specialty-profiles.ts';
import { seededRandom, type Random } from '../server/src/seed/random.ts';

const psychologistCount = 10_000;
const patientCount = 500;
const batchSize = 500;
const directoryRuns = 400;
const slotRuns = 300;
const targets = { directoryP95Ms: 20, slotsP95Ms: 5 };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs: sorted.length, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
}

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += batchSize) result.push(rows.slice(index, index + batchSize));
  return result;
}

function personName(random: Random): string {
  return randomPerson(random).name;
}

/** Multi-row inserts in one transaction: 10,000 psychologists with preferences, profiles and Mon–Fri windows. */
async function insertPsychologists(db: Db, random: Random, appliedAt: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    const people = Array.from({ length: psychologistCount }, (_, index) => ({ index, name: personName(random) }));
    for (const batch of chunks(people)) {
      const inserted = await trx
        .insertInto('users')
        .values(batch.map(({ index, name }) => ({ email: `psi${index}@bench.test`, password_hash: 'x', name, phone: '(11) 90000-0000', role: 'psychologist' as const })))
        .returning('id')
        .execute();
      const batchIds = inserted.map((row) => row.id);
      ids.push(...batchIds);
      const rows = batch.map((person, position) => ({ ...person, id: batchIds[position] ?? 0 }));
      await trx
        .insertInto('user_preferences')
        .values(rows.map(({ id }) => ({ user_id: id, public_profile: random.chance(0.95) ? 1 : 0, show_ratings: random.chance(0.9) ? 1 : 0 })))
        .execute();
      await trx
        .insertInto('psychologist_profiles')
        .values(
          rows.map(({ id, index, name }) => {
            const specialty = specialties[index % specialties.length] ?? 'Psicologia Clínica';
            const reviews = random.chance(0.15) ? 0 : random.int(1, 400);
            return {
              user_id: id,
              specialty,
              bio: bioOf(randomCareer(random, 'female', specialty)),
              hourly_rate_cents: random.int(20, 36) * 500,
              available_hours: '08:00-18:00',
              crp: `CRP ${String((index % 24) + 1).padStart(2, '0')}/${100000 + index}`,
              professional_title: 'Psicóloga' as const,
              approval_status: random.chance(0.97) ? ('approved' as const) : ('pending' as const),
              applied_at: appliedAt,
              reviews_count: reviews,
              rating_total: Math.round(reviews * (3.5 + random.next() * 1.5)),
              search_text: foldText(`${name} ${specialty}`),
            };
          }),
        )
        .execute();
      await trx
        .insertInto('availability_slots')
        .values(rows.flatMap(({ id }) => [1, 2, 3, 4, 5].map((weekday) => ({ psychologist_id: id, weekday, start_time: '08:00', end_time: '18:00' }))))
        .execute();
    }
    return ids;
  });
}

async function insertPatients(db: Db, random: Random): Promise<number[]> {
  const rows = await db
    .insertInto('users')
    .values(Array.from({ length: patientCount }, (_, index) => ({ email: `paciente${index}@bench.test`, password_hash: 'x', name: personName(random), phone: '(11) 90000-0000', role: 'patient' as const })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Past completed consultations spread over psychologists, and a busy next month for the one measured. */
async function insertAppointments(db: Db, random: Random, psychologists: number[], patients: number[], today: string, timeZone: string) {
  const appointments: { patient_id: number; psychologist_id: number; starts_at: string; ends_at: string; status: 'completed' | 'scheduled'; price_cents: number }[] = [];
  const add = (psychologistId: number, date: string, hour: number, status: 'completed' | 'scheduled') => {
    const start = instantAt(date, hour * 60, timeZone);
    appointments.push({ patient_id: random.pick(patients), psychologist_id: psychologistId, starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 50 * 60_000).toISOString(), status, price_cents: 15_000 });
  };
  for (const [index, psychologistId] of psychologists.slice(0, 2_000).entries()) {
    for (let day = 1; day <= 10; day += 1) add(psychologistId, addDays(today, -day - (index % 7)), 8 + day, 'completed');
  }
  const measured = psychologists[0] ?? 0;
  for (let day = 0; day < 30; day += 1) for (const hour of [10, 14]) add(measured, addDays(today, day), hour, 'scheduled');
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(appointments)) await trx.insertInto('appointments').values(batch).execute();
  });
  return appointments.length;
}

/** The cost of an HTTP round trip with no work behind it, to read the directory figures against. */
async function timeHealth(url: string) {
  const samples: number[] = [];
  for (let run = 0; run < 220; run += 1) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).json();
    if (run >= 20) samples.push(performance.now() - started);
  }
  return samples;
}

function directoryQueries(random: Random): DirectoryListInput[] {
  // An empty search stands for no search at all: random.pick refuses undefined items.
  const searches = ['', '', 'silva', 'ana', 'clinica', 'neuro', 'joão', 'xyz', 'dr. ma'];
  return Array.from({ length: directoryRuns }, (_, run) => ({
    search: random.pick(searches) || undefined,
    specialty: random.chance(0.4) ? random.pick(specialties) : undefined,
    sort: directorySorts[run % directorySorts.length] ?? 'rating',
    page: random.chance(0.8) ? 1 : random.int(2, 20),
  }));
}

/** Latency of every call after the first 20 (which warm up caches and the JIT), also grouped by sort key. */
async function timeDirectory(url: string, queries: DirectoryListInput[]) {
  const samples: number[] = [];
  const bySort = new Map<string, number[]>();
  for (const [run, query] of queries.entries()) {
    const started = performance.now();
    const response = await fetch(`${url}/trpc/directory.list?input=${encodeURIComponent(JSON.stringify(query))}`);
    if (!response.ok) throw new Error(`directory.list answered ${response.status}: ${await response.text()}`);
    await response.json();
    const elapsed = performance.now() - started;
    if (run < 20) continue;
    samples.push(elapsed);
    bySort.set(query.sort ?? 'rating', [...(bySort.get(query.sort ?? 'rating') ?? []), elapsed]);
  }
  return { samples, bySort };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_PATH: join(dir, 'bench.db'), LOG_LEVEL: 'silent', CLIENT_DIST: join(dir, 'no-client'), DEMO_MODE: 'false' });
  const app = await buildApp(config);
  try {
    const { db } = app.services;
    const random = seededRandom(20261122);
    const today = todayIn(app.services);
    let started = performance.now();
    const psychologists = await insertPsychologists(db, random, new Date().toISOString());
    const patients = await insertPatients(db, random);
    const appointmentCount = await insertAppointments(db, random, psychologists, patients, today, config.timeZone);
    const insertSeconds = (performance.now() - started) / 1000;

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;
    const health = summarise(await timeHealth(url));
    const timings = await timeDirectory(url, directoryQueries(random));

    const psychologist = await requireBookablePsychologist(db, psychologists[0] ?? 0);
    const slotSamples: number[] = [];
    for (let run = 0; run < slotRuns + 20; run += 1) {
      started = performance.now();
      await slotsForRange(app.services, psychologist, today, 30);
      if (run >= 20) slotSamples.push(performance.now() - started);
    }
    const slots = summarise(slotSamples);

    const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
    console.log(`\nDados: ${psychologistCount} psicólogos, ${patientCount} pacientes, ${appointmentCount} consultas (inseridos em ${insertSeconds.toFixed(1)} s)\n`);
    console.log(`${'Medição'.padEnd(44)}${'execuções'.padStart(10)}${'mediana'.padStart(10)}${'p95'.padStart(10)}${'máximo'.padStart(10)}  meta p95`);
    const line = (label: string, stats: ReturnType<typeof summarise>, target: number) =>
      console.log(`${label.padEnd(44)}${String(stats.runs).padStart(10)}${ms(stats.median)}${ms(stats.p95)}${ms(stats.max)}  < ${target} ms ${stats.p95 < target ? 'ok' : 'ACIMA'}`);
    line('directory.list via HTTP (busca/filtro/ordem)', summarise(timings.samples), targets.directoryP95Ms);
    for (const [sort, samples] of timings.bySort) line(`  só ordem ${sort}`, summarise(samples), targets.directoryP95Ms);
    console.log(`${'  (referência: GET /api/health)'.padEnd(44)}${String(health.runs).padStart(10)}${ms(health.median)}${ms(health.p95)}${ms(health.max)}`);
    line('slotsForRange, 30 dias, 1 psicólogo', slots, targets.slotsP95Ms);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
