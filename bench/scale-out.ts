// Scale-out: directory.list and appointments.book on SQLite (one server), on PostgreSQL with one app
// server and on PostgreSQL with two (separate processes, each on its own port, the load split across
// both), each as a ratio to a bare Fastify 5 route measured in the same run, interleaved, median of 3.
// The PostgreSQL database is the SQLite file copied by `acolhe copy-to-postgres`'s code, into a
// throwaway cluster that syncs every commit (as SQLite's synchronous=FULL does).
// BENCH_SECONDS (default 10) sets each load's length; BENCH_POSTGRES_FSYNC=off runs the cluster without
// syncing its commits, to see what the syncs cost. Run: npm run bench:scale-out
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../server/src/db/connection.ts';
import { copySqliteToPostgres } from '../server/src/db/copy-to-postgres/copy-to-postgres.ts';
import { createPostgresDb } from '../server/src/db/postgres-connection.ts';
import { startThrowawayCluster } from '../server/test/postgres/throwaway-cluster.ts';
import { bookingRequests, buildBenchBundle, directoryQuery, firstOk, median, spawnServer, stop } from './bench-servers.ts';
import { prepareDemoDatabase, type BookingTarget } from './server-fixtures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = 3;
const connections = 32;
// Enough distinct free slots that no round books a slot twice (three setups share two databases).
const bookablePsychologists = 60;
const postgresSyncs = process.env.BENCH_POSTGRES_FSYNC !== 'off';
const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-scale-out-'));
const sqlitePath = join(dir, 'acolhe.db');

/** One load's figures, summed over the servers it was split across. */
interface Measure {
  rate: number;
  p99: number;
  failures: number;
}

/** The connections split evenly across the servers, all loaded at once for the same time. */
async function loadAcross(urls: string[], options: Partial<Options> = {}): Promise<Measure> {
  const results: Result[] = await Promise.all(
    urls.map((url) => autocannon({ url, connections: connections / urls.length, duration: seconds, ...options })),
  );
  return {
    rate: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

/**
 * The targets taken in turn from each psychologist: concurrent bookings then go to different
 * psychologists, as at a clinic, instead of all queueing on one agenda (each booking bumps its
 * psychologist's availability version, a row lock on PostgreSQL until the commit).
 */
function inTurnsByPsychologist(targets: BookingTarget[]): BookingTarget[] {
  const byPsychologist = new Map<number, BookingTarget[]>();
  for (const target of targets) {
    const { psychologistId } = JSON.parse(target.body) as { psychologistId: number };
    const queue = byPsychologist.get(psychologistId) ?? [];
    queue.push(target);
    byPsychologist.set(psychologistId, queue);
  }
  const queues = [...byPsychologist.values()];
  const longest = Math.max(...queues.map((queue) => queue.length));
  return Array.from({ length: longest }, (_, index) => queues.flatMap((queue) => queue.slice(index, index + 1))).flat();
}

async function doubleBookings(target: DatabaseTarget): Promise<number> {
  const db = openDatabase(target);
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select psychologist_id, starts_at from appointments
    where status <> 'cancelled' group by psychologist_id, starts_at having count(*) > 1) as doubles`.execute(db);
  await db.destroy();
  return Number(rows[0]?.n ?? 0);
}

console.log(`Building the bundle, the SQLite database and its PostgreSQL copy (${seconds} s loads, ${connections} connections)...`);
buildBenchBundle();
const targets = inTurnsByPsychologist(await prepareDemoDatabase(sqlitePath, join(dir, 'no-client'), bookablePsychologists));
const cluster = await startThrowawayCluster({ durable: postgresSyncs });
const postgresUrl = `${cluster.baseUrl}acolhe`;
const admin = createPostgresDb(`${cluster.baseUrl}postgres`, 1);
await sql`create database acolhe`.execute(admin);
await admin.destroy();
const copy = await copySqliteToPostgres(sqlitePath, postgresUrl);
if (!copy.copied) throw new Error('a cópia para o PostgreSQL não conferiu');

// The servers on PostgreSQL share the SQLite file's records key, as the copy's operator is told to do.
const recordsKey = readFileSync(`${sqlitePath}.records-key`, 'utf8').trim();
const onPostgres = { DATABASE_URL: postgresUrl, RECORDS_KEY: recordsKey };
const noClient = { CLIENT_DIST: join(dir, 'no-client') };
const bare = spawnServer('bare', noClient);
const sqliteServer = spawnServer('acolhe', { ...noClient, DATABASE_PATH: sqlitePath });
const postgresServers = [spawnServer('acolhe', { ...noClient, ...onPostgres }), spawnServer('acolhe', { ...noClient, ...onPostgres })];
await Promise.all([firstOk(`${bare.url}/`), ...[sqliteServer, ...postgresServers].map((server) => firstOk(`${server.url}/api/health`))]);

// One cursor per database: the two PostgreSQL setups book into the same one.
const sqliteCursor = { next: 0 };
const postgresCursor = { next: 0 };
const setups = [
  { name: 'SQLite, 1 server', servers: [sqliteServer], cursor: sqliteCursor },
  { name: 'PostgreSQL, 1 server', servers: postgresServers.slice(0, 1), cursor: postgresCursor },
  { name: 'PostgreSQL, 2 servers', servers: postgresServers, cursor: postgresCursor },
];
const scenarios = setups.flatMap(({ name, servers, cursor }) => {
  const urls = servers.map((server) => server.url);
  return [
    { name: `\`directory.list\` — ${name}`, run: () => loadAcross(urls.map((url) => `${url}${directoryQuery}`)) },
    {
      name: `\`appointments.book\` — ${name}`,
      run: () => loadAcross(urls.map((url) => `${url}/trpc/appointments.book`), bookingRequests(targets, cursor)),
    },
  ];
});
const samples = new Map<string, { acolhe: Measure; bare: Measure }[]>(scenarios.map((scenario) => [scenario.name, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const scenario of scenarios) {
    const bareMeasure = await loadAcross([`${bare.url}/`]);
    const acolhe = await scenario.run();
    samples.get(scenario.name)?.push({ acolhe, bare: bareMeasure });
    console.log(`round ${round} ${scenario.name}: ${acolhe.rate.toFixed(0)} req/s (bare ${bareMeasure.rate.toFixed(0)})`);
  }
}
await Promise.all([bare, sqliteServer, ...postgresServers].map(stop));
const doubles = {
  sqlite: await doubleBookings({ engine: 'sqlite', path: sqlitePath }),
  postgres: await doubleBookings({ engine: 'postgres', url: postgresUrl, poolSize: 1 }),
};
cluster.stop();
rmSync(dir, { recursive: true, force: true });

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;
console.log(
  `\nAcolhe (bundle, request logging at info) against a bare Fastify 5 route, ${seconds} s loads, ${connections} connections ` +
    `(split evenly across the servers), median of ${rounds} interleaved rounds, ${availableParallelism()} CPUs for everything ` +
    `(servers, PostgreSQL and autocannon); PostgreSQL with fsync and synchronous commits ${postgresSyncs ? 'on' : 'off'}\n`,
);
console.log('| what | Acolhe | bare route | as % of bare | p99 | failures |');
console.log('|---|---|---|---|---|---|');
for (const scenario of scenarios) {
  const runs = samples.get(scenario.name) ?? [];
  const ratio = median(runs.map(({ acolhe, bare: b }) => acolhe.rate / b.rate));
  const failures = runs.reduce((sum, { acolhe }) => sum + acolhe.failures, 0);
  console.log(
    `| ${scenario.name} | ${median(runs.map(({ acolhe }) => acolhe.rate)).toFixed(0)} req/s | ` +
      `${median(runs.map(({ bare: b }) => b.rate)).toFixed(0)} req/s | ${percent(ratio)} | ` +
      `${median(runs.map(({ acolhe }) => acolhe.p99))} ms | ${failures} |`,
  );
}
console.log(`\nDouble bookings: SQLite ${doubles.sqlite}, PostgreSQL ${doubles.postgres}.`);
