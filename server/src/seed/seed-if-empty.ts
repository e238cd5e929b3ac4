import type { Db } from '../db/connection.ts';
import { seedDemoData, type SeedSummary } from './demo-data.ts';

/** The demo data, with its agendas and consultations on the platform's wall clock (`timeZone`). */
export async function seedIfEmpty(db: Db, now: Date, timeZone: string): Promise<SeedSummary | null> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  return seedDemoData(db, now, timeZone);
}
