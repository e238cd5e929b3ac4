import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema.ts';

const int8 = 20;
const numeric = 1700;

/**
 * pg hands 64-bit integers and numerics back as strings (they may not fit a JS number); the app's
 * counts, sums and averages are numbers on SQLite, and they stay numbers here: none comes near 2^53.
 */
const numbersAsNumbers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === int8 || oid === numeric) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * An idle connection the database ends (a restart, a failover, an administrator's terminate, a dropped
 * database) makes the pool emit 'error'; with no listener that is an uncaught exception and the server
 * dies. The pool has already discarded that connection and opens a new one on the next query, so the
 * error needs no handling beyond `onIdleError` (a query that then fails reports itself as usual).
 */
export function createPostgresPool(url: string, poolSize: number, onIdleError: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: numbersAsNumbers });
  pool.on('error', onIdleError);
  return pool;
}

export function createPostgresDb(url: string, poolSize: number): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(url, poolSize) }) });
}

/** Drops every table, function and extension of the public schema: `seed --fresh` on PostgreSQL. */
export async function emptyPostgresDatabase<T>(db: Kysely<T>): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
