// Other users' directory.list latency while one client floods availableDates in big batches (issue 10).
// Run: npx tsx bench/batch-attack.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { specialties } from '@acolhe/shared/specialties';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { foldText, type Db } from '../server/src/db/connection.ts';

const psychologistCount = 1_000;
const rounds = 5;
const victimCallsPerRound = 120;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}

/** Approved, listed psychologists with Monday–Friday 08:00–18:00 agendas. */
async function insertPsychologists(db: Db): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let index = 0; index < psychologistCount; index += 1) {
      const name = `Psicóloga Bench ${index}`;
      const { id } = await trx
        .insertInto('users')
        .values({ email: `psi${index}@bench.test`, password_hash: 'x', name, phone: '(11) 90000-0000', role: 'psychologist' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const specialty = specialties[index % specialties.length] ?? 'Psicologia Clínica';
      await trx.insertInto('user_preferences').values({ user_id: id, public_profile: 1, show_ratings: 1 }).execute();
      await trx
        .insertInto('psychologist_profiles')
        .values({
          user_id: id,
          specialty,
          bio: 'Atendimento online.',
          hourly_rate_cents: 15_000,
          available_hours: '08:00-18:00',
          crp: `CRP 06/${100000 + index}`,
          professional_title: 'Psicóloga',
          approval_status: 'approved',
          applied_at: new Date().toISOString(),
          search_text: foldText(`${name} ${specialty}`),
        })
        .execute();
      await trx
        .insertInto('availability_slots')
        .values([1, 2, 3, 4, 5].map((weekday) => ({ psychologist_id: id, weekday, start_time: '08:00', end_time: '18:00' })))
        .execute();
      ids.push(id);
    }
    return ids;
  });
}

/**
 * One client, behind the same proxy as everyone: batches of `size` availableDates calls over 4 connections,
 * sent from a worker thread so building them does not take the server's own event loop.
 */
function startAttack(url: string, psychologists: number[], size: number) {
  const worker = new Worker(new URL('./batch-attacker.ts', import.meta.url), { workerData: { url, psychologists, size } });
  const started = new Promise((resolve) => worker.once('message', resolve));
  const stop = () =>
    new Promise<Map<number, number>>((resolve) => {
      worker.once('message', (counts: Map<number, number>) => {
        void worker.terminate();
        resolve(counts);
      });
      worker.postMessage('stop');
    });
  return started.then(() => stop);
}

/** p95 of one round of directory.list calls by other users, each from its own address. */
async function victimP95(url: string, round: number): Promise<number> {
  const samples: number[] = [];
  for (let call = 0; call < victimCallsPerRound; call += 1) {
    const input = encodeURIComponent(JSON.stringify({ page: (call % 5) + 1, sort: 'rating' }));
    const started = performance.now();
    const response = await fetch(`${url}/trpc/directory.list?input=${input}`, {
      headers: { 'x-forwarded-for': `198.51.${round}.${call % 250}` },
    });
    if (!response.ok) throw new Error(`directory.list answered ${response.status}`);
    await response.json();
    samples.push(performance.now() - started);
  }
  return percentile(samples.sort((a, b) => a - b), 0.95);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, 'bench.db'),
    LOG_LEVEL: 'silent',
    CLIENT_DIST: join(dir, 'no-client'),
    DEMO_MODE: 'false',
    // Every client comes through a proxy on loopback, so each keeps its own address and budget.
    TRUST_PROXY: '127.0.0.1',
  });
  const app = await buildApp(config);
  try {
    const psychologists = await insertPsychologists(app.services.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;
    await victimP95(url, 0);

    const attacks = [
      { label: '190 availableDates por pedido (o ataque da revisão)', size: 190 },
      { label: '10 availableDates por pedido (o máximo aceito)', size: 10 },
    ];
    const quiet: number[] = [];
    const underAttack = attacks.map(() => [] as number[]);
    const statuses = attacks.map(() => new Map<number, number>());
    for (let round = 1; round <= rounds; round += 1) {
      quiet.push(await victimP95(url, round));
      for (const [index, attack] of attacks.entries()) {
        const stop = await startAttack(url, psychologists, attack.size);
        underAttack[index]?.push(await victimP95(url, round + 100 * (index + 1)));
        for (const [status, count] of await stop()) statuses[index]?.set(status, (statuses[index]?.get(status) ?? 0) + count);
      }
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const base = median(quiet);
    console.log(`\n${psychologistCount} psicólogos; ${rounds} rodadas intercaladas de ${victimCallsPerRound} directory.list; mediana dos p95 por rodada\n`);
    console.log(`sem ataque: p95 ${ms(base)}`);
    for (const [index, attack] of attacks.entries()) {
      const p95 = median(underAttack[index] ?? []);
      const answers = [...(statuses[index] ?? new Map<number, number>())].map(([status, count]) => `${count}× ${status}`).join(', ');
      console.log(`com ataque, ${attack.label}: p95 ${ms(p95)} (${(p95 / base).toFixed(2)}× sem ataque; respostas ao atacante: ${answers})`);
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
