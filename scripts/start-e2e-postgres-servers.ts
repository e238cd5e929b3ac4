// Starts the scale-out journeys' servers: a throwaway PostgreSQL cluster seeded once with the demo data,
// and two app servers on it (E2E_PORT and E2E_PORT + 1), as behind a load balancer. SIGTERM or SIGINT
// stops both servers and removes the cluster. Seed and servers run on the journeys' clock (e2e/journey-clock.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { createPostgresDb } from '../server/src/db/postgres-connection.ts';
import { startThrowawayCluster } from '../server/test/postgres/throwaway-cluster.ts';
import { journeyNow } from '../e2e/journey-clock.ts';
import { buildServer } from './build-server.ts';

const firstPort = Number(process.env.E2E_PORT ?? '3103');
const ports = [firstPort, firstPort + 1];
const bundlePath = `.test-output/e2e-server-${firstPort}-postgres.mjs`;
mkdirSync('.test-output', { recursive: true });

const cluster = await startThrowawayCluster({ maxConnections: 100 });
process.on('exit', () => cluster.stop());
const servers: ChildProcess[] = [];
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
  // Exiting stops the cluster (the 'exit' handler above), once every server has let go of it.
  Promise.all(servers.map((server) => (server.exitCode === null ? new Promise((done) => server.once('exit', done)) : null))).then(
    () => process.exit(code),
    () => process.exit(1),
  );
};
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

try {
  const admin = createPostgresDb(`${cluster.baseUrl}postgres`, 1);
  await sql`create database acolhe`.execute(admin);
  await admin.destroy();
  await buildServer(bundlePath, false);
} catch (error) {
  console.error(error);
  process.exit(1);
}

const environment = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATABASE_URL: `${cluster.baseUrl}acolhe`,
  DATABASE_POOL_SIZE: '5',
  RECORDS_KEY: randomBytes(32).toString('base64'),
  DEMO_MODE: 'true',
  SEED_ON_EMPTY: 'false',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
};

// Seeded once, before any server starts, rather than by whichever server would find the database empty first.
const seedEnvironment = { ...environment, CLOCK_START: journeyNow().toISOString() };
if (spawnSync(process.execPath, [bundlePath, 'seed'], { stdio: 'inherit', env: seedEnvironment }).status !== 0) process.exit(1);

async function untilHealthy(port: number): Promise<void> {
  for (;;) {
    if (stopping) return;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (response?.ok) return;
    await delay(100);
  }
}

// One after the other: Playwright waits for the second's health, which then means both are up.
for (const port of ports) {
  const server = spawn(process.execPath, [bundlePath], {
    stdio: 'inherit',
    env: { ...environment, PORT: String(port), CLOCK_START: journeyNow().toISOString() },
  });
  servers.push(server);
  server.on('exit', (code) => stop(code ?? 1));
  await untilHealthy(port);
}
