import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createPostgresDb } from '../../src/db/postgres-connection.ts';
import { startThrowawayCluster } from './throwaway-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/ of the run's cluster, whose `acolhe_template` database is migrated; absent on SQLite. */
    postgresBaseUrl?: string;
  }
}

export const templateDatabase = 'acolhe_template';

/** Starts the run's PostgreSQL cluster and migrates the template every test database is cloned from. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startThrowawayCluster();
  try {
    const admin = createPostgresDb(`${cluster.baseUrl}postgres`, 1);
    await sql`create database ${sql.id(templateDatabase)}`.execute(admin);
    await admin.destroy();
    const template = createPostgresDb(`${cluster.baseUrl}${templateDatabase}`, 1);
    await migrateToLatest(template);
    await template.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresBaseUrl', cluster.baseUrl);
  return () => cluster.stop();
}
