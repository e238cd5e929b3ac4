import { defineConfig } from '@playwright/test';
import { journeyClockEnvironment } from './e2e/journey-clock.ts';
import { postgresBinDir } from './server/test/postgres/throwaway-cluster.ts';

/**
 * The journeys' clock, drawn once here (the next Monday 09:00 in São Paulo): every server below starts on
 * it (CLOCK_START, set by the start scripts) and every browser context gets it (e2e/journey-test.ts). The
 * Manaus server shares the same instant, 08:00 there. See docs/testing.md "Browser journeys and the clock".
 */
const clockEnvironment = journeyClockEnvironment();

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose platform runs in Manaus (UTC-4), one hour behind São Paulo. */
const manausPort = port + 1;
/** A third server whose browsers may only use a TURN relay: the coturn the relay journey starts on turnPort. */
const relayPort = port + 2;
/** Two servers on one PostgreSQL database, as behind a load balancer (scripts/start-e2e-postgres-servers.ts). */
export const scaleOutPorts = [port + 3, port + 4] as const;
export const turnPort = Number(process.env.E2E_TURN_PORT ?? port + 20_000);
export const turnSecret = 'segredo-do-coturn-das-jornadas-0123456789';
const relayEnvironment = {
  TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
  TURN_SECRET: turnSecret,
  ICE_TRANSPORT_POLICY: 'relay',
};
/** Debian's Chromium as this machine runs it: no sandbox, GPU or QUIC, and nothing fetched on its own. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const chromiumArgs = [...chromiumFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

function server(serverPort: number, env: Record<string, string> = {}) {
  return {
    command: 'node scripts/start-e2e-server.ts',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { ...clockEnvironment, E2E_PORT: String(serverPort), ...env },
  };
}

const timeZoneJourney = /time-zone\.spec\.ts$/;
const relayJourney = /video-relay\.spec\.ts$/;
const scaleOutJourney = /scale-out-video\.spec\.ts$/;
/** The scale-out journey needs PostgreSQL's binaries for its throwaway cluster; without them it is left out. */
const withPostgres = postgresBinDir() !== null;

const scaleOutServers = {
  command: 'node scripts/start-e2e-postgres-servers.ts',
  // The script starts the second server once the first is up.
  url: `http://127.0.0.1:${scaleOutPorts[1]}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...clockEnvironment, E2E_PORT: String(scaleOutPorts[0]) },
  // A SIGKILL would leave the cluster behind: SIGTERM lets the script stop the servers and remove it.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
};

/** Browser journeys against the built client served by the real server on a fresh, seeded database. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.test-output/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'sao-paulo',
      testIgnore: [timeZoneJourney, relayJourney, scaleOutJourney],
      use: { baseURL: `http://127.0.0.1:${port}`, timezoneId: 'America/Sao_Paulo' },
    },
    {
      // The browser sits in a third zone, so neither its own clock nor a São Paulo constant can pass for Manaus.
      name: 'manaus',
      testMatch: timeZoneJourney,
      use: { baseURL: `http://127.0.0.1:${manausPort}`, timezoneId: 'Europe/Lisbon' },
    },
    {
      name: 'turn',
      testMatch: relayJourney,
      use: { baseURL: `http://127.0.0.1:${relayPort}`, timezoneId: 'America/Sao_Paulo' },
    },
    ...(withPostgres
      ? [
          {
            name: 'scale-out',
            testMatch: scaleOutJourney,
            use: { baseURL: `http://127.0.0.1:${scaleOutPorts[0]}`, timezoneId: 'America/Sao_Paulo' },
          },
        ]
      : []),
  ],
  webServer: [
    server(port),
    server(manausPort, { TIME_ZONE: 'America/Manaus' }),
    server(relayPort, relayEnvironment),
    ...(withPostgres ? [scaleOutServers] : []),
  ],
});
