import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { onPostgres } from './postgres/test-databases.ts';

/**
 * A server on the demo data seeded at `now`: on SQLite a consistent copy of the seeded file (made by
 * SQLite itself) at `path`; on PostgreSQL its own database seeded the same way, which shows the seed
 * works there too.
 */
export async function serverOnSeededData(seededDb: Db, path: string, now: Date): Promise<TestServer> {
  if (!onPostgres()) {
    await sql`vacuum into ${sql.lit(path)}`.execute(seededDb);
    return startTestServer({ DATABASE_PATH: path }, { now: () => now });
  }
  const server = await startTestServer({}, { now: () => now });
  await seedDemoData(server.app.services.db, now, 'America/Sao_Paulo');
  return server;
}
