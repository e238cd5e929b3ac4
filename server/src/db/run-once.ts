import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { engineOf, type Db } from './connection.ts';

/** What a periodic job's tick did: its work's result, or nothing because another server was running it. */
export type RunOnceOutcome<Result> = { ran: true; result: Result } | { ran: false };

/** The job's name as a PostgreSQL advisory lock key (a bigint), the same on every server. */
export function advisoryLockKey(job: string): string {
  return createHash('sha256').update(`acolhe:${job}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs a periodic job's tick unless another server is running the same job right now. On PostgreSQL
 * (several servers on one database) the tick holds a session advisory lock on the connection it runs
 * on, so `work` gets that one connection: it may open its own transaction there, and a pool of one
 * connection cannot deadlock between the lock and the work. A tick that finds the lock taken does
 * nothing. On SQLite there is one server per file, and the work runs as it always has.
 */
export async function runOnce<Result>(db: Db, job: string, work: (db: Db) => Promise<Result>): Promise<RunOnceOutcome<Result>> {
  if (engineOf(db) === 'sqlite') return { ran: true, result: await work(db) };
  const key = advisoryLockKey(job);
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work(connection) };
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
