// The executable (dist/acolhe, `npm run build:binary` first) against a bare node:http server packaged as
// a single executable on the same base binary: file size, and time from spawn to the first HTTP answer and
// resident memory then, interleaved, median of BENCH_ROUNDS (default 7) rounds. Each start is its own
// process on an already migrated database, with the native files already written out (the first start's
// cost of writing them is printed apart).
// Run: npm run bench:executable
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const acolhe = resolve('dist/acolhe');
const base = resolve('dist/binary/node');
if (!existsSync(acolhe) || !existsSync(base)) throw new Error('Rode npm run build:binary antes.');
const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-executable-'));
const env = { PATH: '/usr/bin:/bin', HOME: dir, XDG_CACHE_HOME: join(dir, 'cache'), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
let nextPort = 4800 + Math.floor(Math.random() * 400);

function buildBareExecutable(): string {
  const output = join(dir, 'bare');
  const config = join(dir, 'bare-sea.json');
  writeFileSync(
    config,
    JSON.stringify({ main: resolve('bench/bare-http-server.mjs'), mainFormat: 'module', executable: base, output, disableExperimentalSEAWarning: true, useCodeCache: true }),
  );
  if (spawnSync(process.execPath, ['--build-sea', config], { stdio: 'ignore' }).status !== 0) throw new Error('bare executable failed');
  return output;
}

function residentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? Number.NaN);
}

/** Spawns, polls until the first 200, and returns the time it took and the memory then. */
async function timeToFirstAnswer(executable: string, path: string): Promise<{ ms: number; rssMb: number }> {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(executable, [], { cwd: dir, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error(`${executable} did not answer`);
      await new Promise((done) => setTimeout(done, 2));
    }
    const ms = performance.now() - started;
    return { ms, rssMb: child.pid ? residentKb(child.pid) / 1024 : Number.NaN };
  } finally {
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const bare = buildBareExecutable();
mkdirSync(join(dir, 'data'), { recursive: true });
if (spawnSync(acolhe, ['migrate'], { cwd: dir, env, stdio: 'ignore' }).status !== 0) throw new Error('migrate failed');
rmSync(join(dir, 'cache'), { recursive: true, force: true });
const firstStart = await timeToFirstAnswer(acolhe, '/api/health');

const ratios = { ms: [] as number[], rss: [] as number[] };
const absolute = { acolhe: [] as number[], bare: [] as number[], acolheRss: [] as number[], bareRss: [] as number[] };
for (let round = 0; round < rounds; round += 1) {
  const runs = round % 2 === 0 ? ['acolhe', 'bare'] : ['bare', 'acolhe'];
  const result: Record<string, { ms: number; rssMb: number }> = {};
  for (const kind of runs) result[kind] = kind === 'acolhe' ? await timeToFirstAnswer(acolhe, '/api/health') : await timeToFirstAnswer(bare, '/');
  const [ours, limit] = [result.acolhe, result.bare];
  if (!ours || !limit) throw new Error('missing run');
  ratios.ms.push(ours.ms / limit.ms);
  ratios.rss.push(ours.rssMb / limit.rssMb);
  absolute.acolhe.push(ours.ms);
  absolute.bare.push(limit.ms);
  absolute.acolheRss.push(ours.rssMb);
  absolute.bareRss.push(limit.rssMb);
}

const mb = (file: string) => statSync(file).size / 1024 / 1024;
console.log(`\nExecutável (dist/acolhe) em relação a um servidor node:http puro empacotado do mesmo jeito; mediana de ${rounds} rodadas intercaladas`);
console.log(`tamanho                  ${mb(acolhe).toFixed(1)} MB vs ${mb(bare).toFixed(1)} MB: ×${(mb(acolhe) / mb(bare)).toFixed(2)}`);
console.log(`até a primeira resposta  ${median(absolute.acolhe).toFixed(0)} ms vs ${median(absolute.bare).toFixed(0)} ms: ×${median(ratios.ms).toFixed(2)}`);
console.log(`memória residente então  ${median(absolute.acolheRss).toFixed(0)} MB vs ${median(absolute.bareRss).toFixed(0)} MB: ×${median(ratios.rss).toFixed(2)}`);
console.log(`primeira partida (grava as bibliotecas nativas no cache): ${firstStart.ms.toFixed(0)} ms`);
rmSync(dir, { recursive: true, force: true });
