// Time to the first meaningful content of `/`, `/agenda` and `/patient/dashboard` with the CPU slowed
// 4×, each as a ratio to the same page's finished HTML with no script, with the page's own answer
// headers, served over loopback HTTP (the limit) and handed to the browser with no network;
// interleaved in rotating order, median of BENCH_ROUNDS (default 12); then
// Lighthouse's mobile performance score of `/`, `/agenda` and a profile, median of LIGHTHOUSE_RUNS
// (default 3; bench/lighthouse-score.ts), beside the host's speed Lighthouse measured before each run
// and the score with the CPU slowdown calibrated to it.
// The limit's page is bench/finished-page.ts. Needs the built client (npm run build:client) and Chromium at
// /usr/bin/chromium.
// Run: npm run bench:first-paint
import { spawn } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { lighthouseScore, slowHostIndex, type LighthouseRuns } from './lighthouse-score.ts';
import { median } from './bench-servers.ts';
import { finishedHtml, serveFinishedHtml, signIn, type FinishedPage, type Target } from './finished-page.ts';
import { chromiumFlags } from '../playwright.config.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 12);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const targets: Target[] = [
  { path: '/', selector: '[data-testid="stat-psychologists"]' },
  { path: '/agenda', selector: 'article' },
  { path: '/patient/dashboard', selector: 'main h1', signedIn: true },
];

// Runs before any of the page's own scripts: notes when the selector first matches, parser or script alike.
const watchFor = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (window.__firstContent === undefined && document.querySelector(${JSON.stringify(selector)})) {
      window.__firstContent = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

type Source = { kind: 'app' } | { kind: 'handed'; page: FinishedPage } | { kind: 'served'; origin: string };

/** Milliseconds from navigation to the first meaningful content, 4× CPU throttling, cold cache. */
async function firstContent(
  browser: Browser,
  target: Target,
  source: Source = { kind: 'app' },
): Promise<number> {
  const context = await browser.newContext();
  if (target.signedIn) await signIn(context, origin);
  const page = await context.newPage();
  await page.addInitScript(watchFor(target.selector));
  if (source.kind === 'handed') {
    const { html, headers } = source.page;
    await page.route(origin + target.path, (route) =>
      route.fulfill({ body: html, headers, contentType: 'text/html; charset=utf-8' }),
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto((source.kind === 'served' ? source.origin : origin) + target.path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as { __firstContent?: number }).__firstContent !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  const time = await page.evaluate(
    () => (window as { __firstContent?: number }).__firstContent ?? Number.NaN,
  );
  await context.close();
  return time;
}

const server = spawn(process.execPath, ['scripts/start-e2e-server.ts'], {
  stdio: 'ignore',
  env: { ...process.env, E2E_PORT: String(port) },
});
try {
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  console.log(
    `\nFirst meaningful content, CPU 4× slower, cold cache, median of ${rounds} interleaved rounds (goal ≤ 1.5×)\n`,
  );
  console.log(
    "| page | app | same HTML, no JS, over loopback HTTP (limit) | ratio (median of the rounds' own ratios) | same HTML handed to the browser, no network | ratio (rounds') |",
  );
  console.log('|---|---|---|---|---|---|');
  for (const target of targets) {
    const finished = await finishedHtml(browser, origin, target);
    const served = await serveFinishedHtml(origin, target.path, finished);
    const app: number[] = [];
    const limit: number[] = [];
    const handed: number[] = [];
    const loads: [number[], Source][] = [
      [app, { kind: 'app' }],
      [limit, { kind: 'served', origin: served.origin }],
      [handed, { kind: 'handed', page: finished }],
    ];
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts with the next kind of load: a load's place in the round has a bias of its own
      // (docs/decisions/first-paint-bench.md
      // "The first-paint bench: a served limit, rotating rounds, calibrated Lighthouse").
      for (let turn = 0; turn < loads.length; turn += 1) {
        const load = loads[(round + turn) % loads.length];
        if (load) load[0].push(await firstContent(browser, target, load[1]));
      }
    }
    served.server.close();
    const [a, l, h] = [median(app), median(limit), median(handed)];
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    // The loads of one round are seconds apart and share the host's load of the moment; their ratios,
    // round by round, show how far the spread of the medians is the host's.
    const paired = (limits: number[]) =>
      median(app.map((time, round) => time / (limits[round] ?? Number.NaN))).toFixed(2);
    console.log(
      `| \`${target.path}\` | ${ms(a)} | ${ms(l)} | ${(a / l).toFixed(2)}× (${paired(limit)}×) | ${ms(h)} | ${(a / h).toFixed(2)}× (${paired(handed)}×) |`,
    );
  }
  await browser.close();

  const profile = (await (
    await fetch(`${origin}/trpc/directory.list?input=${encodeURIComponent('{}')}`)
  ).json()) as {
    result: { data: { items: { id: number }[] } };
  };
  const profilePath = `/psychologist/${profile.result.data.items[0]?.id ?? 1}`;
  console.log(
    `\nLighthouse 13, mobile preset, performance, median of ${lighthouseRuns} runs (goal ≥ 90, layout shift ≤ 0.1); each run is followed by one with the CPU slowdown calibrated to the host's benchmark index (bench/lighthouse-score.ts)\n`,
  );
  console.log(
    `| page | score (each run) | layout shift | LCP | total blocking time | host's benchmark index, each run (Lighthouse warns at ${slowHostIndex} or under) | calibrated: CPU slowdown, each run | score (each run) | total blocking time |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const path of ['/', '/agenda', profilePath]) {
    const { preset, calibrated } = await lighthouseScore(origin + path, {
      chromiumPath,
      flags: chromiumFlags,
      runs: lighthouseRuns,
    });
    const each = (runs: LighthouseRuns, value: (run: LighthouseRuns['runs'][number]) => string) =>
      runs.runs.map(value).join(', ');
    const indexes = each(preset, (run) => run.benchmarkIndex.toFixed(0));
    const slowdowns = each(calibrated, (run) => `${run.cpuSlowdownMultiplier}×`);
    const scores = (runs: LighthouseRuns) => `${runs.score} (${each(runs, (run) => String(run.score))})`;
    console.log(
      `| \`${path}\` | ${scores(preset)} | ${preset.cls.toFixed(3)} | ${(preset.lcp / 1000).toFixed(1)} s | ${preset.tbt.toFixed(0)} ms | ${indexes} | ${slowdowns} | ${scores(calibrated)} | ${calibrated.tbt.toFixed(0)} ms |`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
