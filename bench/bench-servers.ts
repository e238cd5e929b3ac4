// What the server benches share: Acolhe's production bundle and the bare Fastify route as child
// processes, the loads they put on them, and the median they report.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Options } from 'autocannon';
import type { BookingTarget } from './server-fixtures.ts';

/** Where the benches build the production bundle (`scripts/build-server.ts`). */
const benchBundle = '.test-output/bench/server.mjs';

/** Builds the production bundle the benches start, from the code as it is now. */
export function buildBenchBundle(): void {
  mkdirSync('.test-output/bench', { recursive: true });
  if (spawnSync(process.execPath, ['scripts/build-server.ts', benchBundle], { stdio: 'inherit' }).status !== 0) throw new Error('bundle failed');
}

export interface Server {
  child: ChildProcess;
  url: string;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// Acolhe starts with the Node flags `npm start` gives it (the young generation's size, which bounds RSS).
const { start: startScript } = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts;
export const startFlags = startScript.split(' ').filter((word) => word.startsWith('--'));

let nextPort = 4300 + Math.floor(Math.random() * 1000);

/** The bare route (`bench/bare-server.mjs`) or Acolhe's bundle as production runs it, with `env` added. */
export function spawnServer(kind: 'bare' | 'acolhe', env: Record<string, string>): Server {
  const port = nextPort++;
  const args = kind === 'bare' ? ['bench/bare-server.mjs'] : [...startFlags, benchBundle];
  const child = spawn(process.execPath, args, {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info', // request logging stays on, as in production (to /dev/null here)
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
      SEED_ON_EMPTY: 'false',
      ...env,
    },
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Milliseconds until `url` first answers 200. */
export async function firstOk(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export const directoryQuery = `/trpc/directory.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sort: 'rating', page: 1 } }))}`;

/** POSTs that each book a slot no earlier request through the same cursor asked for. */
export function bookingRequests(targets: BookingTarget[], cursor: { next: number }): Partial<Options> {
  return {
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const target = targets[cursor.next++ % targets.length];
          if (!target) return request;
          return { ...request, headers: { 'content-type': 'application/json', cookie: target.cookie }, body: target.body };
        },
      },
    ],
  };
}
