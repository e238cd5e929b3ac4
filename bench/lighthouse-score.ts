// Lighthouse's mobile performance score of a page, as the median of several runs in fresh browsers:
// with the preset's 4× CPU slowdown as it is, and with the slowdown calibrated to the host's speed.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { median } from './bench-servers.ts';

/** Where Chromium is and the flags it starts with on this machine. */
interface LighthouseBrowser {
  chromiumPath: string;
  flags: string[];
}

interface LighthouseRun {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
  /**
   * Lighthouse's own measure of the host's speed, taken before the run (`environment.benchmarkIndex`).
   * Its CLI warns that the score is not to be trusted at 1000 or under (`slowHostIndex`).
   */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

/** The benchmark index at or under which Lighthouse's CLI warns of a host slower than it expects. */
export const slowHostIndex = 1000;

/**
 * The mobile preset slows the CPU 4×, a factor calibrated for a high-end desktop, whose benchmark index
 * Lighthouse's throttling docs put at 1500–2000: 4× turns it into a mid-tier phone. On a faster host the
 * same 4× emulates a faster phone, so the calibrated runs scale the factor by the host's index against
 * the middle of that range (this host's index and factor: docs/decisions/first-paint-bench.md
 * "The first-paint bench: a served limit, rotating rounds, calibrated Lighthouse").
 */
const presetSlowdown = 4;
const presetHostIndex = 1750;

export const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.round(((presetSlowdown * benchmarkIndex) / presetHostIndex) * 10) / 10;

/** One Lighthouse run in a fresh browser; null when Lighthouse reports a runtime error (seen: a first run that never paints). */
async function lighthouseRun(
  url: string,
  browser: LighthouseBrowser,
  cpuSlowdownMultiplier = presetSlowdown,
): Promise<LighthouseRun | null> {
  const chrome = await launch({
    chromePath: browser.chromiumPath,
    chromeFlags: ['--headless=new', ...browser.flags],
  });
  try {
    // Lighthouse merges a partial throttling into the preset's: only the CPU factor changes.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier },
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || lhr.runtimeError || score === null || score === undefined) {
      console.error(`lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no result'}; run again`);
      return null;
    }
    return {
      score: Math.round(score * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseRuns {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
  runs: LighthouseRun[];
}

const summary = (runs: LighthouseRun[]): LighthouseRuns => ({
  score: median(runs.map((run) => run.score)),
  cls: median(runs.map((run) => run.cls)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  runs,
});

/**
 * The medians of `runs` runs that completed with the preset, and of as many whose CPU factor is calibrated
 * to the benchmark index the preset's run just before measured. A run with a runtime error (about one in
 * ten here) is made again, up to `runs` + 3 failures in all; a page left short says so.
 */
export async function lighthouseScore(
  url: string,
  options: LighthouseBrowser & { runs: number },
): Promise<{ preset: LighthouseRuns; calibrated: LighthouseRuns }> {
  const preset: LighthouseRun[] = [];
  const calibrated: LighthouseRun[] = [];
  const failuresAllowed = options.runs + 3;
  let failures = 0;
  while (failures < failuresAllowed && (preset.length < options.runs || calibrated.length < options.runs)) {
    const run = preset.length < options.runs ? await lighthouseRun(url, options) : null;
    if (run) preset.push(run);
    else if (preset.length < options.runs) failures += 1;
    // The calibrated run takes the index of the latest preset run.
    const index = (run ?? preset.at(-1))?.benchmarkIndex;
    if (index === undefined || calibrated.length >= options.runs) continue;
    const scaled = await lighthouseRun(url, options, calibratedSlowdown(index));
    if (scaled) calibrated.push(scaled);
    else failures += 1;
  }
  if (preset.length < options.runs || calibrated.length < options.runs) {
    console.error(
      `lighthouse ${url}: ${preset.length} preset and ${calibrated.length} calibrated runs of ${options.runs}`,
    );
  }
  return { preset: summary(preset), calibrated: summary(calibrated) };
}
