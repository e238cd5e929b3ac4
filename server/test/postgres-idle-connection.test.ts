import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { createPostgresDb, createPostgresPool } from '../src/db/postgres-connection.ts';
import { clonedTestDatabase, dropTestDatabase, postgresBaseUrl } from './postgres/test-databases.ts';

/**
 * PostgreSQL ends idle connections on a restart, a failover or an administrator's command; the pool then
 * emits 'error', which without a listener is an uncaught exception that ends the server (seen in CI when a
 * test dropped a database WITH (FORCE)).
 */
describe.skipIf(!postgresBaseUrl())('an idle connection ended by the database', () => {
  test('is reported to the pool, not thrown; the next query opens a new connection', async () => {
    const baseUrl = postgresBaseUrl() ?? '';
    const { name, url } = await clonedTestDatabase(baseUrl);
    const reported: string[] = [];
    const pool = createPostgresPool(url, 2, (error) => reported.push((error as Error & { code?: string }).code ?? error.message));
    try {
      const before = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = before.rows[0]?.pid;
      const admin = createPostgresDb(`${baseUrl}postgres`, 1);
      try {
        const { rows } = await sql<{ ended: boolean }>`select pg_terminate_backend(${pid}) as ended`.execute(admin);
        expect(rows[0]?.ended).toBe(true);
      } finally {
        await admin.destroy();
      }
      await expect.poll(() => reported, { timeout: 5_000 }).toEqual(['57P01']);
      const after = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      await pool.end();
      await dropTestDatabase(baseUrl, name);
    }
  });
});
