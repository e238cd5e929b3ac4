// Starts the app for the browser journeys on a fresh database seeded with the demo data, from the same
// kind of bundle production runs. One database and one bundle per port, so servers in different time
// zones (TIME_ZONE passes through) can be built and run side by side. The server's clock starts on the
// journeys' clock (e2e/journey-clock.ts): a Monday 09:00 when the run starts.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { journeyNow } from '../e2e/journey-clock.ts';
import { buildServer } from './build-server.ts';

const port = process.env.E2E_PORT ?? '3100';
const databasePath = `.test-output/e2e-${port}.db`;
const bundlePath = `.test-output/e2e-server-${port}.mjs`;
mkdirSync('.test-output', { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
await buildServer(bundlePath, false);

const server = spawn(process.execPath, [bundlePath], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    DEMO_MODE: 'true',
    SEED_ON_EMPTY: 'true',
    LOG_LEVEL: 'warn',
    // Taken as the process starts, so the server's clock runs on the same line as the browsers'.
    CLOCK_START: journeyNow().toISOString(),
    // Reminders go out within seconds, not within the minute: reminder-links.spec.ts waits on one.
    ATTENDANCE_SWEEP_SECONDS: '5',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Every journey comes from 127.0.0.1: one visitor's public budget would be shared by all of them.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
