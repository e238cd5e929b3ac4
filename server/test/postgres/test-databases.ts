import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createPostgresDb } from '../../src/db/postgres-connection.ts';

const templateDatabase = 'acolhe_template';

/** The run's PostgreSQL cluster (vitest.postgres.config.ts), or undefined when the suite runs on SQLite. */
export function postgresBaseUrl(): string | undefined {
  return inject('postgresBaseUrl');
}

async function onCluster(baseUrl: string, statement: (db: ReturnType<typeof createPostgresDb>) => Promise<unknown>): Promise<void> {
  const admin = createPostgresDb(`${baseUrl}postgres`, 1);
  try {
    await statement(admin);
  } finally {
    await admin.destroy();
  }
}

/** True on the PostgreSQL run: tests about the SQLite file itself skip, saying so in their name's place. */
export function onPostgres(): boolean {
  return postgresBaseUrl() !== undefined;
}

/** A fresh database cloned from the migrated template; its URL. */
export async function clonedTestDatabase(baseUrl: string): Promise<{ name: string; url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onCluster(baseUrl, (admin) =>
    sql`create database ${sql.id(name)} template ${sql.id(templateDatabase)}`.execute(admin),
  );
  return { name, url: `${baseUrl}${name}` };
}

export async function dropTestDatabase(baseUrl: string, name: string): Promise<void> {
  await onCluster(baseUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
}
