import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { runCli } from '../src/cli/acolhe.ts';
import { loadConfig } from '../src/config.ts';
import { createPostgresDb } from '../src/db/postgres-connection.ts';
import { postgresBinDir, startThrowawayCluster, type ThrowawayCluster } from './postgres/throwaway-cluster.ts';

/** `acolhe migrate`, `seed`, `backup` and `restore` with DATABASE_URL, on a cluster of the test's own. */

const recordsKey = Buffer.alloc(32, 5).toString('base64');
let cluster: ThrowawayCluster;
let databaseUrl: string;

/** What the command printed and the code it ended with. */
async function acolhe(...args: string[]): Promise<{ code: number | null; output: string }> {
  const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const code = await runCli(args);
    return { code, output: printed.mock.calls.map((call) => call.join(' ')).join('\n') };
  } finally {
    printed.mockRestore();
  }
}

async function countUsers(): Promise<number> {
  const db = createPostgresDb(databaseUrl, 1);
  try {
    const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return row.count;
  } finally {
    await db.destroy();
  }
}

describe.skipIf(postgresBinDir() === null)('the command line on PostgreSQL', () => {
  beforeAll(async () => {
    cluster = await startThrowawayCluster({ maxConnections: 20 });
    const admin = createPostgresDb(`${cluster.baseUrl}postgres`, 1);
    await sql`create database cli`.execute(admin);
    await admin.destroy();
    databaseUrl = `${cluster.baseUrl}cli`;
  }, 60_000);
  afterAll(() => cluster?.stop());
  afterEach(() => vi.restoreAllMocks());

  function useDatabase(): void {
    vi.stubEnv('DATABASE_URL', databaseUrl);
    vi.stubEnv('RECORDS_KEY', recordsKey);
    vi.stubEnv('LOG_LEVEL', 'silent');
  }

  test('migrate applies every migration once, then finds nothing to do', async () => {
    useDatabase();
    const first = await acolhe('migrate');
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/^Migrações aplicadas: 2026_11_22_0001_create_accounts, /);
    expect(first.output).toContain('2026_11_28_0900_add_portable_functions');
    const second = await acolhe('migrate');
    expect(second).toEqual({ code: 0, output: 'Banco já está atualizado.' });
  }, 60_000);

  test('seed fills an empty database once; --fresh starts it over', async () => {
    useDatabase();
    const seeded = await acolhe('seed');
    expect(seeded.code).toBe(0);
    expect(seeded.output).toContain('Dados de demonstração gravados');
    expect(await countUsers()).toBe(736);
    const again = await acolhe('seed');
    expect(again.output).toContain('O banco já tem dados; nada foi gravado.');
    expect(await countUsers()).toBe(736);
    const fresh = await acolhe('seed', '--fresh');
    expect(fresh.output).toContain('Dados de demonstração gravados');
    expect(await countUsers()).toBe(736);
  }, 120_000);

  test("backup and restore, which copy the SQLite file, point to PostgreSQL's own tools", async () => {
    useDatabase();
    await expect(runCli(['backup', '/tmp/nunca.db'])).rejects.toThrow(/pg_dump/);
    await expect(runCli(['restore', '/tmp/nunca.db'])).rejects.toThrow(/pg_restore/);
    expect(() => loadConfig({ DATABASE_URL: databaseUrl, RECORDS_KEY: recordsKey, BACKUP_DIR: '/tmp/backups' })).toThrow(
      /BACKUP_DIR: .*pg_dump/,
    );
  });

  test('DATABASE_URL must be a PostgreSQL address and comes with the records key', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/acolhe', RECORDS_KEY: recordsKey })).toThrow(
      'DATABASE_URL precisa ser um endereço PostgreSQL',
    );
    expect(() => loadConfig({ DATABASE_URL: databaseUrl })).toThrow('RECORDS_KEY: obrigatória com DATABASE_URL');
    expect(loadConfig({ DATABASE_URL: databaseUrl, RECORDS_KEY: recordsKey, DATABASE_POOL_SIZE: '25' }).database).toEqual({
      engine: 'postgres',
      url: databaseUrl,
      poolSize: 25,
    });
  });
});
