// Platform-wide metrics on the demo seed (~6k appointments): the 12-month admin report and the others.
// Run: npx tsx bench/metrics-report.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultTimeZone as platformTimeZone } from '@acolhe/shared/calendar';
import { createDb } from '../server/src/db/connection.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { adminDashboard, adminReport } from '../server/src/modules/metrics/admin-metrics.service.ts';
import { companiesThisMonth } from '../server/src/modules/metrics/company-metrics.service.ts';
import { financialReport } from '../server/src/modules/metrics/financial-metrics.service.ts';
import { psychologistReport } from '../server/src/modules/metrics/psychologist-metrics.service.ts';
import { seedDemoData } from '../server/src/seed/demo-data.ts';

const runs = 30;
// Judged on CPU time per run: on a shared machine wall time mostly measures the wait for a core.
const target = { adminReport12MonthsCpuMs: 100 };

async function time(name: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(runs / 2)] ?? Number.NaN;
  const p95 = samples[Math.ceil(runs * 0.95) - 1] ?? Number.NaN;
  // CPU time per run shows the cost when other processes share the cores (wall time then includes waiting).
  const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
  console.log(`${name.padEnd(34)} median ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   cpu ${cpuMs.toFixed(1)} ms/run`);
  return cpuMs;
}

const dir = mkdtempSync(join(tmpdir(), 'acolhe-metrics-bench-'));
const db = createDb(join(dir, 'bench.db'));
try {
  await migrateToLatest(db);
  const now = new Date();
  const summary = await seedDemoData(db, now, platformTimeZone);
  console.log(`demo seed: ${summary.appointments} appointments, ${summary.reviews} reviews`);
  const clock = { timeZone: platformTimeZone, now };
  const cpuMs = await time('adminReport 1year (platform)', () => adminReport(db, clock, '1year'));
  await time('adminReport 30days', () => adminReport(db, clock, '30days'));
  await time('adminDashboard', () => adminDashboard(db, clock));
  await time('financialReport 1year', () => financialReport(db, clock, '1year'));
  await time('companiesThisMonth', () => companiesThisMonth(db, clock));
  await time('psychologistReport 12m (demo)', () => psychologistReport(db, clock, 2, '12m'));
  console.log(cpuMs < target.adminReport12MonthsCpuMs ? 'OK' : `SLOW: above ${target.adminReport12MonthsCpuMs} ms of CPU per run`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
