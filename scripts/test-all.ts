// Runs every check CI needs and ends with one line: "N passed, N failed" across all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { postgresBinDir } from '../server/test/postgres/throwaway-cluster.ts';

interface Tally {
  passed: number;
  failed: number;
}

const outputDir = '.test-output';
mkdirSync(outputDir, { recursive: true });
const tally: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];

function run(command: string, args: string[]): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function step(name: string, ok: boolean): void {
  tally[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}

step('typecheck (tsc -b)', run('npx', ['tsc', '-b']));
step('lint (eslint)', run('npx', ['eslint', '.', '--max-warnings=0']));

/** Runs one vitest suite with a JSON report and adds its tests to the tally. */
function vitestSuite(name: string, configArgs: string[]): void {
  const report = `${outputDir}/${name}.json`;
  rmSync(report, { force: true });
  const ok = run('npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile=${report}`]);
  const result = readJson(report) as { numPassedTests: number; numFailedTests: number } | null;
  if (result) {
    tally.passed += result.numPassedTests;
    tally.failed += result.numFailedTests;
    lines.push(`${name}: ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
  }
  if (!result || (!ok && result.numFailedTests === 0)) step(`${name} run`, false);
}

vitestSuite('vitest', []);

// The same integration suites on PostgreSQL, when its binaries are here (.ci/run installs them).
if (postgresBinDir()) vitestSuite('vitest-postgres', ['--config', 'vitest.postgres.config.ts']);
else lines.push('vitest-postgres: skipped (no PostgreSQL binaries; install the postgresql package)');

const buildOk = run('npm', ['run', 'build:client']);
step('client build (vite, landing prerender)', buildOk);

// The executable embeds the client just built; it is built once, then its own suite runs it.
if (buildOk) {
  const binaryOk = run('npm', ['run', 'build:binary', '--', '--skip-client']);
  step('executable build (dist/acolhe)', binaryOk);
  if (binaryOk) vitestSuite('executable', ['--config', 'vitest.executable.config.ts']);
}

if (buildOk && process.env.SKIP_E2E !== '1') {
  const e2eReport = `${outputDir}/playwright.json`;
  rmSync(e2eReport, { force: true });
  const e2eOk = run('npx', ['playwright', 'test']);
  const e2e = readJson(e2eReport) as { stats: { expected: number; unexpected: number; flaky: number } } | null;
  if (e2e) {
    tally.passed += e2e.stats.expected;
    tally.failed += e2e.stats.unexpected + e2e.stats.flaky;
    lines.push(`playwright: ${e2e.stats.expected} passed, ${e2e.stats.unexpected + e2e.stats.flaky} failed`);
  }
  if (!e2e || (!e2eOk && e2e.stats.unexpected === 0)) step('playwright test', false);
}

const summary = `${tally.passed} passed, ${tally.failed} failed`;
writeFileSync(`${outputDir}/summary.txt`, `${summary}\n`);
console.log(`\n${lines.join('\n')}\n${summary}`);
process.exit(tally.failed === 0 ? 0 : 1);
