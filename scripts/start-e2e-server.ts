// Starts the app for the browser journeys on a fresh database seeded with the demo data. One database
// per port, so servers in different time zones (TIME_ZONE passes through) can run side by side.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const databasePath = `.test-output/e2e-${port}.db`;
mkdirSync('.test-output', { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });

const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
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
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Every journey comes from 127.0.0.1: one visitor's public budget would be shared by all of them.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
