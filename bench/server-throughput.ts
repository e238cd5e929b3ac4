// Acolhe's production bundle against a bare Fastify 5 route, interleaved in one run, median of 3 rounds.
// Prints every goal of issue 11 as a ratio to the bare route. BENCH_SECONDS (default 10) sets each load's
// length and BENCH_MEMORY_SECONDS (default 30) the directory load before the second RSS reading.
// BENCH_ONLY=book (any part of a scenario's name) runs only the matching loads, without start and memory.
// Run: npm run bench:server
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import Database from 'better-sqlite3';
import { bookingRequests, buildBenchBundle, directoryQuery, firstOk, median, spawnServer, startFlags, stop, type Server } from './bench-servers.ts';
import { copyWithManyPsychologists, prepareDemoDatabase } from './server-fixtures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const memorySeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 30);
const rounds = 3;
const coldStarts = 5;
const connections = 32;
const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-server-'));
const demoDb = join(dir, 'demo.db');
const manyDb = join(dir, 'many.db');

function rssMiB(server: Server): number {
  const line = readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

async function load(url: string, options: Partial<Options> = {}, duration = seconds): Promise<Result> {
  return autocannon({ url, connections, duration, ...options });
}

const bareRoute = (server: Server) => `${server.url}/`;
const onDatabase = (databasePath: string) => ({ DATABASE_PATH: databasePath, CLIENT_DIST: join(dir, 'no-client') });

// One cursor for all rounds: each request books a slot no earlier request asked for.
const cursor = { next: 0 };

interface Scenario {
  name: string;
  goal: number;
  p99Limit?: number;
  run: () => Promise<Result>;
}

interface Sample {
  acolhe: Result;
  bare: Result;
}

console.log(`Building the bundle and the databases (loads of ${seconds} s, ${connections} connections)...`);
buildBenchBundle();
// 60 psychologists give about 76,000 distinct slots: three rounds of bookings never run out of them.
const targets = await prepareDemoDatabase(demoDb, join(dir, 'no-client'), 60);
copyWithManyPsychologists(demoDb, manyDb, 10_000);

const bare = spawnServer('bare', onDatabase(demoDb));
const demo = spawnServer('acolhe', onDatabase(demoDb));
const many = spawnServer('acolhe', onDatabase(manyDb));
await Promise.all([firstOk(bareRoute(bare)), firstOk(`${demo.url}/api/health`), firstOk(`${many.url}/api/health`)]);

const allScenarios: Scenario[] = [
  { name: '`GET /api/health`', goal: 0.5, run: () => load(`${demo.url}/api/health`) },
  { name: '`directory.list` (default query, demo data)', goal: 0.15, p99Limit: 10, run: () => load(`${demo.url}${directoryQuery}`) },
  { name: '`directory.list` with 10,000 psychologists', goal: 0.1, p99Limit: 10, run: () => load(`${many.url}${directoryQuery}`) },
  { name: '`stats.landing`', goal: 0.4, run: () => load(`${demo.url}/trpc/stats.landing`) },
  { name: '`appointments.book` (distinct free slots)', goal: 0.03, run: () => load(`${demo.url}/trpc/appointments.book`, bookingRequests(targets, cursor)) },
];
const only = process.env.BENCH_ONLY;
const scenarios = only ? allScenarios.filter((scenario) => scenario.name.includes(only)) : allScenarios;
const samples = new Map<string, Sample[]>(scenarios.map((scenario) => [scenario.name, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const scenario of scenarios) {
    const bareResult = await load(bareRoute(bare));
    const acolhe = await scenario.run();
    samples.get(scenario.name)?.push({ acolhe, bare: bareResult });
    console.log(`round ${round} ${scenario.name}: ${acolhe.requests.average.toFixed(0)} req/s (bare ${bareResult.requests.average.toFixed(0)})`);
  }
}
await Promise.all([stop(demo), stop(many)]);

const database = new Database(demoDb, { readonly: true });
const doubles = database
  .prepare(`select count(*) as n from (select psychologist_id, starts_at from appointments where status <> 'cancelled' group by psychologist_id, starts_at having count(*) > 1)`)
  .get() as { n: number };
database.close();

const starts: { bare: number[]; acolhe: number[] } = { bare: [], acolhe: [] };
for (let run = 0; run < (only ? 0 : coldStarts); run += 1) {
  for (const kind of ['bare', 'acolhe'] as const) {
    const server = spawnServer(kind, onDatabase(demoDb));
    starts[kind].push(await firstOk(kind === 'bare' ? bareRoute(server) : `${server.url}/api/health`));
    await stop(server);
  }
}

const memory: Record<'bare' | 'acolhe', { idle: number; loaded: number }> = { bare: { idle: 0, loaded: 0 }, acolhe: { idle: 0, loaded: 0 } };
for (const kind of only ? [] : (['bare', 'acolhe'] as const)) {
  const server = spawnServer(kind, onDatabase(demoDb));
  await firstOk(kind === 'bare' ? bareRoute(server) : `${server.url}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  memory[kind].idle = rssMiB(server);
  await load(kind === 'bare' ? bareRoute(server) : `${server.url}${directoryQuery}`, {}, memorySeconds);
  memory[kind].loaded = rssMiB(server);
  await stop(server);
}
await stop(bare);
rmSync(dir, { recursive: true, force: true });

const mark = (met: boolean) => (met ? 'met' : 'not yet');
const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;
console.log(`\nAcolhe (bundle, node ${startFlags.join(' ')}, request logging at info) against a bare Fastify 5 route, ${seconds} s loads, ${connections} connections, median of ${rounds} interleaved rounds\n`);
console.log('| what | Acolhe | bare route | as % of bare | p99 (bare) | goal | |');
console.log('|---|---|---|---|---|---|---|');
for (const scenario of scenarios) {
  const runs = samples.get(scenario.name) ?? [];
  const ratio = median(runs.map(({ acolhe, bare: b }) => acolhe.requests.average / b.requests.average));
  const p99 = median(runs.map(({ acolhe }) => acolhe.latency.p99));
  const bareP99 = median(runs.map(({ bare: b }) => b.latency.p99));
  const failures = runs.reduce((sum, { acolhe }) => sum + acolhe.non2xx + acolhe.errors + acolhe.timeouts, 0);
  let met = ratio >= scenario.goal;
  let goal = `≥ ${percent(scenario.goal)}`;
  if (scenario.p99Limit) {
    met &&= p99 <= scenario.p99Limit * Math.max(bareP99, 1);
    goal += `, p99 ≤ ${scenario.p99Limit}× bare`;
  }
  let extra = '';
  if (scenario.name.includes('book')) {
    met &&= failures === 0 && doubles.n === 0;
    goal += ', 0 failures, 0 double bookings';
    extra = ` (${failures} failures, ${doubles.n} double bookings)`;
  }
  const acolheRate = median(runs.map(({ acolhe }) => acolhe.requests.average));
  const bareRate = median(runs.map(({ bare: b }) => b.requests.average));
  console.log(`| ${scenario.name} | ${acolheRate.toFixed(0)} req/s${extra} | ${bareRate.toFixed(0)} req/s | ${percent(ratio)} | ${p99} ms (${bareP99} ms) | ${goal} | ${mark(met)} |`);
}
if (only) process.exit(0);
const startRatio = median(starts.acolhe) / median(starts.bare);
console.log(`| cold start, spawn → first 200 (median of ${coldStarts}) | ${median(starts.acolhe).toFixed(0)} ms | ${median(starts.bare).toFixed(0)} ms | ${startRatio.toFixed(2)}× | — | ≤ 1.5× | ${mark(startRatio <= 1.5)} |`);
console.log(`| RSS idle | ${memory.acolhe.idle.toFixed(0)} MiB | ${memory.bare.idle.toFixed(0)} MiB | — | — | ≤ 120 MiB | ${mark(memory.acolhe.idle <= 120)} |`);
console.log(`| RSS after ${memorySeconds} s of directory load | ${memory.acolhe.loaded.toFixed(0)} MiB | ${memory.bare.loaded.toFixed(0)} MiB | — | — | ≤ 200 MiB | ${mark(memory.acolhe.loaded <= 200)} |`);
