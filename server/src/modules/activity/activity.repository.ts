import type { Db } from '../../db/connection.ts';

export interface ActivityEntry {
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  summary: string;
}

export function recordActivity(db: Db, entry: ActivityEntry) {
  return db
    .insertInto('activity_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      summary: entry.summary,
    })
    .execute();
}
