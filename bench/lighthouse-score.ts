// Lighthouse's mobile performance score of a page, as the median of several runs in fresh browsers.
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
   * Its CLI warns that the score is not to be trusted at 1000 or under (`slowHostIndex`): the 4× slowdown
   * is simulated on top of what the host does, so a busy host's tasks count four times over.
   */
  benchmarkIndex: number;
}

/** The benchmark index at or under which Lighthouse's CLI warns of a host slower than it expects. */
export const slowHostIndex = 1000;

/** One Lighthouse run in a fresh browser; null when Lighthouse reports a runtime error (seen: a first run that never paints). */
async function lighthouseRun(url: string, browser: LighthouseBrowser): Promise<LighthouseRun | null> {
  const chrome = await launch({
    chromePath: browser.chromiumPath,
    chromeFlags: ['--headless=new', ...browser.flags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
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
    };
  } finally {
    chrome.kill();
  }
}

/** The median of `runs` runs that completed (a run with a runtime error is made again, up to 3 times). */
export async function lighthouseScore(
  url: string,
  options: LighthouseBrowser & { runs: number },
): Promise<LighthouseRun & { scores: number[]; benchmarkIndexes: number[] }> {
  const runs: LighthouseRun[] = [];
  for (let attempt = 0; runs.length < options.runs && attempt < options.runs + 3; attempt += 1) {
    const run = await lighthouseRun(url, options);
    if (run) runs.push(run);
  }
  const scores = runs.map((run) => run.score);
  return {
    score: median(scores),
    cls: median(runs.map((run) => run.cls)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    scores,
    benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
  };
}
