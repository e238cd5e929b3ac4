// Embedded video engine: time from the second participant's click on 'Entrar na sessão' to the first
// remote video frame decoded on their side, over two Chromium processes with fake cameras.
// Needs the built client (npm run build). Run: npx tsx bench/video-join.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { launchWithCamera } from '../e2e/fixtures/video-call.ts';
import { demo, logIn } from '../e2e/support.ts';

const port = 3200;
const baseURL = `http://127.0.0.1:${port}`;
const databasePath = '.test-output/bench-video.db';
const runs = 5;
const frameTimeoutMs = 20_000;

function startServer(): ChildProcess {
  mkdirSync('.test-output', { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  // Without LiveKit or TURN settings the server uses the embedded engine peer to peer, which is what this measures.
  const inherited = Object.entries(process.env).filter(([key]) => !/^(LIVEKIT_|TURN_|ICE_SERVERS$|ICE_TRANSPORT_POLICY$)/.test(key));
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    DEMO_MODE: 'true',
    SEED_ON_EMPTY: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  return spawn('node_modules/.bin/tsx', ['server/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('o servidor não respondeu em 60 s');
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL(/\/dashboard$/);
  return page;
}

/** Back to the waiting room: forget the tab's rejoin memory, reload, wait for the device preview. */
async function reloadToWaitingRoom(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Entrar na sessão' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.lk-join-button')?.hasAttribute('disabled'));
}

interface BenchWindow {
  __acolheCall?: { pc: RTCPeerConnection };
  __benchClickAt?: number;
}

/** Clicks join and, inside the page, polls getStats until a remote video frame is decoded. */
async function joinAndTimeFirstFrame(page: Page, timeoutMs: number): Promise<number> {
  await page.evaluate(() => {
    const target = window as unknown as BenchWindow;
    delete target.__benchClickAt;
    document.addEventListener('click', () => (target.__benchClickAt = performance.now()), { capture: true, once: true });
  });
  await page.getByRole('button', { name: 'Entrar na sessão' }).click();
  return page.evaluate(async (limit) => {
    const target = window as unknown as BenchWindow;
    const started = performance.now();
    while (performance.now() - started < limit) {
      let frames = 0;
      const stats = await target.__acolheCall?.pc.getStats();
      stats?.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
      if (frames > 0) return performance.now() - (target.__benchClickAt ?? started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Number.NaN;
  }, timeoutMs);
}

async function main(): Promise<void> {
  if (!existsSync('client/dist/index.html')) throw new Error('client/dist ausente: rode npm run build antes');
  const server = startServer();
  const browsers: Browser[] = [];
  try {
    await waitForHealth();
    browsers.push(await launchWithCamera('red'), await launchWithCamera('blue'));
    const [patientBrowser, psychologistBrowser] = browsers as [Browser, Browser];
    const patient = await signedIn(patientBrowser, demo.patient);
    const psychologist = await signedIn(psychologistBrowser, demo.psychologist);
    await patient.goto('/patient/appointments');
    await patient.getByRole('button', { name: 'Entrar na sessão', disabled: false }).first().click();
    await patient.waitForURL(/\/patient\/session\/\d+$/);
    const appointmentId = /(\d+)$/.exec(patient.url())?.[1] ?? '';
    await psychologist.goto(`/psychologist/session/${appointmentId}`);

    const samples: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      await reloadToWaitingRoom(patient);
      await reloadToWaitingRoom(psychologist);
      await psychologist.getByRole('button', { name: 'Entrar na sessão' }).click();
      await psychologist.getByText('Aguardando o outro participante...').waitFor();
      const elapsed = await joinAndTimeFirstFrame(patient, frameTimeoutMs);
      samples.push(elapsed);
      console.log(`run ${run}: ${elapsed.toFixed(0)} ms from join click to first decoded remote frame`);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(JSON.stringify({ benchmark: 'video-join (embedded engine)', runs, samplesMs: samples.map(Math.round), medianMs: Math.round(median) }));
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
