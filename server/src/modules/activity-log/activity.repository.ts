import type { ActivityAction } from '@acolhe/shared/activity';
import type { Db } from '../../db/connection.ts';

/** Ids only: names are looked up when the log is shown, so an erased account leaves none behind here. */
export interface ActivityEntry {
  actorId: number | null;
  action: ActivityAction;
  subjectType: 'user' | 'company' | 'platform';
  subjectId: number | null;
  /** A name-free description, kept for readers of the raw table. */
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

/** The latest entries, newest first, with the current names of the people and companies they name. */
export function selectRecentActivity(db: Db, limit: number) {
  return db
    .selectFrom('activity_log')
    .leftJoin('users as actor', 'actor.id', 'activity_log.actor_id')
    .leftJoin('users as subjectUser', (join) =>
      join
        .onRef('subjectUser.id', '=', 'activity_log.subject_id')
        .on('activity_log.subject_type', '=', 'user'),
    )
    .leftJoin('companies as subjectCompany', (join) =>
      join
        .onRef('subjectCompany.id', '=', 'activity_log.subject_id')
        .on('activity_log.subject_type', '=', 'company'),
    )
    .select([
      'activity_log.id',
      'activity_log.action',
      'activity_log.summary',
      'activity_log.created_at as createdAt',
      'actor.name as actorName',
      'subjectUser.name as userName',
      'subjectCompany.name as companyName',
    ])
    // The seed writes past entries out of date order; ties (same second) keep insertion order.
    .orderBy('activity_log.created_at', 'desc')
    .orderBy('activity_log.id', 'desc')
    .limit(limit)
    .execute();
}
