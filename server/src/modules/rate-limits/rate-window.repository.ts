import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

export interface RateWindowRow {
  hits: number;
  endsAt: number;
}

/**
 * Adds `points` to the key's window in one statement, so servers counting at once never lose a hit;
 * a window that has ended starts again from these points.
 */
export function addHits(db: Db, key: string, points: number, now: number, windowMs: number): Promise<RateWindowRow> {
  const ended = sql<boolean>`rate_limit_windows.ends_at <= ${now}`;
  return db
    .insertInto('rate_limit_windows')
    .values({ key, hits: points, ends_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${ended} then excluded.hits else rate_limit_windows.hits + excluded.hits end`,
        ends_at: sql<number>`case when ${ended} then excluded.ends_at else rate_limit_windows.ends_at end`,
      }),
    )
    .returning(['hits', 'ends_at as endsAt'])
    .executeTakeFirstOrThrow();
}

export function selectOpenWindow(db: Db, key: string, now: number): Promise<RateWindowRow | undefined> {
  return db
    .selectFrom('rate_limit_windows')
    .select(['hits', 'ends_at as endsAt'])
    .where('key', '=', key)
    .where('ends_at', '>', now)
    .executeTakeFirst();
}

export function deleteEndedWindows(db: Db, now: number) {
  return db.deleteFrom('rate_limit_windows').where('ends_at', '<=', now).execute();
}
