import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { expect, test } from 'vitest';
import { createDb } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createPostgresDb } from '../src/db/postgres-connection.ts';
import { clonedTestDatabase, dropTestDatabase, postgresBaseUrl } from './postgres/test-databases.ts';
import type { MigratedSchema } from './schema-check/column-shape.ts';
import { declaredSchema } from './schema-check/declared-shape.ts';
import { postgresShape, sqliteShape } from './schema-check/migrated-shape.ts';
import { schemaDifferences } from './schema-check/schema-differences.ts';

/**
 * server/src/db/schema.ts is written by hand; this holds it to what the migrations build, on the run's
 * engine (SQLite in `vitest.config.ts`, PostgreSQL in `vitest.postgres.config.ts`): every table and column
 * on both sides, the class of each value, null or not, and which columns an insert may leave out.
 */
const serverDir = join(import.meta.dirname, '..');

/** Migration 1001: on SQLite one server keeps the signalling streams in memory. */
const postgresOnlyTables = ['signalling_presence'];

async function migratedSqlite(): Promise<MigratedSchema> {
  const dir = mkdtempSync(join(tmpdir(), 'acolhe-schema-'));
  const db = createDb(join(dir, 'schema.db'));
  try {
    await migrateToLatest(db);
    return await sqliteShape(db as unknown as Kysely<unknown>);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A clone of the run's template, which global-setup.ts migrated with the same migrateToLatest. */
async function migratedPostgres(baseUrl: string): Promise<MigratedSchema> {
  const { name, url } = await clonedTestDatabase(baseUrl);
  const db = createPostgresDb(url, 1);
  try {
    return await postgresShape(db as unknown as Kysely<unknown>);
  } finally {
    await db.destroy();
    await dropTestDatabase(baseUrl, name);
  }
}

const baseUrl = postgresBaseUrl();

test(`schema.ts matches what the migrations build on ${baseUrl ? 'PostgreSQL' : 'SQLite'}`, async () => {
  const declared = declaredSchema(join(serverDir, 'src/db/schema.ts'), join(serverDir, 'tsconfig.json'));
  const migrated = baseUrl ? await migratedPostgres(baseUrl) : await migratedSqlite();
  expect(Object.keys(migrated).length).toBeGreaterThan(30);
  expect(schemaDifferences(declared, migrated, baseUrl ? [] : postgresOnlyTables)).toEqual([]);
});
