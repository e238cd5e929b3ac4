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

export function createPostgresPool(url: string, poolSize: number): pg.Pool {
  return new pg.Pool({ connectionString: url, max: poolSize, types: numbersAsNumbers });
}

export function createPostgresDb(url: string, poolSize: number): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPostgresPool(url, poolSize) }) });
}

/** Drops every table, function and extension of the public schema: `seed --fresh` on PostgreSQL. */
export async function emptyPostgresDatabase<T>(db: Kysely<T>): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
