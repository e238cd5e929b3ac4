import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

/** Uses AUTH_SESSION_SECRET (or the older SESSION_SECRET) when given; otherwise generates one on first run and keeps it in the database. */
export async function resolveAuthSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const stored = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirst();
  if (stored) return stored.value;
  const generated = randomBytes(48).toString('base64url');
  await db
    .insertInto('platform_settings')
    .values({ key: 'session_secret', value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const winner = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return winner.value;
}
