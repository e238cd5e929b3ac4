import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'acolhe-process-'));
// Inside the repository, so the bundle finds the native packages it leaves out in node_modules.
mkdirSync('.test-output', { recursive: true });
const bundleDir = mkdtempSync(join('.test-output', 'bundle-'));
const bundlePath = join(bundleDir, 'server.mjs');
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-server.ts', bundlePath], { stdio: 'inherit' });
}, 60_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

test('the production bundle of main.ts starts with plain node, migrates an empty database, answers, and on SIGTERM exits cleanly', async () => {
  const port = 3400 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [bundlePath], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'main.db'),
      DEMO_MODE: 'false',
      LOG_LEVEL: 'info',
      CLIENT_DIST: join(dir, 'none'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  await waitForHealth(`http://127.0.0.1:${port}`, Date.now() + 45_000);
  expect(await (await fetch(`http://127.0.0.1:${port}/trpc/stats.landing`)).json()).toMatchObject({
    result: { data: { psychologists: 0, consultations: 0 } },
  });
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('"msg":"shutting down"');
  expect(output).toContain('"msg":"Server listening');
}, 60_000);
